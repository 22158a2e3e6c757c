import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useTicket } from './api';
import { Facts } from '../../components/facts';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatPrice } from '../../lib/format';

export default function TicketPage() {
  const { permissionId = '', permissionSecret = '' } = useParams();
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.ticket.headline'));
  const ticket = useTicket(permissionId, permissionSecret);
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;

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
          <CardContent>
            <Typography id="ticket-name" variant="h2" gutterBottom>
              {ticket.data.templateName}
            </Typography>
            <Facts
              rows={[
                [
                  t('screen.ticket.period'),
                  `${formatDateTime(ticket.data.start, lang, zone)} – ${formatDateTime(ticket.data.end, lang, zone)}`,
                  'ticket-period',
                ],
                [t('screen.ticket.licensePlate'), ticket.data.licensePlate, 'ticket-plate'],
                [t('screen.ticket.price'), formatPrice(ticket.data.priceToBePaid, lang), 'ticket-price'],
                [t('screen.ticket.ticketCode'), ticket.data.ticketCode, 'ticket-code'],
              ]}
            />
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button
              component="a"
              href={ticket.data.pdfUrl}
              download
              variant="contained"
              startIcon={<DownloadIcon />}
              data-testid="ticket-download"
            >
              {t('screen.ticket.download')}
            </Button>
          </CardActions>
        </Card>
      )}
    </>
  );
}
