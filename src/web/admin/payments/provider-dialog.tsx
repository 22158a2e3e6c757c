import { useTranslation } from '../../lib/use-translation';
import type { RefundDue } from '../../../shared/schemas/admin-payments';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatMoney } from '../components/format';
import { paymentsApi } from './api';

/** A refund through the payment provider, confirmed first. */
export function ProviderDialog(props: {
  item: RefundDue;
  onClose: () => void;
  onDone: (cents: number) => void;
  onFailed: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ConfirmDialog
      titleId="provider-title"
      title={t('admin.payments.refunds.providerTitle')}
      text={t('admin.payments.refunds.providerIntro', {
        amount: formatMoney(props.item.amountCents, i18n.language, 'de-or-en'),
        provider: props.item.provider,
      })}
      confirm={t('admin.payments.refunds.confirm')}
      cancel={t('admin.payments.refunds.cancel')}
      testId="admin-refund-provider-dialog"
      testIdOn="content"
      confirmTestId="admin-refund-provider-confirm"
      onClose={props.onClose}
      run={() =>
        paymentsApi.refundThroughProvider(props.item.kind, props.item.id).catch((e: unknown) => {
          // It stays due: the dialog shows why, the list shows the provider's answer.
          props.onFailed();
          throw e;
        })
      }
      // The parent closes the dialog with its notice.
      onDone={(r) => props.onDone(r.amountCents)}
    />
  );
}
