import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { catalogueApi } from './api';
import { Problems } from './common';
import type { Json } from './template-doc';

/** The whole catalogue document replaced by a JSON file (as the export writes it). */
export function ImportDialog({
  revision,
  onClose,
  onDone,
}: {
  revision: number;
  onClose: () => void;
  onDone: (c: CatalogueResponse) => void;
}) {
  const { t } = useTranslation();
  const { busy, error, setError, call } = useCall();
  const [local, setLocal] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('file');
    if (!(file instanceof File)) return;
    setError(null);
    setLocal('');
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      return setLocal(t('admin.catalogue.importDialog.notJson'));
    }
    if (!doc || typeof doc !== 'object' || Array.isArray(doc))
      return setLocal(t('admin.catalogue.importDialog.notJson'));
    call(() => catalogueApi.importDocument(revision, doc as Json), onDone);
  };
  return (
    <FormDialog
      titleId="import-title"
      title={t('admin.catalogue.importDialog.title')}
      testId="admin-import-form"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      cancel={t('admin.catalogue.cancel')}
      submit={t('admin.catalogue.importDialog.submit')}
      submitTestId="admin-import-submit"
      busy={busy}
      stacked
    >
      <Typography>{t('admin.catalogue.importDialog.hint')}</Typography>
      <ErrorAlert error={error} />
      <Problems error={error} />
      {local && <Alert severity="error">{local}</Alert>}
      <TextField
        name="file"
        type="file"
        required
        autoFocus
        label={t('admin.catalogue.importDialog.file')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { accept: 'application/json,.json', 'data-testid': 'admin-import-file' },
        }}
      />
    </FormDialog>
  );
}
