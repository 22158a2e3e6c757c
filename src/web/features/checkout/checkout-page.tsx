import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ticketPagePath, ticketPdfUrl, useCheckout } from './api';
import { errorText } from '../../lib/error-text';
import { removeSession } from '../../lib/session-store';

/** The checkout result (the router shows it without the stepper in renew mode, /checkout/renew). */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  const state = checkout.data?.state;

  useEffect(() => {
    // The booking is done: forget it in every tab.
    if (state === 'paid') removeSession('selection', 'contact', 'contactEdit', 'ids');
  }, [state]);

  return (
    <>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          role="status"
          aria-live="polite"
          data-testid="checkout-status"
          data-state={state ?? (checkout.isError ? 'error' : 'pending')}
        >
          {checkout.data?.state === 'paid' ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {t('screen.checkout.success')}
              </Typography>
              <Typography component="p">{t('screen.checkout.mailNotice')}</Typography>
            </Alert>
          ) : state === 'failed' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {t('screen.checkout.error.payment')}
              </Typography>
              <Typography component="p">{t('screen.checkout.error.paymentHint')}</Typography>
            </Alert>
          ) : state === 'none' ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('screen.checkout.noBooking')}
            </Alert>
          ) : checkout.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(t, i18n, checkout.error)}
            </Alert>
          ) : (
            <Box sx={{ mb: 2 }}>
              <Typography sx={{ mb: 1 }}>{t('screen.checkout.processing')}</Typography>
              <LinearProgress aria-label={t('screen.checkout.processing')} />
            </Box>
          )}
        </Box>
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
              component={RouterLink}
              to={ticketPagePath(checkout.data.data)}
              variant="outlined"
              size="large"
              data-testid="ticket-link"
            >
              {t('screen.checkout.showTicket')}
            </Button>
          </Box>
        )}
        {(state === 'failed' || state === 'none') && (
          <Button component={RouterLink} to="/" variant="outlined">
            {t('screen.checkout.newBooking')}
          </Button>
        )}
      </Paper>
    </>
  );
}
