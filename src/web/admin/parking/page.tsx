import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import { PageScaffold } from '../components/page-scaffold';
import { DecisionsTab } from './decisions-tab';
import { DevicesTab } from './devices-tab';
import { StaysTab } from './stays-tab';
import './texts';

const TABS = ['open', 'unpaid', 'missed', 'decisions', 'devices'] as const;
type TabName = (typeof TABS)[number];

/**
 * /admin/parking: open stays (close a stale one by hand), stays unpaid after exit
 * with what they owe, stays whose exit was never read, the barrier decisions log, and the access devices (create: the key is
 * shown once; revoke). Each tab is its own path, so a tab can be linked and reloaded.
 */
export default function ParkingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = (TABS.find((tab) => location.pathname.endsWith(`/parking/${tab}`)) ?? 'open') as TabName;

  return (
    <PageScaffold
      title={t('admin.parking.headline')}
      docTitle={`${t(`admin.parking.tabs.${current}`)} – ${t('admin.parking.headline')}`}
      tabs={{
        label: t('admin.parking.tabs.label'),
        value: current,
        onChange: (v) => void navigate(`/admin/parking/${v}`),
        items: TABS.map((tab) => ({
          value: tab,
          label: t(`admin.parking.tabs.${tab}`),
          id: `parking-tab-${tab}`,
          controls: 'parking-panel',
          testId: `parking-tab-${tab}`,
        })),
      }}
    >
      <Box role="tabpanel" id="parking-panel" aria-labelledby={`parking-tab-${current}`}>
        <Routes>
          <Route path="open" element={<StaysTab key="open" list="open" />} />
          <Route path="unpaid" element={<StaysTab key="unpaid" list="unpaid-after-exit" />} />
          <Route path="missed" element={<StaysTab key="missed" list="exit-missed" />} />
          <Route path="decisions" element={<DecisionsTab />} />
          <Route path="devices" element={<DevicesTab />} />
          <Route path="*" element={<ToOpen />} />
        </Routes>
      </Box>
    </PageScaffold>
  );
}

/** /admin/parking itself opens the first tab (no <Navigate>: see ADR 023 on the first bundle). */
function ToOpen() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/admin/parking/open', { replace: true });
  }, [navigate]);
  return null;
}
