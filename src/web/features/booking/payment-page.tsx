import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PaymentIcon from '@mui/icons-material/Payment';
import type { Identification, ReserveRequest } from '../../../shared/schemas/booking';
import { identifierSourceSchema, retryResponseSchema } from '../../../shared/schemas/booking';
import { alreadyPaidTicket, fetchCheckout, ticketPagePath } from '../checkout/api';
import { currentLanguage } from '../../lib/i18n';
import { useTemplate } from './api';
import { reserve } from './reserve-call';
import { BookingSummary } from './booking-summary';
import { useOrderTerms } from '../../lib/order-terms';
import { isDayOrLonger } from '../../../shared/domain/slots';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import '../../lib/order-texts';
import { useBookingSession } from './use-booking-session';
import { forwardRequested, redirectOf } from '../../lib/payment-forward';
import { useStyling } from '../content/api';
import { PageSpinner } from '../../components/page-spinner';
import { errorText } from '../../lib/error-text';
import { ApiError, apiPost } from '../../lib/api-client';
import { SumUpWidget } from '../../components/sumup-widget';
import { readSession, removeSession } from '../../lib/session-store';
import { useAccountOptions } from './account-options';

// The SEPA form (with ibantools and, on demand, the bank directory) is its own chunk.
const SepaForm = lazy(() => import('../sepa/sepa-form'));
// So is the company account's choice (ADR 066), shown to members only.
const AccountPayment = lazy(() => import('./account-payment'));

/** The card widget's success is only a hint to the server, which then asks SumUp itself. */
function noticeCardSuccess(): Promise<unknown> {
  return apiPost('/api/booking/payment/notice', { outcome: 'success' }, () => null).catch(() => null);
}

