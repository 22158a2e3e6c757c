import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { useStyling } from '../features/content/api';

export const DRAWER_WIDTH = 300;

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('general.loading')} />
    </Box>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const styling = useStyling().data;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nav = styling?.styling.navigation ?? [];
  const top = nav.filter((n) => n.position.includes('top'));
  const bottom = nav.filter((n) => n.position.includes('bottom'));
  const websiteName = styling?.styling.websiteName ?? '';
  const showLogin = styling?.options.enableCustomerShop ?? false;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 2000,
          bgcolor: 'background.paper',
          color: 'primary.main',
          p: 1,
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {t('general.skipToContent')}
      </Box>
      <AppBar position="static" component="header">
        <Toolbar>
          {top.length > 0 && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('layout.openMenu')}
              aria-controls="nav-drawer"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {websiteName}
          </Typography>
          {top.length > 0 && (
            <Box component="nav" aria-label={t('layout.mainNavigation')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
              {top.map((n) => (
                <Button
                  key={n.urlPath}
                  component={RouterLink}
                  to={n.urlPath}
                  color="inherit"
                  aria-current={pathname === n.urlPath ? 'page' : undefined}
                >
                  {n.title}
                </Button>
              ))}
            </Box>
          )}
          {showLogin && (
            <Button component={RouterLink} to="/portal" color="inherit" startIcon={<PersonIcon />} sx={{ ml: 1 }}>
              {t('layout.login')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        id="nav-drawer"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Box component="nav" aria-label={t('layout.mainNavigation')}>
          <List>
            <ListItemButton component={RouterLink} to="/" onClick={() => setDrawerOpen(false)}>
              <ListItemText primary={websiteName} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
            {top.map((n) => (
              <ListItemButton
                key={n.urlPath}
                component={RouterLink}
                to={n.urlPath}
                selected={pathname === n.urlPath}
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={n.title} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
      {styling?.styling.landing.header && (
        <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 2, sm: 3 } }}>
          <Container maxWidth="lg">
            <Typography component="p" variant="h5" sx={{ fontWeight: 500, fontSize: { xs: '1.1rem', sm: '1.5rem' } }}>
              {styling.styling.landing.header}
            </Typography>
          </Container>
        </Box>
      )}
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ bgcolor: 'grey.200', color: 'text.primary', py: 3, mt: 'auto' }}>
        <Container maxWidth="lg">
          {bottom.length > 0 && (
            <Box
              component="nav"
              aria-label={t('layout.footerNavigation')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: styling?.styling.footerContent ? 1 : 0 }}
            >
              {bottom.map((n) => (
                <Link key={n.urlPath} component={RouterLink} to={n.urlPath} color="inherit">
                  {n.title}
                </Link>
              ))}
            </Box>
          )}
          {styling?.styling.footerContent && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {styling.styling.footerContent}
            </Typography>
          )}
        </Container>
      </Box>
    </Box>
  );
}
