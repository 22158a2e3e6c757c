import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { REFUND_REFERENCE_MAX, type RefundDue } from '../../../shared/schemas/admin-payments';
import { formatMoney } from '../components/format';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { paymentsApi } from './api';

/** A refund paid by bank transfer: the operator notes the transfer's reference. */
export function TransferDialog(props: {
  item: RefundDue;
  onClose: () => void;
  onDone: (cents: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reference = String(new FormData(e.currentTarget).get('reference') ?? '').trim();
    call(
      () => paymentsApi.markTransferred(props.item.kind, props.item.id, reference),
      (r) => props.onDone(r.amountCents),
    );
  };
  return (
    <FormDialog
      titleId="transfer-title"
      title={t('admin.payments.refunds.transferTitle')}
      testId="admin-refund-transfer-dialog"
      onClose={props.onClose}
      onSubmit={submit}
      cancel={t('admin.payments.refunds.cancel')}
      submit={t('admin.payments.refunds.save')}
      submitTestId="admin-refund-transfer-save"
      busy={busy}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('admin.payments.refunds.transferIntro', {
          amount: formatMoney(props.item.amountCents, i18n.language, 'de-or-en'),
          who: props.item.mail ?? props.item.bookingId,
        })}
      </DialogContentText>
      <ErrorAlert error={error} />
      <TextField
        name="reference"
        label={t('admin.payments.refunds.reference')}
        helperText={t('admin.payments.refunds.referenceHelp')}
        required
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{
          htmlInput: { maxLength: REFUND_REFERENCE_MAX, 'data-testid': 'admin-refund-reference' },
        }}
      />
    </FormDialog>
  );
}
