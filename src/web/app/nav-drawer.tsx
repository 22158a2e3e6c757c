import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import type { NavigationEntry } from '../../shared/schemas/page';

import { DRAWER_WIDTH } from './nav-drawer-width';

/** The navigation drawer of small screens (width 300, spec §2); loaded when first opened. */
export default function NavDrawer({
  open,
  onClose,
  websiteName,
  entries,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  websiteName: string;
  entries: NavigationEntry[];
  pathname: string;
}) {
  const { t } = useTranslation();
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
        <List>
          <ListItemButton
            component={RouterLink}
            to="/"
            onClick={onClose}
            aria-current={pathname === '/' ? 'page' : undefined}
          >
            <ListItemText primary={websiteName} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
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
    </Drawer>
  );
}
