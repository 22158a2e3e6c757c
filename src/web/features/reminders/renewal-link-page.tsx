import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { retryResponseSchema } from '../../../shared/schemas/booking';
import { apiPost } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { PageSpinner } from '../../components/page-spinner';
import '../../lib/order-texts';

/**
 * /renewal/{token}: a reminder mail's one-click renewal (ADR 044). The server uses the
 * single-use link and holds the permit's next period with its payment; the payment screen then
 * shows it as "pay again" does (nothing to enter, nothing charged until the driver pays).
 */
export default function RenewalLinkPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  // StrictMode runs effects twice; the link works once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiPost('/api/renewal-link', { token }, (v) => retryResponseSchema.parse(v)).then(
      (reservation) =>
        navigate(`/payment/${encodeURIComponent(reservation.templateId)}`, {
          replace: true,
          state: { reservation },
        }),
      setError,
    );
  }, [token, navigate]);
  if (error) {
    return (
      <Box role="alert" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error" data-testid="renewal-link-error">
          {errorText(t, i18n, error)}
        </Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('general.toHome')}
        </Button>
      </Box>
    );
  }
  return (
    <Box role="status">
      <Typography sx={{ mb: 1 }}>{t('screen.payment.reserving')}</Typography>
      <PageSpinner />
    </Box>
  );
}
