import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PortalMenu } from './portal-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStyling } from '../content/api';
import { authView, useAuthInfo } from '../auth/api';
import { PageSpinner } from '../../components/page-spinner';
import { changePassword, setAuth } from './api';
import { LoginForm } from './login-form';
import { PasswordForm } from './password-form';
import { usePageTitle } from '../../app/use-page-title';
import '../../lib/portal-texts';

/** Logged in: the side menu beside the screen on wide screens; on phones it is in the top bar's menu. */
function PortalShell() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // On a phone the top bar's menu carries the portal's entries too: one menu, not two.
  if (phone) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: 4, alignItems: 'start' }}>
      <Box sx={{ position: 'sticky', top: 16 }}>
        <PortalMenu />
      </Box>
      <Box>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * The portal (spec §2, §4): only with enableCustomerShop; spinner while the auth is unknown,
 * then the login form, the forced password change, or the portal with its menu.
 */
export function PortalFrame() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const enabled = useStyling().data?.options.enableCustomerShop ?? false;
  const auth = useAuthInfo(enabled);
  const view = authView(auth.data);
  usePageTitle(
    view === 'login'
      ? t('loginScreen.headline')
      : view === 'changePassword'
        ? t('changePasswordScreen.headline')
        : undefined,
  );
  // Without the customer shop there is no portal: the same answer as an unknown page.
  if (!enabled) return <Typography role="alert">{t('screen.content.notFound')}</Typography>;
  if (view === 'loading') return <PageSpinner />;
  if (view === 'login') return <LoginForm />;
  if (view === 'changePassword') {
    return (
      <PasswordForm
        needsOld
        username={auth.data?.username}
        testId="change-password-form"
        headline={t('changePasswordScreen.headline')}
        intro={t('changePasswordScreen.required')}
        submitLabel={t('changePasswordScreen.submit')}
        onSubmit={async (oldPassword, newPassword) => {
          await changePassword(oldPassword, newPassword);
          // Re-check the auth (spec §4): the server says whether the change is done.
          setAuth(client, { ...auth.data!, requirePasswordChange: false });
          await client.invalidateQueries({ queryKey: ['auth-info'] });
        }}
      />
    );
  }
  return <PortalShell />;
}
