import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  alreadyPaidTicket,
  retryPayment,
  ticketIcsUrl,
  ticketPagePath,
  ticketPdfUrl,
  useCheckout,
} from './api';
import EventIcon from '@mui/icons-material/Event';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import type { CheckoutData } from '../../../shared/schemas/booking';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { Facts } from '../../components/facts';
import { formatPrice } from '../../lib/format';
import { formatRange } from '../../lib/period-format';
import { useStyling } from '../content/api';
import { useTicket } from '../ticket/api';
import '../../lib/order-texts';
import { ApiError } from '../../lib/api-client';
import {
  CheckoutAlert,
  CheckoutProcessing,
  CheckoutStatus,
  CheckoutText,
} from '../../components/checkout-status';
import { errorText } from '../../lib/error-text';
import { readSession, removeSession } from '../../lib/session-store';
import { FORWARD_STATE } from '../../lib/payment-forward';

/** Shown only where the shop offers wallets; its own chunk. */
const WalletButtons = lazy(() => import('../../components/wallet-buttons'));

/**
 * What was bought: product, period, plate, amount and ticket code from the ticket,
 * the address the ticket mail goes to only when mails are really sent. A free booking says
 * "Ticket erstellt" (spec §4's ticket outcomes), not that it was paid.
 */
function PaidResult({ data }: { data: CheckoutData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ticket = useTicket(data.permissionId, data.permissionSecret).data;
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const free = ticket?.priceToBePaid === 0;
  return (
    <CheckoutAlert severity="success" title={free ? t('order.result.created') : t('screen.checkout.success')}>
      <CheckoutText>
        {data.mailedTo ? t('order.result.mailedTo', { mail: data.mailedTo }) : t('order.result.noMail')}
      </CheckoutText>
      {ticket && (
        <Box sx={{ mt: 2 }} data-testid="result-facts">
          <Facts
            rows={[
              [t('screen.confirm.product'), ticket.templateName, 'result-product'],
              [
                t('order.result.period'),
                // As the period screen wrote it (ADR 040): "Do 26.11., 0:00–23:59" for a day ticket.
                formatRange(ticket.start, ticket.end, lang, zone, false, new Date()),
                'result-period',
              ],
              [t('screen.confirm.licensePlate'), ticket.licensePlate, 'result-plate'],
              [
                t('order.result.amount'),
                free ? t('order.result.free') : formatPrice(ticket.priceToBePaid, lang),
                'result-amount',
              ],
              [t('order.result.ticketCode'), ticket.ticketCode, 'result-code'],
            ]}
          />
        </Box>
      )}
    </CheckoutAlert>
  );
}

/** The checkout result (the router shows it without the stepper in renew mode, /checkout/renew). */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  const state = checkout.data?.state;
  const navigate = useNavigate();
  // "Pay again": within the hold the server opens a new payment for the same booking
  // and the payment screen shows it; after the hold the payment screen reserves anew from the
  // booking data this browser kept; a booking paid meanwhile shows its ticket.
  const retry = useMutation({
    mutationFn: retryPayment,
    onSuccess: (reservation) =>
      navigate(`/payment/${encodeURIComponent(reservation.templateId)}`, {
        state: { reservation, ...FORWARD_STATE },
      }),
    onError: (e) => {
      const ticket = alreadyPaidTicket(e);
      if (ticket) return void navigate(ticketPagePath(ticket), { replace: true });
      if (e instanceof ApiError && (e.code === 'HOLD_LAPSED' || e.code === 'NO_BOOKING')) {
        const selection = readSession('selection');
        if (selection)
          navigate(`/payment/${encodeURIComponent(selection.templateId)}`, { state: FORWARD_STATE });
        else navigate('/');
      }
    },
  });

  useEffect(() => {
    // The booking is done: forget it in every tab.
    if (state === 'paid') removeSession('selection', 'contact', 'contactEdit', 'ids');
  }, [state]);

  return (
    <>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <CheckoutStatus testId="checkout-status" state={state ?? (checkout.isError ? 'error' : 'pending')}>
          {checkout.data?.state === 'paid' ? (
            <PaidResult data={checkout.data.data} />
          ) : state === 'failed' ? (
            <CheckoutAlert severity="error" title={t('screen.checkout.error.payment')}>
              <CheckoutText>{t('screen.checkout.error.paymentHint')}</CheckoutText>
            </CheckoutAlert>
          ) : state === 'none' ? (
            <CheckoutAlert severity="info">{t('screen.checkout.noBooking')}</CheckoutAlert>
          ) : checkout.isError ? (
            <CheckoutAlert severity="error">{errorText(t, i18n, checkout.error)}</CheckoutAlert>
          ) : (
            <CheckoutProcessing />
          )}
        </CheckoutStatus>
        {checkout.data?.state === 'paid' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component="a"
              href={ticketPdfUrl(checkout.data.data)}
              download
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              data-testid="ticket-download"
            >
              {t('screen.checkout.download')}
            </Button>
            <Button
              component="a"
              href={ticketIcsUrl(checkout.data.data)}
              download
              variant="outlined"
              size="large"
              startIcon={<EventIcon />}
              data-testid="ticket-calendar"
            >
              {t('order.result.calendar')}
            </Button>
            {checkout.data.data.billUrl && (
              <Button
                component="a"
                href={checkout.data.data.billUrl}
                target="_blank"
                rel="noopener"
                variant="outlined"
                size="large"
                startIcon={<ReceiptIcon />}
                data-testid="bill-link"
              >
                {t('order.result.bill')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={ticketPagePath(checkout.data.data)}
              variant="outlined"
              size="large"
              data-testid="ticket-link"
            >
              {t('screen.checkout.showTicket')}
            </Button>
            <Suspense fallback={null}>
              <WalletButtons
                permissionId={checkout.data.data.permissionId}
                permissionSecret={checkout.data.data.permissionSecret}
                size="large"
              />
            </Suspense>
          </Box>
        )}
        {retry.isError && !alreadyPaidTicket(retry.error) && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="checkout-retry-error">
            {errorText(t, i18n, retry.error)}
          </Alert>
        )}
        {(state === 'failed' || state === 'none') && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {state === 'failed' && (
              <Button
                variant="contained"
                size="large"
                startIcon={<ReplayIcon />}
                onClick={() => retry.mutate()}
                disabled={retry.isPending}
                data-testid="checkout-retry"
              >
                {t('screen.checkout.retry')}
              </Button>
            )}
            <Button component={RouterLink} to="/" variant="outlined" size="large">
              {t('screen.checkout.newBooking')}
            </Button>
          </Box>
        )}
      </Paper>
    </>
  );
}
