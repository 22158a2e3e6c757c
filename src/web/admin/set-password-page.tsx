import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminApi } from './api';
import { AuthCard } from './auth-card';
import { ErrorAlert } from './error-alert';

/** /admin/set-password?token=: the one-time link of a new operator or a reset (72 h). */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = t('admin.setPassword.headline');
  }, [t]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password'));
    setMismatch(password !== String(data.get('repeat')));
    if (password !== String(data.get('repeat'))) return;
    setBusy(true);
    setError(null);
    adminApi
      .setPassword(token, password)
      .then(() => setDone(true), setError)
      .finally(() => setBusy(false));
  };

  return (
    <AuthCard title={t('admin.setPassword.headline')}>
      {!token ? (
        <Alert severity="error">{t('admin.setPassword.missingToken')}</Alert>
      ) : done ? (
        <>
          <Alert severity="success" data-testid="admin-set-password-done">
            {t('admin.setPassword.done')}
          </Alert>
          <Button component={RouterLink} to="/admin/login" variant="contained">
            {t('admin.setPassword.toLogin')}
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }} data-testid="admin-set-password-form">
          <Typography variant="body2" id="policy">
            {t('admin.setPassword.policy')}
          </Typography>
          <ErrorAlert error={error} />
          {mismatch && <Alert severity="error">{t('admin.setPassword.mismatch')}</Alert>}
          <TextField
            name="password"
            type="password"
            label={t('admin.setPassword.password')}
            required
            autoComplete="new-password"
            slotProps={{ htmlInput: { 'aria-describedby': 'policy' } }}
          />
          <TextField
            name="repeat"
            type="password"
            label={t('admin.setPassword.repeat')}
            required
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('admin.setPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
