import { useTranslation } from '../../lib/use-translation';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageScaffold } from '../components/page-scaffold';
import { BatchesTab } from './batches-tab';
import { ListTab } from './list-tab';
import { RefundsTab } from './refunds-tab';
import { SepaTab } from './sepa-tab';
import './texts';

const TABS = ['list', 'refunds', 'batches', 'sepa'] as const;

/**
 * /admin/payments: every payment, refunds due, SEPA exports, and SEPA debits with the mandates, one
 * tab each (/admin/payments/refunds, /batches, /sepa).
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = TABS.find((k) => pathname.endsWith(`/payments/${k}`)) ?? 'list';
  return (
    <PageScaffold
      title={t('admin.payments.headline')}
      docTitle={`${t(`admin.payments.tabs.${tab}`)} – ${t('admin.payments.headline')}`}
      tabs={{
        label: t('admin.payments.tabs.label'),
        value: tab,
        items: TABS.map((k) => ({
          value: k,
          label: t(`admin.payments.tabs.${k}`),
          to: `/admin/payments/${k}`,
          testId: `admin-payments-tab-${k}`,
        })),
      }}
    >
      <Routes>
        <Route index element={<Navigate to="list" replace />} />
        <Route path="list" element={<ListTab />} />
        <Route path="refunds" element={<RefundsTab />} />
        <Route path="batches" element={<BatchesTab />} />
        <Route path="sepa" element={<SepaTab />} />
        <Route path="*" element={<Navigate to="list" replace />} />
      </Routes>
    </PageScaffold>
  );
}
