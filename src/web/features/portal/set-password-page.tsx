import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePageTitle } from '../../app/use-page-title';
import { resetPassword } from './api';
import { PasswordForm } from './password-form';
import '../../lib/portal-texts';

/**
 * /set-password?token=: the page of the invitation and reset links. It posts the new password
 * to /auth/reset; a used or expired link answers 410 (apiError.TOKEN_GONE).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  usePageTitle(t('loginScreen.setPasswordHeadline'));
  if (!token) return <Alert severity="error">{t('loginScreen.missingToken')}</Alert>;
  if (done) {
    return (
      <Box sx={{ maxWidth: 480, mx: 'auto', display: 'grid', gap: 2 }}>
        <Alert severity="success" data-testid="set-password-done">
          {t('loginScreen.setPasswordDone')}
        </Alert>
        <Button component={RouterLink} to="/portal" variant="contained">
          {t('loginScreen.submit')}
        </Button>
      </Box>
    );
  }
  return (
    <PasswordForm
      needsOld={false}
      testId="set-password-form"
      headline={t('loginScreen.setPasswordHeadline')}
      submitLabel={t('loginScreen.setPasswordSubmit')}
      onSubmit={async (_, newPassword) => {
        await resetPassword(token, newPassword);
        // The server may log the customer in with the reset: ask again.
        await client.invalidateQueries({ queryKey: ['auth-info'] });
        setDone(true);
      }}
    />
  );
}
