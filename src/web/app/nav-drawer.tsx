import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import type { NavigationEntry } from '../../shared/schemas/page';

import { DRAWER_WIDTH } from './nav-drawer-width';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useStyling } from '../features/content/api';
import { useAuthInfo } from '../features/auth/api';
import { PortalMenu } from '../features/portal/portal-menu';
import '../lib/order-texts';

/**
 * The navigation drawer of small screens (width 300, spec §2); loaded when first opened. It holds
 * the home page, "Pay ticket", "My bookings / Log in" and the content pages.
 */
export default function NavDrawer({
  open,
  onClose,
  websiteName,
  entries,
  pathname,
  renewal,
  portal,
}: {
  open: boolean;
  onClose: () => void;
  websiteName: string;
  entries: NavigationEntry[];
  pathname: string;
  /** The shop takes payments by plate: "Pay ticket". */
  renewal: boolean;
  /** The customer portal is on: "My bookings / Log in". */
  portal: boolean;
}) {
  const { t } = useTranslation();
  const auth = useAuthInfo(useStyling().data?.options.enableCustomerShop ?? false).data;
  // Logged in, the portal's entries are here too: a phone has one menu.
  const portalMenu = !!auth?.loggedIn && !auth.requirePasswordChange;
  return (
    <Drawer
      id="nav-drawer"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' }, 'data-testid': 'nav-drawer' } as object,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('layout.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('layout.mainNavigation')}>
        {/* Links, not list items: a div, so that axe finds no <a> directly in a <ul>. */}
        <List component="div">
          <ListItemButton
            component={RouterLink}
            to="/"
            onClick={onClose}
            aria-current={pathname === '/' ? 'page' : undefined}
          >
            <ListItemText primary={websiteName} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
          {renewal && (
            <ListItemButton
              component={RouterLink}
              to="/renew-ticket"
              onClick={onClose}
              data-testid="drawer-renew"
              aria-current={pathname === '/renew-ticket' ? 'page' : undefined}
            >
              <ListItemText primary={t('home.renew.action')} />
            </ListItemButton>
          )}
          {portal && (
            <ListItemButton
              component={RouterLink}
              to="/portal"
              onClick={onClose}
              data-testid="drawer-portal"
              aria-current={pathname.startsWith('/portal') ? 'page' : undefined}
            >
              <ListItemText primary={t('layout.myBookings')} />
            </ListItemButton>
          )}
          {/* The reservations overview of the home area (spec §2 /reserve); on a desktop the top bar links it. */}
          <ListItemButton
            component={RouterLink}
            to="/reserve"
            selected={pathname === '/reserve'}
            aria-current={pathname === '/reserve' ? 'page' : undefined}
            onClick={onClose}
            data-testid="nav-reserve"
          >
            <ListItemText primary={t('layout.myReservation')} />
          </ListItemButton>
          {entries.map((n) => (
            <ListItemButton
              key={n.urlPath}
              component={RouterLink}
              to={n.urlPath}
              selected={pathname === n.urlPath}
              aria-current={pathname === n.urlPath ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={n.title} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {portalMenu && (
        <>
          <Divider />
          <Typography component="p" variant="overline" sx={{ px: 2, pt: 1 }}>
            {t('screen.portal.menu')}
          </Typography>
          <Box sx={{ px: 1 }}>
            <PortalMenu onNavigate={onClose} />
          </Box>
        </>
      )}
    </Drawer>
  );
}
