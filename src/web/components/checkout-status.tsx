import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import '../lib/order-texts';

/**
 * The live region of a checkout result (the booking's and the renewal's): screen readers hear
 * each change of the polled state, and tests read the state from `data-state`.
 */
export function CheckoutStatus(props: { testId: string; state: string; children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" data-testid={props.testId} data-state={props.state}>
      {props.children}
    </Box>
  );
}

/** A result with a bold headline and its explanation, or a one-line notice. */
export function CheckoutAlert(props: { severity: AlertColor; title?: string; children: ReactNode }) {
  return (
    <Alert severity={props.severity} sx={{ mb: 2 }}>
      {props.title === undefined ? (
        props.children
      ) : (
        <>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {props.title}
          </Typography>
          {props.children}
        </>
      )}
    </Alert>
  );
}

/** The paragraph under a CheckoutAlert's headline. */
export function CheckoutText(props: { children: ReactNode }) {
  return <Typography component="p">{props.children}</Typography>;
}

/** While the payment is open: the poll goes on behind this. */
export function CheckoutProcessing() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>{t('screen.checkout.processing')}</Typography>
      <LinearProgress aria-label={t('screen.checkout.processing')} />
    </Box>
  );
}
