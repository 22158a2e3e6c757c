import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Dashboard, SiteFigures } from '../../../shared/schemas/admin-dashboard';
import { formatPrice } from '../../lib/format';
import { formatDay } from '../components/format';

/**
 * The car parks side by side (a shop with several): cars inside, walk-in places taken with a
 * bar of the occupancy, and the month's revenue split into walk-ins and booked products. A
 * table rather than a chart: an operator reads and compares the exact figures, and a screen
 * reader reads them as they are.
 */
export function SiteComparison({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // A phone or a tablet upright has no room for six columns: one block per site, its figures one under another.
  const narrow = useMediaQuery('(max-width: 899.95px)');
  if (data.sites.length === 0) return null;
  const money = (cents: number) => formatPrice(cents, lng);
  const nameOf = (s: SiteFigures) => s.name ?? t('admin.dashboard.sitesCityWide');
  const title = t('admin.dashboard.sitesHeadline');
  const places = (s: SiteFigures) =>
    s.walkInCapacity === null
      ? String(s.walkInsInside)
      : t('admin.dashboard.ofCapacity', { value: s.walkInsInside, capacity: s.walkInCapacity });
  const bar = (s: SiteFigures) =>
    s.occupancy !== null && (
      <LinearProgress
        variant="determinate"
        value={Math.min(100, s.occupancy * 100)}
        aria-label={t('admin.dashboard.siteOccupancy', { name: nameOf(s) })}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="admin-dashboard-sites">
      <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('admin.dashboard.sitesPeriod', {
          from: formatDay(data.sitesPeriod.from, lng),
          to: formatDay(data.sitesPeriod.to, lng),
        })}
      </Typography>
      {narrow ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {data.sites.map((s) => (
            <Box
              key={s.siteId ?? '*'}
              data-testid={`admin-dashboard-site-${s.siteId ?? 'several'}`}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {nameOf(s)}
              </Typography>
              {s.siteId !== null && <Box sx={{ mb: 0.75 }}>{bar(s)}</Box>}
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  columnGap: 2,
                  rowGap: 0.25,
                  m: 0,
                  '& dd': { m: 0, textAlign: 'right' },
                }}
              >
                {(
                  [
                    ...(s.siteId === null
                      ? []
                      : [
                          [t('admin.dashboard.siteStays'), String(s.staysInside)],
                          [t('admin.dashboard.siteWalkIns'), places(s)],
                        ]),
                    [t('admin.dashboard.siteRevenue'), money(s.revenueCents)],
                    [t('admin.dashboard.siteWalkInRevenue'), money(s.walkInRevenueCents)],
                    [t('admin.dashboard.siteBookedRevenue'), money(s.bookedRevenueCents)],
                  ] as [string, string][]
                ).map(([k, v]) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {k}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {v}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        // Still narrow for a long name: it scrolls sideways, focusable so a keyboard can scroll it.
        <TableContainer tabIndex={0} role="region" aria-label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.dashboard.site')}</TableCell>
                <TableCell align="right">{t('admin.dashboard.siteStays')}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{t('admin.dashboard.siteWalkIns')}</TableCell>
                <TableCell align="right">{t('admin.dashboard.siteRevenue')}</TableCell>
                <TableCell align="right">{t('admin.dashboard.siteWalkInRevenue')}</TableCell>
                <TableCell align="right">{t('admin.dashboard.siteBookedRevenue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.sites.map((s) => (
                <TableRow key={s.siteId ?? '*'} data-testid={`admin-dashboard-site-${s.siteId ?? 'several'}`}>
                  <TableCell component="th" scope="row">
                    {nameOf(s)}
                  </TableCell>
                  <TableCell align="right">{s.siteId === null ? '–' : s.staysInside}</TableCell>
                  <TableCell>
                    {s.siteId === null ? (
                      '–'
                    ) : (
                      <Box>
                        {s.walkInCapacity === null
                          ? s.walkInsInside
                          : t('admin.dashboard.ofCapacity', {
                              value: s.walkInsInside,
                              capacity: s.walkInCapacity,
                            })}
                        {s.occupancy !== null && (
                          <LinearProgress
                            variant="determinate"
                            value={Math.min(100, s.occupancy * 100)}
                            aria-label={t('admin.dashboard.siteOccupancy', { name: nameOf(s) })}
                            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                          />
                        )}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {money(s.revenueCents)}
                  </TableCell>
                  <TableCell align="right">{money(s.walkInRevenueCents)}</TableCell>
                  <TableCell align="right">{money(s.bookedRevenueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
