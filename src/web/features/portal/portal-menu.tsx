import { NavLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { logoutAndClear } from './api';
import '../../lib/portal-texts';

const MENU = [
  { to: '/portal', key: 'overview', end: true },
  { to: '/portal/data', key: 'data', end: false },
  { to: '/portal/plates', key: 'plates', end: false },
  { to: '/portal/company', key: 'company', end: false },
  { to: '/portal/permissions', key: 'permissions', end: false },
  { to: '/portal/bills', key: 'bills', end: false },
  { to: '/portal/mandates', key: 'mandates', end: false },
  { to: '/portal/security', key: 'security', end: false },
] as const;

/** The portal's side menu (spec §2), shown only when logged in. */
export function PortalMenu({ onNavigate }: { onNavigate?: () => void }) {
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
