import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageScaffold } from '../components/page-scaffold';
import { BatchesTab } from './batches-tab';
import { RefundsTab } from './refunds-tab';
import { SepaTab } from './sepa-tab';
import './texts';

const TABS = ['refunds', 'batches', 'sepa'] as const;

/**
 * /admin/payments (issue 10): refunds due, SEPA exports, and SEPA debits with the mandates, one
 * tab each (/admin/payments/refunds, /batches, /sepa).
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = TABS.find((k) => pathname.endsWith(`/payments/${k}`)) ?? 'refunds';
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
        <Route index element={<Navigate to="refunds" replace />} />
        <Route path="refunds" element={<RefundsTab />} />
        <Route path="batches" element={<BatchesTab />} />
        <Route path="sepa" element={<SepaTab />} />
        <Route path="*" element={<Navigate to="refunds" replace />} />
      </Routes>
    </PageScaffold>
  );
}
