import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import DownloadIcon from '@mui/icons-material/Download';
import { ticketPagePath, ticketPdfUrl, useCheckout } from './api';
import {
  CheckoutAlert,
  CheckoutProcessing,
  CheckoutStatus,
  CheckoutText,
} from '../../components/checkout-status';
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
        <CheckoutStatus testId="checkout-status" state={state ?? (checkout.isError ? 'error' : 'pending')}>
          {checkout.data?.state === 'paid' ? (
            <CheckoutAlert severity="success" title={t('screen.checkout.success')}>
              <CheckoutText>{t('screen.checkout.mailNotice')}</CheckoutText>
            </CheckoutAlert>
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
