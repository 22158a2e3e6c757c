import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useStyling } from '../content/api';
import { useTemplates } from '../booking/api';
import { useBookingCap } from '../../lib/use-booking-cap';
import { formatRange } from '../../lib/period-format';
import { TemplateOverview } from '../../components/template-overview';
import { Notice } from '../../components/notice';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { useAccountMe } from '../../lib/account';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { overviewLists, SAPI_KEY, type Permission } from './api';
import { continuePermit } from './continue-permit';
import { PermissionPlace } from './permission-place';
import { STATUS_CHIP } from './permissions-page';
import '../../lib/portal-texts';

/** The ticket PDF (with the QR code) beside the ticket page `/t/{id}/{secret}`. */
function pdfOf(ticketUrl: string): string | undefined {
  const m = /^\/t\/([^/]+)\/([^/?#]+)/.exec(ticketUrl);
  return m ? `/api/ticket/${m[1]}/${m[2]}.pdf` : undefined;
}

/** One booking as a card: product, period, plate, status, ticket and PDF, and "Verlängern" where it can run on. */
function BookingCard({ p, renewable }: { p: Permission; renewable?: PermissionTemplate }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useAccountMe(!!renewable).data;
  const [continuing, setContinuing] = useState(false);
  const renew = () => {
    if (!renewable || continuing) return;
    setContinuing(true);
    void continuePermit(p, renewable, me).then((to) => navigate(to));
  };
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const plate = p.identifications.find((i) => i.source === 'lp')?.code;
  const pdf = p.ticketUrl ? pdfOf(p.ticketUrl) : undefined;
  return (
    <Card variant="outlined" component="li" data-testid="overview-card" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h6" sx={{ flex: 1 }}>
            {p.name}
          </Typography>
          {p.status && (
            <Chip
              size="small"
              label={t(`screen.portal.permissions.status.${p.status}`)}
              {...STATUS_CHIP[p.status]}
              data-testid="overview-status"
            />
          )}
        </Box>
        <Typography data-testid="overview-period">
          {/* With weekdays, as everywhere a driver reads a period (ADR 054). */}
          {formatRange(p.start, p.end, i18n.language, zone, false, new Date())}
        </Typography>
        <PermissionPlace p={p} testId="overview" />
        {plate && (
          <Typography data-testid="overview-plate">
            {t('screen.portal.overview.plate')}: {plate}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > *': { ml: '0 !important' } }}>
        {p.ticketUrl && (
          <Button component={RouterLink} to={p.ticketUrl} variant="outlined" data-testid="overview-ticket">
            {t('screen.portal.overview.ticket')}
          </Button>
        )}
        {pdf && p.status !== 'cancelled' && (
          <Button component="a" href={pdf} download variant="outlined" data-testid="overview-pdf">
            {t('screen.portal.overview.pdf')}
          </Button>
        )}
        {renewable && (
          <Button
            onClick={renew}
            disabled={continuing}
            variant="contained"
            aria-label={t('screen.portal.overview.renewNamed', { name: p.name })}
            data-testid="overview-renew"
          >
            {t('screen.portal.overview.renew')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function CardGrid({
  items,
  renewable,
}: {
  items: Permission[];
  renewable: (p: Permission) => PermissionTemplate | undefined;
}) {
  return (
    <Box
      component="ul"
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {items.map((p) => (
        <BookingCard key={p._id} p={p} renewable={renewable(p)} />
      ))}
    </Box>
  );
}

/**
 * /portal (spec §2): the booking overview. Running and coming bookings as cards, then the
 * cancelled and the past ones; "Verlängern" on a running or coming permit (a flat-rate product
 * still on offer) books its continuation: same product and plate from its end, straight to the
 * confirmation (ADR 055). Below, the products to book (or the cap's notice).
 */
export default function PortalHome() {
  const { t } = useTranslation();
  usePageTitle(t('screen.portal.overview.headline'));
  const cap = useBookingCap();
  const templates = useTemplates().data;
  const current = useQuery({
    queryKey: [SAPI_KEY, 'overview', 'current'],
    queryFn: ({ signal }) => overviewLists.current(signal),
  });
  const past = useQuery({
    queryKey: [SAPI_KEY, 'overview', 'past'],
    queryFn: ({ signal }) => overviewLists.past(signal),
  });
  // "Verlängern" continues the permit: same product and plate, from its end (ADR 055).
  const renewable = (p: Permission) =>
    (p.status === 'active' || p.status === 'upcoming') && p.nextStart
      ? templates?.find((tpl) => tpl._id === p.templateId && tpl.type === 'flat')
      : undefined;
  // A cancelled booking is neither running nor over: its own list, not "past" (even one whose
  // period still lies ahead).
  const pastItems = past.data?.data.filter((p) => p.status !== 'cancelled') ?? [];
  const cancelledItems = past.data?.data.filter((p) => p.status === 'cancelled') ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.overview.headline')}
      </Typography>
      <Typography variant="h2" gutterBottom sx={{ mt: 2 }}>
        {t('screen.portal.overview.current')}
      </Typography>
      {current.isPending ? (
        <PageSpinner />
      ) : (current.data?.data.length ?? 0) === 0 ? (
        <Typography data-testid="overview-none">{t('screen.portal.overview.none')}</Typography>
      ) : (
        <CardGrid items={current.data!.data} renewable={renewable} />
      )}
      {cancelledItems.length > 0 && (
        <>
          <Typography variant="h2" gutterBottom sx={{ mt: 4 }} data-testid="overview-cancelled">
            {t('screen.portal.overview.cancelled')}
          </Typography>
          <CardGrid items={cancelledItems} renewable={() => undefined} />
        </>
      )}
      {pastItems.length > 0 && (
        <>
          <Typography variant="h2" gutterBottom sx={{ mt: 4 }} data-testid="overview-past">
            {t('screen.portal.overview.past')}
          </Typography>
          <CardGrid items={pastItems} renewable={() => undefined} />
        </>
      )}
      {cap.count !== null && (
        <Typography sx={{ mt: 3 }} data-testid="portal-active-count">
          {t('screen.portal.overview.active', { count: cap.count })}
        </Typography>
      )}
      <Typography variant="h2" gutterBottom sx={{ mt: 3 }}>
        {t('screen.portal.overview.book')}
      </Typography>
      {cap.reached ? (
        <Notice severity="info" testId="booking-max">
          {t('screen.portal.permissions.bookingMax', { count: cap.count, max: cap.max })}
        </Notice>
      ) : (
        <TemplateOverview />
      )}
    </>
  );
}
