import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../lib/error-text';
import { eraseAccount, setAuth } from './api';
import { LOGGED_OUT } from '../auth/api';

/** The export's download links: plain GETs with the session cookie, saved as attachments. */
const EXPORT_URL = '/sapi/customer/export?format=';

/**
 * "Meine Daten herunterladen" and "Konto löschen" (GDPR Art. 15, 17, 20, ADR 033).
 * The deletion asks in a dialog for the current password; bills stay (the text says why).
 */
export function PrivacySection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const titleId = useId();
  const textId = useId();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await eraseAccount(password);
      setAuth(client, LOGGED_OUT);
      void navigate('/', { replace: true });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <>
      <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="portal-privacy">
        <Typography variant="h2" gutterBottom>
          {t('screen.portal.privacy.headline')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('screen.portal.privacy.intro')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button variant="outlined" href={`${EXPORT_URL}json`} download data-testid="portal-export-json">
            {t('screen.portal.privacy.downloadJson')}
          </Button>
          <Button variant="outlined" href={`${EXPORT_URL}csv`} download data-testid="portal-export-csv">
            {t('screen.portal.privacy.downloadCsv')}
          </Button>
        </Box>
        <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.1rem', fontWeight: 600 }}>
          {t('screen.portal.privacy.deleteHeadline')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('screen.portal.privacy.deleteIntro')}</Typography>
        <Button
          color="error"
          variant="outlined"
          onClick={() => setOpen(true)}
          data-testid="portal-delete-account"
        >
          {t('screen.portal.privacy.delete')}
        </Button>
      </Paper>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="delete-account-dialog"
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('screen.portal.privacy.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ color: 'text.primary', mb: 2 }}>
              {t('screen.portal.privacy.confirmText')}
            </DialogContentText>
            {error !== null && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="delete-account-error">
                {errorText(t, i18n, error)}
              </Alert>
            )}
            <TextField
              type="password"
              label={t('screen.portal.privacy.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'delete-account-password', maxLength: 1024 } }}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button variant="outlined" onClick={close} disabled={busy} data-testid="delete-account-cancel">
              {t('screen.portal.dialog.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={busy || password === ''}
              data-testid="delete-account-confirm"
            >
              {t('screen.portal.privacy.confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