export default function PaymentPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // "Pay again" on the checkout page brings the new payment along: nothing to reserve. Taken
  // once: a reload then asks the server afresh (which resumes that payment from the kept data).
  const [retried] = useState(
    () =>
      retryResponseSchema.safeParse((location.state as { reservation?: unknown } | null)?.reservation).data,
  );
  // "Zahlungspflichtig buchen" and "Erneut bezahlen" ask for the provider's page at once (ADR 055);
  // the flag is taken once, so Back from the provider shows this screen's link, not a loop.
  const [forward] = useState(() => forwardRequested(location.state));
  useEffect(() => {
    if (retried || forward) navigate(location.pathname, { replace: true, state: null });
  }, [retried, forward, navigate, location.pathname]);
  // With the booking's data in this tab the reserve itself is the check: the server answers a
  // repeat of a booking this session has paid with 409 ALREADY_PAID and its ticket. Without the
  // data (another tab finished the booking, the data was cleared) the checkout is asked first,
  // so a paid booking shows its ticket. Asking in every case would cost the common
  // path a round trip and a 404 NO_BOOKING before the first reserve.
  const [hasData] = useState(() => {
    const selection = readSession('selection');
    return !!selection && !!readSession('contact') && !!readSession('ids') && selection.templateId === id;
  });
  const before = useQuery({
    queryKey: ['payment-page-checkout'],
    queryFn: ({ signal }) => fetchCheckout(signal),
    enabled: !retried && !hasData,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const known = !!retried || hasData || before.isSuccess || before.isError;
  const paid = before.data?.state === 'paid' ? before.data.data : undefined;
  const mutation = useMutation({ mutationFn: reserve });
  // Without booking data only a paid booking has something to show; else back home (spec §2).
  // A reserve answered ALREADY_PAID goes to the ticket and forgets the data: no home then.
  const session = useBookingSession(id, known && !retried && !paid && !alreadyPaidTicket(mutation.error));
  const { template } = useTemplate(id);
  const styling = useStyling().data?.styling;
  const terms = useOrderTerms().data;
  const lastRequest = useRef<ReserveRequest | null>(null);
  const toCheckout = useCallback(() => navigate('/checkout'), [navigate]);
  // A logged-in member of an active company may book on its account (ADR 066).
  const accountCompany = useAccountOptions().data?.companies[0];
  // StrictMode runs effects twice; the reservation must be made once per visit.
  const started = useRef(false);

  useEffect(() => {
    if (!known || retried || started.current) return;
    if (paid && !session) {
      started.current = true;
      navigate(ticketPagePath(paid), { replace: true });
      return;
    }
    if (!session) return;
    started.current = true;
    const identifications: Identification[] = Object.entries(session.ids).flatMap(([source, code]) => {
      const s = identifierSourceSchema.safeParse(source);
      return s.success && code ? [{ source: s.data, code }] : [];
    });
    const request: ReserveRequest = {
      selection: session.selection,
      contact: session.contact,
      identifications,
      contactEdit: session.contactEdit,
      // The e-mail and the ticket come in the language the visitor books in.
      language: currentLanguage(),
    };
    lastRequest.current = request;
    mutation.mutate(request, {
      onSuccess: (res) => {
        if (res.paymentMethod === 'None' || res.priceToBePaid === 0) navigate('/checkout', { replace: true });
      },
      onError: (e) => {
        const ticket = alreadyPaidTicket(e);
        if (!ticket) return;
        navigate(ticketPagePath(ticket), { replace: true });
        // Paid already: the booking is done, as the checkout page would have found.
        removeSession('selection', 'contact', 'contactEdit', 'ids');
      },
    });
  }, [known, retried, paid, session, mutation, navigate]);

  const res = retried ?? mutation.data;
  // Back from the provider may restore this very page (back/forward cache): then it no longer
  // says that it forwards, the link stays.
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setReturned(true);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const forwarding = forward && !returned && !!res && redirectOf(res) !== undefined;
  const forwarded = useRef(false);
  useEffect(() => {
    const target = forward && res ? redirectOf(res) : undefined;
    if (!target || forwarded.current) return;
    forwarded.current = true;
    window.location.assign(target);
  }, [forward, res]);
  // A provider outage charged nothing: the same booking can simply be tried again.
  const providerDown =
    mutation.error instanceof ApiError &&
    ['PROVIDER_UNAVAILABLE', 'PROVIDER_ERROR'].includes(mutation.error.code);
  // An account still on its initial password may not book as the account: the
  // portal shows the change-password form first.
  const mustChangePassword =
    mutation.error instanceof ApiError && mutation.error.code === 'PASSWORD_CHANGE_REQUIRED';

  return (
    <>
      {mutation.isError && !alreadyPaidTicket(mutation.error) ? (
        <Box role="alert">
          <Alert severity="error" sx={{ mb: 2 }} data-testid="payment-error">
            {errorText(t, i18n, mutation.error)}
          </Alert>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {providerDown && lastRequest.current && (
              <Button
                variant="contained"
                onClick={() => lastRequest.current && mutation.mutate(lastRequest.current)}
                data-testid="payment-retry"
              >
                {t('general.retry')}
              </Button>
            )}
            {mustChangePassword && (
              <Button
                component={RouterLink}
                to="/portal"
                variant="contained"
                data-testid="payment-change-password"
              >
                {t('screen.payment.changePassword')}
              </Button>
            )}
            <Button component={RouterLink} to={`/period/${id}`} variant="outlined">
              {t('screen.payment.backToPeriod')}
            </Button>
          </Box>
        </Box>
      ) : !res ? (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>{t('screen.payment.reserving')}</Typography>
          <PageSpinner />
        </Box>
      ) : (
        <>
          {/* What is being paid for, as the server reserved it (spec §2 Payment): product, price
              and the period, which a booking from now may have moved by a few minutes. */}
          <BookingSummary
            title={t('screen.payment.summary')}
            product={template?.info.name}
            priceToBePaid={res.priceToBePaid}
            startTime={res.startTime}
            endTime={res.endTime}
            zone={styling?.timeZone ?? DEFAULT_TIME_ZONE}
            dateOnly={template ? isDayOrLonger(template.reservationSlotDetails.stepDuration) : false}
            vatRatePercent={terms?.vatRatePercent}
          />
          {accountCompany && res.paymentMethod !== 'None' && res.priceToBePaid > 0 && (
            <>
              <Suspense fallback={<PageSpinner />}>
                <AccountPayment company={accountCompany} onPaid={toCheckout} />
              </Suspense>
              <Typography sx={{ mb: 1 }}>{t('screen.payment.account.orPay')}</Typography>
            </>
          )}
          {res.paymentMethod === 'None' || res.priceToBePaid === 0 ? (
            <Typography role="status">{t('screen.payment.noPaymentRequired')}</Typography>
          ) : res.paymentMethod === 'Sumup' && res.paymentWidgetUrl ? (
            <SumUpWidget
              checkoutId={res.paymentId}
              scriptUrl={res.paymentWidgetUrl}
              onSuccess={() => void noticeCardSuccess().then(toCheckout)}
            />
          ) : res.paymentMethod === 'Sepa' ? (
            <Suspense fallback={<PageSpinner />}>
              <SepaForm creditorName={styling?.websiteName ?? ''} onPaid={toCheckout} />
            </Suspense>
          ) : res.paymentRedirect ? (
            <>
              {forwarding && (
                <Typography role="status" sx={{ mb: 2 }} data-testid="payment-forwarding">
                  {t('screen.payment.forwarding')}
                </Typography>
              )}
              <Button
                component="a"
                href={res.paymentRedirect}
                variant="contained"
                size="large"
                startIcon={<PaymentIcon />}
                data-testid="payment-link"
              >
                {t('screen.payment.proceed')}
              </Button>
            </>
          ) : (
            <Alert severity="warning">{t('screen.payment.unsupported')}</Alert>
          )}
        </>
      )}
    </>
  );
}
