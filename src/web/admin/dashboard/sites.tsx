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
  if (data.sites.length === 0) return null;
  const money = (cents: number) => formatPrice(cents, lng);
  const nameOf = (s: SiteFigures) => s.name ?? t('admin.dashboard.sitesCityWide');
  const title = t('admin.dashboard.sitesHeadline');
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
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */}
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
    </Paper>
  );
}
