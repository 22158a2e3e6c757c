import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogueResponse, TariffVersionView } from '../../../shared/schemas/admin-catalogue';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatInstant } from '../components/format';
import { stackedContent } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { catalogueApi } from './api';
import { Problems } from './common';
import { siteOfWalkInKey, WALK_IN } from './template-doc';
import { tariffText, TariffFields, readTariff } from './tariff-fields';

/** A product's (or walk-in parking's) tariff versions: schedule a new one, delete a scheduled one. */
export function TariffDialog({
  data,
  templateId,
  name,
  onSaved,
  onClose,
}: {
  data: CatalogueResponse;
  templateId: string;
  name: string;
  onSaved: (c: CatalogueResponse) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, call } = useCall();
  const [local, setLocal] = useState('');
  const versions = data.tariffs.filter((v) => v.templateId === templateId);
  const current = versions.find((v) => v.state === 'current');
  const step = stepSecondsOf(data, templateId);
  const run = (p: Promise<CatalogueResponse>, after?: () => void) =>
    call(
      () => p,
      (next) => {
        onSaved(next);
        after?.();
      },
    );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const tariff = readTariff(f);
    setLocal('');
    if (typeof tariff === 'string') return setLocal(t(`admin.catalogue.tariff.${tariff}`));
    const from = String(f.get('validFrom') ?? '');
    // datetime-local is the operator's local time; the server gets the instant.
    run(
      catalogueApi.scheduleTariff(
        data.revision,
        templateId,
        tariff,
        from ? new Date(from).toISOString() : undefined,
      ),
      () => {
        form.reset();
        // The save button was disabled while saving and lost the focus: back to the first
        // field, so the keyboard (Esc, Tab) stays in the dialog.
        (form.elements.namedItem('validFrom') as HTMLInputElement | null)?.focus();
      },
    );
  };
  const stateText = (v: TariffVersionView) => t(`admin.catalogue.tariff.${v.state}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="tariff-title" fullWidth maxWidth="md">
      <DialogTitle id="tariff-title">{t('admin.catalogue.tariff.title', { name })}</DialogTitle>
      <DialogContent sx={stackedContent}>
        <ErrorAlert error={error} />
        <Problems error={error} />
        {local && <Alert severity="error">{local}</Alert>}
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('admin.catalogue.tariffs')} data-testid="admin-tariff-versions">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.catalogue.tariff.version')}</TableCell>
                <TableCell>{t('admin.catalogue.tariff.validFrom')}</TableCell>
                <TableCell>{t('admin.catalogue.tariff.tariffText')}</TableCell>
                <TableCell>{t('admin.catalogue.status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('admin.catalogue.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions
                .slice()
                .reverse()
                .map((v) => (
                  <TableRow
                    key={v.version}
                    selected={v.state === 'current'}
                    data-testid={`admin-tariff-version-${v.version}`}
                  >
                    <TableCell>{v.version}</TableCell>
                    <TableCell>{formatInstant(v.validFrom, i18n.language)}</TableCell>
                    <TableCell>{tariffText(v.tariff, i18n.language, t, step)}</TableCell>
                    <TableCell>{stateText(v)}</TableCell>
                    <TableCell>
                      {v.state === 'scheduled' && (
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          aria-label={t('admin.catalogue.tariff.deleteLabel', { version: v.version })}
                          onClick={() => run(catalogueApi.deleteTariff(data.revision, templateId, v.version))}
                          data-testid={`admin-tariff-delete-${v.version}`}
                        >
                          {t('admin.catalogue.tariff.delete')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Paper>
        <form onSubmit={submit} data-testid="admin-tariff-form">
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {t('admin.catalogue.tariff.newTitle')}
            </Typography>
            <TextField
              name="validFrom"
              type="datetime-local"
              label={t('admin.catalogue.tariff.validFrom')}
              helperText={t('admin.catalogue.tariff.validFromHelp')}
              autoFocus
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />
            <TariffFields key={current?.version} initial={current?.tariff} stepSeconds={step} />
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="admin-tariff-save">
                {t('admin.catalogue.tariff.save')}
              </Button>
            </Box>
          </Box>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.catalogue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The product's step length (walk-in parking's from the parking section), for the tariff's words. */
function stepSecondsOf(data: CatalogueResponse, templateId: string): number | undefined {
  const doc = data.document as {
    templates?: { id?: string; reservationSlotDetails?: { stepDuration?: number } }[];
    sites?: { id: string; parking?: { stepDuration?: number } }[];
  };
  // A site's walk-in tariff is `walk-in` (the first site of a migrated shop) or `walk-in@{site}`.
  const site = siteOfWalkInKey(templateId);
  if (site !== undefined) {
    const sites = doc.sites ?? [];
    return (sites.find((s) => s.id === site) ?? (templateId === WALK_IN ? sites[0] : undefined))?.parking
      ?.stepDuration;
  }
  return doc.templates?.find((x) => x.id === templateId)?.reservationSlotDetails?.stepDuration;
}
