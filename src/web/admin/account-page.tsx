import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminApi } from './api';
import { EnrolPanel } from './enrol-panel';
import { ErrorAlert } from './error-alert';
import { useAdminMe } from './session';
import { PageScaffold } from './components/page-scaffold';

/** /admin/account: change the own password; set up (or renew) two-factor login. */
export default function AccountPage() {
  const { t } = useTranslation();
  const me = useAdminMe().data;
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [enrol, setEnrol] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    setSaved(false);
    adminApi.changePassword(String(data.get('old')), String(data.get('new'))).then(() => {
      setSaved(true);
      form.reset();
    }, setError);
  };
  return (
    <PageScaffold title={t('admin.account.headline')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480, display: 'grid', gap: 2, mb: 3 }}>
        <Typography variant="h2">{t('admin.account.changePassword')}</Typography>
        <Typography variant="body2" id="account-policy">
          {t('admin.setPassword.policy')}
        </Typography>
        <ErrorAlert error={error} />
        {saved && <Alert severity="success">{t('admin.account.saved')}</Alert>}
        <form onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }}>
          <TextField
            name="old"
            type="password"
            label={t('admin.account.oldPassword')}
            required
            autoComplete="current-password"
          />
          <TextField
            name="new"
            type="password"
            label={t('admin.account.newPassword')}
            required
            autoComplete="new-password"
            slotProps={{ htmlInput: { 'aria-describedby': 'account-policy' } }}
          />
          <Button type="submit" variant="contained">
            {t('admin.account.save')}
          </Button>
        </form>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480, display: 'grid', gap: 2 }}>
        <Typography variant="h2">{t('admin.enrol.headline')}</Typography>
        <Typography>
          {me?.operator.totpEnabled ? t('admin.enrol.enabled') : t('admin.enrol.disabled')}
        </Typography>
        {enrol ? (
          <EnrolPanel renew={me?.operator.totpEnabled ?? false} />
        ) : (
          <Button variant="outlined" onClick={() => setEnrol(true)}>
            {me?.operator.totpEnabled ? t('admin.enrol.renew') : t('admin.enrol.start')}
          </Button>
        )}
      </Paper>
    </PageScaffold>
  );
}
