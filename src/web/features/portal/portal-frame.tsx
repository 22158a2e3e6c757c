import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useStyling } from '../content/api';
import { authView, useAuthInfo } from '../auth/api';
import { PageSpinner } from '../../components/page-spinner';
import { changePassword, logoutAndClear, setAuth } from './api';
import { LoginForm } from './login-form';
import { PasswordForm } from './password-form';
import { usePageTitle } from '../../app/use-page-title';
import '../../lib/portal-texts';

const MENU = [
  { to: '/portal', key: 'overview', end: true },
  { to: '/portal/data', key: 'data', end: false },
  { to: '/portal/permissions', key: 'permissions', end: false },
  { to: '/portal/bills', key: 'bills', end: false },
  { to: '/portal/mandates', key: 'mandates', end: false },
  { to: '/portal/security', key: 'security', end: false },
] as const;

/** The portal's side menu (spec §2), shown only when logged in. */
function PortalMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <Box component="nav" aria-label={t('screen.portal.menu')} data-testid="portal-menu">
      <List disablePadding>
        {MENU.map((m) => (
          <ListItem key={m.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={m.to}
              end={m.end}
              onClick={onNavigate}
              sx={{
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
              }}
              data-testid={`portal-nav-${m.key}`}
            >
              <ListItemText primary={t(`screen.portal.nav.${m.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onNavigate?.();
              void logoutAndClear(client).then(() => navigate('/portal'));
            }}
            sx={{ borderRadius: 1 }}
            data-testid="portal-logout"
          >
            <ListItemText primary={t('screen.portal.nav.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/** Logged in: the side menu beside the screen on wide screens, in a drawer on phones. */
function PortalShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  if (phone) {
    return (
      <>
        <Button
          variant="outlined"
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          sx={{ mb: 2 }}
          data-testid="portal-menu-button"
        >
          {t('screen.portal.menu')}
        </Button>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: 300, p: 1 }, 'aria-label': t('screen.portal.menu') } as object }}
        >
          <Typography component="p" variant="h6" sx={{ px: 2, py: 1 }}>
            {t('screen.portal.menu')}
          </Typography>
          <PortalMenu onNavigate={() => setOpen(false)} />
        </Drawer>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </>
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
