import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { useStyling } from '../features/content/api';
import { useAuthInfo } from '../features/auth/api';
import { useBookingConfig } from '../features/booking/api';
import { useLanguageState } from '../lib/language';
import { LanguageButton } from './language-button';
import { ThemeHeader } from './theme-header';
import { previewThemeFromSearch } from './theme-preview';
import { PageSpinner } from '../components/page-spinner';
import { plainButtonSx } from '../components/plain-button';

// The drawer (and MUI's modal machinery) loads when a visitor first opens it.
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

/** Top bar (spec §2): menu button on small screens, title, navigation links, language, login. */
function TopBar({ onOpenMenu, drawerOpen }: { onOpenMenu: () => void; drawerOpen: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const styling = useStyling().data;
  const top = styling?.styling.navigation.filter((n) => n.position.includes('top')) ?? [];
  const showLogin = styling?.options.enableCustomerShop ?? false;
  const auth = useAuthInfo(showLogin).data;
  const renewal = useBookingConfig().data?.acceptGuestRenewal === true;
  const preload = () => void loadDrawer();

  return (
    // A plain box in the look of MUI's AppBar: the AppBar component adds nothing the shop uses.
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        // On the coloured bar the focus ring is drawn in the bar's text colour.
        '& .Mui-focusVisible, & a:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {(top.length > 0 || renewal || showLogin || auth?.loggedIn) && (
          <Box
            component="button"
            type="button"
            aria-label={t('layout.openMenu')}
            aria-controls={drawerOpen ? 'nav-drawer' : undefined}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={onOpenMenu}
            sx={[
              plainButtonSx('text'),
              { display: { md: 'none' }, minWidth: 0, p: 1, ml: -1, borderRadius: '50%' },
            ]}
            data-testid="menu-button"
          >
            <MenuIcon />
          </Box>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            flexGrow: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
            lineHeight: 1.25,
            py: 1,
          }}
          data-testid="site-title"
        >
          {styling?.styling.websiteName}
        </Typography>
        {/* On a desktop: the home area's reservations overview (spec §2 /reserve; the drawer holds
            it on a phone), then the content pages. */}
        <Box
          component="nav"
          aria-label={t('layout.mainNavigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
        >
          {[{ urlPath: '/reserve', title: t('layout.myReservation') }, ...top].map((n) => (
            <Box
              key={n.urlPath}
              component={RouterLink}
              to={n.urlPath}
              aria-current={pathname === n.urlPath ? 'page' : undefined}
              data-testid={n.urlPath === '/reserve' ? 'top-reserve' : undefined}
              sx={[
                plainButtonSx('text'),
                {
                  whiteSpace: 'nowrap',
                  '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: 6 },
                },
              ]}
            >
              {n.title}
            </Box>
          ))}
        </Box>
        <LanguageButton />
        {showLogin && (
          <Box
            component={RouterLink}
            to="/portal"
            aria-label={auth?.loggedIn ? t('layout.account', { username: auth.username }) : t('layout.login')}
            data-testid="login-button"
            sx={[
              plainButtonSx('text'),
              {
                flexShrink: 0,
                // A long e-mail as the username ends in "…" (the full one is in the aria-label):
                // beside the desktop links it would squeeze the shop's name letter by letter.
                '& .label': {
                  display: { xs: 'none', sm: 'inline-block' },
                  maxWidth: '14em',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                },
              },
            ]}
          >
            <PersonIcon aria-hidden />
            <span className="label">{auth?.loggedIn ? auth.username : t('layout.login')}</span>
          </Box>
        )}
      </Toolbar>
    </Box>
  );
}

function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const styling = useStyling().data?.styling;
  const bottom = styling?.navigation.filter((n) => n.position.includes('bottom')) ?? [];
  if (bottom.length === 0 && !styling?.footerContent) return null;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.200', color: 'text.primary', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        {bottom.length > 0 && (
          <Box
            component="nav"
            aria-label={t('layout.footerNavigation')}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1,
              mb: styling?.footerContent ? 1.5 : 0,
            }}
          >
            {bottom.map((n) => (
              <Typography
                key={n.urlPath}
                component={RouterLink}
                to={n.urlPath}
                aria-current={pathname === n.urlPath ? 'page' : undefined}
                sx={{
                  color: 'inherit',
                  py: 0.5,
                  textUnderlineOffset: 3,
                  '&:hover': { textDecorationThickness: 2 },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {n.title}
              </Typography>
            ))}
          </Box>
        )}
        {styling?.footerContent && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="footer-content">
            {styling.footerContent}
          </Typography>
        )}
      </Container>
    </Box>
  );
}

/**
 * The frame of every screen: skip link, top bar, drawer, themed header, main, footer. Nothing
 * shows until the styling and the visitor's language are in place, so no screen flashes in the
 * wrong language or theme.
 */
export function Layout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const styling = useStyling();
  const renewal = useBookingConfig().data?.acceptGuestRenewal === true;
  const { active } = useLanguageState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  // The first full render happens at transition priority, in slices, instead of one long task
  // right when the styling arrives (query results reach React as urgent updates).
  const ready = useDeferredValue(!!styling.data && !!active);
  const main = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);

  useEffect(() => {
    // Effects run only once React owns the page (hydrated or rendered afresh): from here on a
    // click is handled in the client. Tests wait for this mark instead of guessing with a delay.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => previewThemeFromSearch(search), [search]);

  useEffect(() => {
    // After a navigation inside the shop, start at the top and put the focus on the new screen,
    // so keyboard and screen-reader users continue there (not on the first page load).
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (styling.isError && !styling.data) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
        <Typography role="alert">{t('general.error.http.default')}</Typography>
      </Container>
    );
  }
  if (!ready || !styling.data) return null;
  const s = styling.data.styling;
  const home = pathname === '/';

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
      {/* The banner landmark: the top bar and the themed header band below it. */}
      <Box component="header">
        <TopBar
          drawerOpen={drawerOpen}
          onOpenMenu={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        />
        {home && s.landing.header ? <ThemeHeader text={s.landing.header} /> : <ThemeHeader compact />}
      </Box>
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            websiteName={s.websiteName}
            entries={s.navigation.filter((n) => n.position.includes('top'))}
            pathname={pathname}
            renewal={renewal}
            portal={styling.data.options.enableCustomerShop}
          />
        </Suspense>
      )}
      <Container
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        maxWidth="lg"
        // At least a screen high: the footer starts below the fold, so content arriving after
        // the first paint (lazy screens, templates) never shifts it (no layout shift, CLS 0).
        sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, sm: 4 }, outline: 'none' }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
