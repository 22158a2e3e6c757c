import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { OperatorRole } from '../../shared/schemas/admin';
import { loginPath, logoutSession, meKey } from './api';
import { AuthCard } from './auth-card';
import { EnrolPanel } from './enrol-panel';
import { LanguageSelect } from './language-select';
import { can, useAdminMe } from './session';
import { SiteSwitcher } from './site-scope/site-switcher';
import { chosenSite, searchWithSite } from './site-scope/site-choice';
import Alert from '@mui/material/Alert';

const DRAWER = 220;

/** The screens of the side navigation: only those that exist, each with the role it needs. */
const NAV: {
  to: string;
  key: string;
  min: OperatorRole;
  end?: boolean;
  shopWide?: boolean;
  /** Screens of the area, listed under it while the area is open (no new area of their own). */
  sub?: { to: string; key: string }[];
}[] = [
  { to: '/admin', key: 'home', min: 'viewer', end: true },
  { to: '/admin/bookings', key: 'bookings', min: 'viewer' },
  { to: '/admin/customers', key: 'customers', min: 'viewer' },
  // Companies are shop-wide: an operator limited to sites does not reach them (ADR 065).
  {
    to: '/admin/companies',
    key: 'companies',
    min: 'viewer',
    shopWide: true,
    sub: [{ to: '/admin/companies/invoices', key: 'companyInvoices' }],
  },
  { to: '/admin/payments', key: 'payments', min: 'viewer' },
  { to: '/admin/parking', key: 'parking', min: 'viewer' },
  { to: '/admin/catalogue', key: 'catalogue', min: 'admin' },
  { to: '/admin/exports', key: 'exports', min: 'viewer' },
  { to: '/admin/operators', key: 'operators', min: 'admin' },
  { to: '/admin/audit', key: 'audit', min: 'admin' },
  { to: '/admin/account', key: 'account', min: 'viewer' },
];

/**
 * The logged-in frame: without a session the login; an admin without TOTP the enrolment;
 * otherwise the top bar, the side navigation and the screen.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const me = useAdminMe();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);

  if (me.isPending) {
    return (
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={t('admin.title')} />
      </Box>
    );
  }
  if (!me.data || me.data.stage === 'totp') {
    return <Redirect to={loginPath()} />;
  }
  if (me.data.stage === 'enrol') {
    return (
      <AuthCard title={t('admin.enrol.headline')}>
        <Alert severity="info">{t('admin.enrol.required')}</Alert>
        <EnrolPanel />
      </AuthCard>
    );
  }
  const { operator } = me.data;
  const logout = async () => {
    await logoutSession();
    // Whichever comes first, this navigation or the frame's redirect for a missing session,
    // lands on the login saying "logged out" (loginPath()).
    client.setQueryData(meKey, null);
    client.removeQueries({ queryKey: ['admin'], exact: false });
    void navigate('/admin/login?out=1', { replace: true });
  };

  const siteSearch = searchWithSite('', chosenSite(location.search));
  const nav = (
    <Box component="nav" aria-label={t('admin.nav.label')}>
      <List>
        {NAV.filter((n) => can(operator.role, n.min) && (!n.shopWide || !operator.siteIds)).map((n) => (
          <ListItem key={n.to} disablePadding sx={{ display: 'block' }}>
            <ListItemButton
              component={NavLink}
              // The chosen site goes along to every screen (ADR 060).
              to={{ pathname: n.to, search: siteSearch }}
              end={n.end}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemText primary={t(`admin.nav.${n.key}`)} />
            </ListItemButton>
            {n.sub && location.pathname.startsWith(n.to) && (
              <List disablePadding>
                {n.sub.map((s) => (
                  <ListItem key={s.to} disablePadding>
                    <ListItemButton
                      component={NavLink}
                      to={{ pathname: s.to, search: siteSearch }}
                      sx={{ pl: 4, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                    >
                      <ListItemText primary={t(`admin.nav.${s.key}`)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        {/* On a phone the bar keeps menu, language and "Abmelden": the title gives way first. */}
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
          <Button
            color="inherit"
            sx={{ display: { sm: 'none' }, minWidth: 40 }}
            onClick={() => setOpen(true)}
            aria-label={t('admin.nav.openMenu')}
          >
            ☰
          </Button>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {t('admin.title')}
          </Typography>
          <Typography component="p" sx={{ display: { xs: 'none', sm: 'block' } }} data-testid="admin-user">
            {operator.username} · {t(`admin.role.${operator.role}`)}
          </Typography>
          {/* On a phone the bar has no room: the switcher is at the top of the menu instead. */}
          <Box sx={{ display: { xs: 'none', sm: 'block' }, bgcolor: 'background.paper', borderRadius: 1 }}>
            <SiteSwitcher sites={me.data.sites} />
          </Box>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, flexShrink: 0 }}>
            <LanguageSelect />
          </Box>
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void logout()}
            data-testid="admin-logout"
            sx={{ flexShrink: 0, textTransform: 'none', px: { xs: 1, sm: 2 } }}
          >
            {t('admin.nav.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: DRAWER,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      {/* Above the app bar: under it (the drawer's own z-index), the first entry was hidden. */}
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { sm: 'none' }, zIndex: (th) => th.zIndex.modal }}
        slotProps={{ paper: { sx: { width: DRAWER } } }}
      >
        {me.data.sites.length > 1 && (
          <Box sx={{ p: 2, pb: 0, '& .MuiTextField-root': { width: '100%', maxWidth: 'none' } }}>
            <SiteSwitcher sites={me.data.sites} />
          </Box>
        )}
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

/** A screen only for `min` and above (the navigation hides it; a typed URL lands here). */
export function RequireRole({ min, children }: { min: OperatorRole; children: React.ReactNode }) {
  const me = useAdminMe().data;
  if (!can(me?.operator.role, min)) return <Redirect to="/admin" />;
  return <>{children}</>;
}

/**
 * Replaces the location with `to`. Not React Router's <Navigate>: the shop never uses it, and
 * the first bundle (which holds React Router) would have to carry it for the back office.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
