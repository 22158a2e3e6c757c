import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ThemeProvider from '@mui/system/ThemeProvider';
import CssBaseline from '@mui/material/CssBaseline';
import { useStyling } from '../features/content/api';
import { activateLanguage, currentLanguage } from '../lib/i18n';
import { setActiveLanguage, useLanguageState } from '../lib/language';
import { createShopTheme, DEFAULT_THEME } from './theme';
import { initThemePreview, onThemePreview } from './theme-preview';
import type { ThemeName } from '../../shared/schemas/page';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * Puts the visitor's language in place: their choice (menu, `?lang=`), else the shop language
 * from the styling. The texts load first, then the language becomes active.
 */
function LanguageSync() {
  const { choice } = useLanguageState();
  const shopLanguage = useStyling().data?.styling.shopLanguage;
  const desired = choice ?? shopLanguage;

  useEffect(() => {
    if (!desired) return;
    let cancelled = false;
    activateLanguage(desired).then(
      () => {
        if (!cancelled) setActiveLanguage(desired);
      },
      () => {
        // The language's texts could not load (offline?): keep the texts already showing.
        if (!cancelled) setActiveLanguage(currentLanguage());
      },
    );
    return () => {
      cancelled = true;
    };
  }, [desired]);
  return null;
}

/** Applies the shop's theme from the styling, or the one previewed with `?theme=`. */
function ShopTheme({ children, themePreview }: { children: ReactNode; themePreview?: ThemeName | null }) {
  const styling = useStyling().data?.styling;
  // The server's render is told the preview (it has no address bar); the browser reads it.
  const [previewTheme, setPreviewTheme] = useState(() =>
    themePreview === undefined ? initThemePreview() : themePreview,
  );
  useEffect(() => onThemePreview(setPreviewTheme), []);
  const themeName = previewTheme ?? styling?.theme ?? DEFAULT_THEME;
  // The theme in force, on <html>: set once React has drawn the page in it (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.theme = themeName;
  }, [themeName]);
  // MUI's own ThemeProvider also carries the CSS-variables provider (colour-scheme switching,
  // about 5 kB gzipped) that this shop does not use; the system provider is what it renders for a
  // theme without CSS variables (`vars: null` stops inheritance, as MUI does).
  const theme = useMemo(() => ({ ...createShopTheme(themeName), vars: null }), [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Providers({
  children,
  client = queryClient,
  themePreview,
}: {
  children: ReactNode;
  client?: QueryClient;
  themePreview?: ThemeName | null;
}) {
  return (
    <QueryClientProvider client={client}>
      <LanguageSync />
      <ShopTheme themePreview={themePreview}>{children}</ShopTheme>
    </QueryClientProvider>
  );
}
