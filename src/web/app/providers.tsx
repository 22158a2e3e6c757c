import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useStyling } from '../features/content/api';
import { applyLanguage, DEFAULT_LANGUAGE, languageFromUrl } from '../lib/i18n';
import { createShopTheme, DEFAULT_THEME } from './theme';
import { themeSchema } from '../../shared/schemas/page';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

/** Applies the shop's language and theme from the styling call (falls back to the defaults). */
function ShopTheme({ children }: { children: ReactNode }) {
  const styling = useStyling().data?.styling;
  // ?lang= and ?theme= are read once on arrival, so they survive navigation inside the shop.
  const [urlLanguage] = useState(languageFromUrl);
  const [previewTheme] = useState(() =>
    typeof window !== 'undefined' ? themeSchema.safeParse(new URLSearchParams(window.location.search).get('theme')).data : undefined,
  );
  const language = urlLanguage ?? styling?.shopLanguage ?? DEFAULT_LANGUAGE;
  useEffect(() => applyLanguage(language), [language]);
  const themeName = previewTheme ?? styling?.theme ?? DEFAULT_THEME;
  const theme = useMemo(() => createShopTheme(themeName), [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ShopTheme>{children}</ShopTheme>
    </QueryClientProvider>
  );
}
