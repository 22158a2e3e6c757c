import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useTicket } from './api';
import { Facts } from '../../components/facts';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatPrice } from '../../lib/format';
import { formatRange } from '../../lib/period-format';
import '../../lib/portal-texts';

/** Shown only where the shop offers wallets; its own chunk. */
const WalletButtons = lazy(() => import('../../components/wallet-buttons'));

/** The entrance on OpenStreetMap: a phone opens its map app or the browser's map from there. */
function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** Valid now, not yet, or over (the page's clock; the barrier decides by the server's). */
function ticketStatus(start: string, end: string, now: number): 'valid' | 'upcoming' | 'expired' {
  if (now < Date.parse(start)) return 'upcoming';
  return now > Date.parse(end) ? 'expired' : 'valid';
}

export default function TicketPage() {
  const { permissionId = '', permissionSecret = '' } = useParams();
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.ticket.headline'));
  const ticket = useTicket(permissionId, permissionSecret);
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;
  const entrance = ticket.data?.entrance;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.ticket.headline')}
      </Typography>
      {ticket.isPending ? (
        <PageSpinner />
      ) : ticket.isError ? (
        <Alert severity="error" data-testid="ticket-error">
          {ticket.error instanceof ApiError && ticket.error.status === 404
            ? t('screen.ticket.notFound')
            : errorText(t, i18n, ticket.error)}
        </Alert>
      ) : (
        <Card component="section" aria-labelledby="ticket-name">
          {ticket.data.cancelled && (
            // A cancelled ticket must not pass for a valid one: the first thing on the card.
            <Alert severity="error" variant="filled" square data-testid="ticket-cancelled">
              <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {ticket.data.cancelledAt
                  ? t('screen.ticket.cancelledAt', {
                      date: formatDateTime(ticket.data.cancelledAt, lang, zone),
                    })
                  : t('screen.ticket.cancelled')}
              </AlertTitle>
              {t('screen.ticket.cancelledNote')}
            </Alert>
          )}
          <CardContent>
            <Typography id="ticket-name" variant="h2" gutterBottom>
              {ticket.data.templateName}
            </Typography>
            {!ticket.data.cancelled && (
              <Chip
                sx={{ mb: 2 }}
                color={
                  ticketStatus(ticket.data.start, ticket.data.end, Date.now()) === 'valid'
                    ? 'success'
                    : 'default'
                }
                label={`${t('screen.ticket.status')}: ${t(`screen.ticket.${ticketStatus(ticket.data.start, ticket.data.end, Date.now())}`)}`}
                data-testid="ticket-status"
              />
            )}
            {ticket.data.qrSvg && (
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.data.qrSvg)}`}
                alt={t('screen.ticket.qrAlt', { code: ticket.data.ticketCode })}
                data-testid="ticket-qr"
                sx={{ display: 'block', width: 200, height: 200, mb: 2, bgcolor: '#fff' }}
              />
            )}
            <Facts
              rows={[
                [
                  t('screen.ticket.period'),
                  // As the period screen, the mail and the PDF write it (ADR 054).
                  formatRange(ticket.data.start, ticket.data.end, lang, zone, false, new Date()),
                  'ticket-period',
                ],
                [t('screen.ticket.licensePlate'), ticket.data.licensePlate, 'ticket-plate'],
                [t('screen.ticket.price'), formatPrice(ticket.data.priceToBePaid, lang), 'ticket-price'],
                [t('screen.ticket.ticketCode'), ticket.data.ticketCode, 'ticket-code'],
                // In a shop with several car parks: which one, or where a city-wide permit is valid.
                [t('screen.ticket.site'), ticket.data.site?.name, 'ticket-site'],
                [
                  t('screen.ticket.validAt'),
                  ticket.data.validAt?.map((s) => s.name).join(', '),
                  'ticket-valid-at',
                ],
                [
                  t('screen.ticket.entrance'),
                  entrance && [entrance.address, entrance.directions].filter(Boolean).join('\n'),
                  'ticket-entrance',
                ],
              ]}
            />
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > *': { ml: '0 !important' } }}>
            {ticket.data.creditNoteUrl && (
              <Button
                component="a"
                href={ticket.data.creditNoteUrl}
                target="_blank"
                rel="noopener"
                variant="contained"
                startIcon={<ReceiptIcon />}
                data-testid="ticket-credit-note"
              >
                {t('screen.ticket.creditNote')}
              </Button>
            )}
            {/* A cancelled ticket's PDF says so (no QR code): offered, but no longer the main action. */}
            <Button
              component="a"
              href={ticket.data.pdfUrl}
              download
              variant={ticket.data.cancelled ? 'outlined' : 'contained'}
              startIcon={<DownloadIcon />}
              data-testid="ticket-download"
            >
              {t(ticket.data.cancelled ? 'screen.ticket.cancelledPdf' : 'screen.ticket.download')}
            </Button>
            {entrance?.latitude !== undefined &&
              entrance.longitude !== undefined &&
              !ticket.data.cancelled && (
                <Button
                  component="a"
                  href={mapUrl(entrance.latitude, entrance.longitude)}
                  target="_blank"
                  rel="noopener"
                  variant="outlined"
                  startIcon={<PlaceIcon />}
                  data-testid="ticket-entrance-map"
                >
                  {t('screen.ticket.entranceMap')}
                </Button>
              )}
            {/* A cancelled ticket's pass is voided: a phone that holds it hears so; none is offered anew. */}
            {!ticket.data.cancelled && (
              <Suspense fallback={null}>
                <WalletButtons permissionId={permissionId} permissionSecret={permissionSecret} />
              </Suspense>
            )}
          </CardActions>
        </Card>
      )}
    </>
  );
}
