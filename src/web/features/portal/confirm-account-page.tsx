import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { RequiredField } from '../../components/required-field';
import { usePageTitle } from '../../app/use-page-title';
import { confirmSignUp, setAuth } from './api';
import { AuthCard } from './login-form';
import '../../lib/portal-texts';

/**
 * /confirm-account?token=: the sign-up mail's link. The driver enters the password
 * chosen at sign-up; the server confirms the account and logs in, and the portal opens.
 */
export default function ConfirmAccountPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('confirmScreen.headline'));
  if (!token) return <Alert severity="error">{t('loginScreen.missingToken')}</Alert>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      setAuth(client, await confirmSignUp(token, password));
      await navigate('/portal');
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) setError(t('confirmScreen.wrong'));
      else if (err instanceof ApiError && err.status === 410) setError(t('confirmScreen.gone'));
      else setError(err instanceof ApiError ? errorText(t, i18n, err) : t('loginScreen.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      onSubmit={submit}
      headlineId="confirm-headline"
      headline={t('confirmScreen.headline')}
      testId="confirm-account-form"
    >
      <Typography>{t('confirmScreen.intro')}</Typography>
      {error && (
        <Alert severity="error" data-testid="confirm-account-error">
          {error}
        </Alert>
      )}
      <RequiredField
        label={t('confirmScreen.password')}
        type="password"
        autoComplete="current-password"
        testId="confirm-account-password"
        value={password}
        onValue={setPassword}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !password}
        data-testid="confirm-account-submit"
      >
        {t('confirmScreen.submit')}
      </Button>
    </AuthCard>
  );
}
