import './texts';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { usePageTitle } from '../../app/use-page-title';
import {
  CheckoutAlert,
  CheckoutProcessing,
  CheckoutStatus,
  CheckoutText,
} from '../../components/checkout-status';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatPrice } from '../../lib/format';
import { Facts } from '../../components/facts';
import { useStyling } from '../content/api';
import { useRenewalCheckout } from './api';
import { useOrderTerms } from '../../lib/order-terms';
import '../../lib/order-texts';

/**
 * The guest renewal's own result (spec §2 /checkout/renew), without the booking stepper:
 * processing (polled every second), failed, paid (with the receipt), or nothing owed.
 */
export default function RenewCheckoutPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screen.renew.checkout.headline'));
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const lang = i18n.language;
  const checkout = useRenewalCheckout();
  // The receipt mail is promised only where mails are really sent (not an outbox-only demo).
  const receiptMailed = useOrderTerms().data?.ticketMail === true;
  const data = checkout.data;
  const state = data?.status ?? (checkout.isError ? 'error' : 'processing');
  const result = data && data.status !== 'absent' ? data : null;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        {t('screen.renew.checkout.headline')}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <CheckoutStatus testId="renew-checkout-status" state={state}>
          {state === 'paid' ? (
            <CheckoutAlert severity="success" title={t('screen.renew.checkout.success')}>
              {result?.paidUntil && (
                <CheckoutText>
                  {t('screen.renew.checkout.leave', { time: formatDateTime(result.paidUntil, lang, zone) })}
                  {receiptMailed && ` ${t('screen.renew.checkout.receiptMail')}`}
                </CheckoutText>
              )}
            </CheckoutAlert>
          ) : state === 'none' ? (
            <CheckoutAlert severity="info" title={t('screen.renew.noPaymentRequired')}>
              <CheckoutText>{t('screen.renew.checkout.none')}</CheckoutText>
            </CheckoutAlert>
          ) : state === 'failed' ? (
            <CheckoutAlert severity="error" title={t('screen.checkout.error.payment')}>
              <CheckoutText>{t('screen.renew.checkout.failedHint')}</CheckoutText>
            </CheckoutAlert>
          ) : state === 'absent' ? (
            <CheckoutAlert severity="info">{t('screen.renew.checkout.noRenewal')}</CheckoutAlert>
          ) : state === 'error' ? (
            <CheckoutAlert severity="error">{errorText(t, i18n, checkout.error)}</CheckoutAlert>
          ) : (
            <CheckoutProcessing />
          )}
        </CheckoutStatus>
        {result && (state === 'paid' || state === 'none') && (
          <Facts
            rows={[
              [t('screen.renew.licensePlate'), result.licensePlate, 'renew-checkout-plate'],
              [
                t('screen.renew.paidUntil'),
                result.paidUntil && formatDateTime(result.paidUntil, lang, zone),
                'renew-checkout-paid-until',
              ],
              [
                t('screen.renew.checkout.amount'),
                state === 'paid' ? formatPrice(result.priceToBePaid, lang) : null,
                'renew-checkout-amount',
              ],
              [t('screen.renew.checkout.receipt'), result.bill?.number, 'renew-checkout-receipt'],
            ]}
          />
        )}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: 2,
            mt: 2,
          }}
        >
          {state === 'paid' && result?.bill && (
            <Button
              component="a"
              href={result.bill.pdfUrl}
              download
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              data-testid="renew-receipt-download"
            >
              {t('screen.renew.checkout.downloadReceipt')}
            </Button>
          )}
          {(state === 'failed' || state === 'absent') && (
            <Button
              component={RouterLink}
              to="/renew-ticket"
              variant="contained"
              size="large"
              data-testid="renew-again"
            >
              {t('screen.renew.checkout.again')}
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            {t('general.toHome')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
