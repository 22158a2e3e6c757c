import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DASHBOARD_RANGES, type Dashboard } from '../../../shared/schemas/admin-dashboard';
import { formatPrice, formatTime } from '../../lib/format';
import { ErrorAlert } from '../error-alert';
import { useAdminMe } from '../session';
import { dashboardApi } from './api';
import { BookingsChart, OccupancyChart, RevenueChart } from './charts';
import { SiteComparison } from './sites';
import './texts';

/** One figure: a label, the value large, a line saying what it counts. */
function Figure(props: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {props.label}
      </Typography>
      <Typography component="p" variant="h4" data-testid={props.testId} sx={{ fontWeight: 600, my: 0.5 }}>
        {props.value}
      </Typography>
      {props.hint && (
        <Typography color="text.secondary" variant="caption" component="p">
          {props.hint}
        </Typography>
      )}
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

function Figures({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const o = data.occupancy;
  const ofCapacity = (value: number, capacity: number | null) =>
    capacity === null ? String(value) : t('admin.dashboard.ofCapacity', { value, capacity });
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mt: 3, mb: 1.5 }}>
        {t('admin.dashboard.nowHeadline')}
      </Typography>
      <Box sx={grid}>
        <Figure
          testId="admin-dashboard-stays-inside"
          label={t('admin.dashboard.staysInside')}
          value={String(o.staysInside)}
          hint={t('admin.dashboard.staysInsideHint')}
        />
        <Figure
          testId="admin-dashboard-walk-ins"
          label={t('admin.dashboard.walkIns')}
          value={ofCapacity(o.walkInsInside, o.walkInCapacity)}
          hint={t('admin.dashboard.walkInsHint')}
        />
        <Figure
          testId="admin-dashboard-reservations"
          label={t('admin.dashboard.reservations')}
          value={ofCapacity(o.reservations, o.reservationCapacity)}
        />
        <Figure
          testId="admin-dashboard-permits"
          label={t('admin.dashboard.permits')}
          value={String(o.permitHolders)}
        />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mt: 3, mb: 1.5 }}>
        {t('admin.dashboard.todayHeadline')}
      </Typography>
      <Box sx={grid}>
        <Figure
          testId="admin-dashboard-today-bookings"
          label={t('admin.dashboard.todayBookings')}
          value={String(data.today.bookings)}
          hint={t('admin.dashboard.todayBookingsHint')}
        />
        <Figure
          testId="admin-dashboard-today-revenue"
          label={t('admin.dashboard.todayRevenue')}
          value={formatPrice(data.today.revenueCents, i18n.language)}
          hint={
            data.today.creditedCents > 0
              ? `${t('admin.dashboard.todayRevenueHint')}; ${t('admin.dashboard.credited', {
                  amount: formatPrice(data.today.creditedCents, i18n.language),
                })}`
              : t('admin.dashboard.todayRevenueHint')
          }
        />
      </Box>
    </>
  );
}

/** /admin: the dashboard: occupancy now, today's figures, charts over a chosen range. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const me = useAdminMe().data;
  const [days, setDays] = useState<number>(7);
  // The site chosen in the back office's switcher (`?site=`): every card and chart shows it.
  const site = useSearchParams()[0].get('site') || undefined;
  useEffect(() => {
    document.title = t('admin.home.headline');
  }, [t]);
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', days, site ?? null],
    queryFn: () => dashboardApi.get(days, site),
    placeholderData: keepPreviousData,
    // Occupancy changes with every car: fresh figures while the screen stays open.
    refetchInterval: 60_000,
  });
  if (!me) return null;
  const data = dashboard.data;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('admin.home.headline')}
      </Typography>
      <Typography>
        {t('admin.home.welcome', {
          username: me.operator.username,
          role: t(`admin.role.${me.operator.role}`),
        })}
      </Typography>
      <ErrorAlert error={dashboard.error} />
      {data && (
        <Typography color="text.secondary" variant="body2" data-testid="admin-dashboard-updated">
          {t('admin.dashboard.updated', { time: formatTime(data.now, i18n.language, data.timeZone) })}
        </Typography>
      )}
      {data && <Figures data={data} />}
      {data && <SiteComparison data={data} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3, mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', flexGrow: 1 }}>
          {t('admin.dashboard.chartsHeadline')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: number | null) => v !== null && setDays(v)}
          aria-label={t('admin.dashboard.range')}
          data-testid="admin-dashboard-range"
          // The default grey of unselected buttons is below 4.5:1 on the admin theme's background.
          sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.primary' } }}
        >
          {DASHBOARD_RANGES.map((d) => (
            <ToggleButton key={d} value={d} data-testid={`admin-dashboard-range-${d}`}>
              {t(`admin.dashboard.ranges.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <RevenueChart data={data} />
          <BookingsChart data={data} />
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <OccupancyChart data={data} />
          </Box>
        </Box>
      )}
    </>
  );
}
