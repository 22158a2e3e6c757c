import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TotpSetup } from '../../shared/schemas/admin';
import { adminApi, meKey } from './api';
import { ErrorAlert } from './error-alert';

/**
 * TOTP enrolment: asks the server for a secret, shows it as a QR code (the `qrcode` package,
 * loaded only here) and as text, and confirms it with a code from the app. A renewal (`renew`:
 * a secret is enrolled) first asks for the current password and a code of the current app.
 */
export function EnrolPanel({ onDone, renew = false }: { onDone?: () => void; renew?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!setup) return;
    let cancelled = false;
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(setup.uri, { margin: 1, width: 200 });
      if (!cancelled) setQr(url);
    });
    return () => {
      cancelled = true;
    };
  }, [setup]);

  const start = (proof?: { password: string; code: string }) => {
    setBusy(true);
    setError(null);
    adminApi
      .totpSetup(proof)
      .then(setSetup, setError)
      .finally(() => setBusy(false));
  };
  const startRenewal = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    start({ password: String(data.get('password')), code: String(data.get('code')).trim() });
  };
  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code')).trim();
    setBusy(true);
    setError(null);
    adminApi
      .totpConfirm(code)
      .then((me) => {
        setDone(true);
        client.setQueryData(meKey, me);
        onDone?.();
      }, setError)
      .finally(() => setBusy(false));
  };

  if (done) return <Alert severity="success">{t('admin.enrol.done')}</Alert>;
  if (!setup && renew) {
    return (
      <form onSubmit={startRenewal} style={{ display: 'grid', gap: 16 }} data-testid="admin-renew-form">
        <Typography>{t('admin.enrol.renewHint')}</Typography>
        <ErrorAlert error={error} />
        <TextField
          name="password"
          type="password"
          label={t('admin.account.oldPassword')}
          required
          autoComplete="current-password"
        />
        <TextField
          name="code"
          label={t('admin.enrol.currentCode')}
          required
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} data-testid="admin-enrol-start">
          {t('admin.enrol.renew')}
        </Button>
      </form>
    );
  }
  if (!setup) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ErrorAlert error={error} />
        <Button variant="contained" onClick={() => start()} disabled={busy} data-testid="admin-enrol-start">
          {t('admin.enrol.start')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('admin.enrol.intro')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
        {qr && <img src={qr} width={200} height={200} alt={t('admin.enrol.qrAlt')} />}
      </Box>
      <TextField
        label={t('admin.enrol.secret')}
        value={setup.secret}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'admin-totp-secret' } }}
      />
      <ErrorAlert error={error} />
      <form onSubmit={confirm} style={{ display: 'grid', gap: 16 }} data-testid="admin-enrol-form">
        <TextField
          name="code"
          label={t('admin.login.code')}
          required
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('admin.login.confirm')}
        </Button>
      </form>
    </Box>
  );
}
