import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { SepaCollection } from '../../../shared/schemas/admin-payments';
import { formatMoney } from '../components/format';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { paymentsApi } from './api';

/** A debit left out of the next SEPA export, with the reason. */
export function ExcludeDialog(props: { item: SepaCollection; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim();
    call(() => paymentsApi.exclude(props.item.id, reason), props.onDone);
  };
  return (
    <FormDialog
      titleId="exclude-title"
      title={t('admin.payments.collections.excludeTitle')}
      testId="admin-collection-exclude-dialog"
      onClose={props.onClose}
      onSubmit={submit}
      cancel={t('admin.payments.collections.cancel')}
      submit={t('admin.payments.collections.exclude')}
      submitTestId="admin-collection-exclude-save"
      busy={busy}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('admin.payments.collections.excludeIntro', {
          amount: formatMoney(props.item.amountCents, i18n.language, 'de-or-en'),
          who: props.item.accountName,
        })}
      </DialogContentText>
      <ErrorAlert error={error} />
      <TextField
        name="reason"
        label={t('admin.payments.collections.reason')}
        helperText={t('admin.payments.collections.reasonHelp')}
        required
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'admin-collection-exclude-reason' } }}
      />
    </FormDialog>
  );
}
