import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

/** A failed call's translated text (apiError.<code>), announced to screen readers. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" data-testid="admin-error">
      {errorText(t, i18n, error)}
    </Alert>
  );
}
