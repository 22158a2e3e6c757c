import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../lib/api-client';
import { adminApi, logoutSession, meKey, sessionExpired } from './api';
import { AuthCard } from './auth-card';
import { ErrorAlert } from './error-alert';
import { useAdminMe } from './session';

/** Refusals of a code that end the code step (the session is gone on the server). */
const CODE_STEP_OVER = new Set(['TOTP_SESSION_ENDED', 'TOTP_LOCKED']);

/**
 * /admin/login: username and password, then (with TOTP) the code step. `?expired=1` (the
 * session ended on the server) and `?out=1` (logged out) say so above the form.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const me = useAdminMe().data;
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (me?.stage === 'totp') setStep('totp');
    else if (me) void navigate('/admin', { replace: true });
  }, [me, navigate]);
  useEffect(() => {
    if (step === 'totp') codeRef.current?.focus();
  }, [step]);

  useEffect(() => {
    document.title = t('admin.login.headline');
  }, [t]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const onPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    void run(async () => {
      const result = await adminApi.login(String(data.get('username')), String(data.get('password')));
      client.setQueryData(meKey, result);
      if (result.stage === 'totp') setStep('totp');
      else void navigate('/admin', { replace: true });
    });
  };
  const onCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    void run(async () => {
      try {
        const result = await adminApi.totp(String(data.get('code')).trim());
        client.setQueryData(meKey, result);
        void navigate('/admin', { replace: true });
      } catch (err) {
        // Too many wrong codes end the code step on the server: back to the password, with
        // the server's reason shown there.
        if (err instanceof ApiError && CODE_STEP_OVER.has(err.code)) {
          client.setQueryData(meKey, null);
          setStep('password');
        }
        throw err;
      }
    });
  };

  if (step === 'totp') {
    return (
      <AuthCard title={t('admin.login.totpHeadline')}>
        <Typography>{t('admin.login.totpHint')}</Typography>
        <ErrorAlert error={error} />
        <form onSubmit={onCode} style={{ display: 'grid', gap: 16 }} data-testid="admin-totp-form">
          <TextField
            name="code"
            label={t('admin.login.code')}
            required
            inputRef={codeRef}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('admin.login.confirm')}
          </Button>
          <Button
            onClick={() => {
              void logoutSession();
              client.setQueryData(meKey, null);
              setStep('password');
            }}
          >
            {t('admin.login.restart')}
          </Button>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('admin.login.headline')}>
      {(params.get('expired') || sessionExpired()) && !error && (
        <Alert severity="warning">{t('admin.login.expired')}</Alert>
      )}
      {params.get('out') && !error && <Alert severity="info">{t('admin.login.loggedOut')}</Alert>}
      <ErrorAlert error={error} />
      <form onSubmit={onPassword} style={{ display: 'grid', gap: 16 }} data-testid="admin-login-form">
        <TextField
          name="username"
          label={t('admin.login.username')}
          required
          autoComplete="username"
          autoFocus
        />
        <TextField
          name="password"
          type="password"
          label={t('admin.login.password')}
          required
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" disabled={busy} data-testid="admin-login-submit">
          {t('admin.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
