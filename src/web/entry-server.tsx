/**
 * The server's render of the first screens (ADR 037): the landing page and the content pages as
 * HTML, with their texts, products, prices and theme, from the answers of their first calls.
 * Built into its own bundle (`vite build --ssr`, dist/ssr) that the server loads; the client
 * hydrates the same tree (main.tsx) from the same answers.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import i18next from './lib/i18n';
import { resetLanguageState } from './lib/language';
import { en } from '../shared/i18n/en';
import { nl } from '../shared/i18n/nl';
import { ro } from '../shared/i18n/ro';
import { ch } from '../shared/i18n/ch';
import { isLanguageCode, LANGUAGE_INFO, type LanguageCode } from '../shared/i18n/languages';
import { isThemeName } from '../shared/themes';
import type { SsrRender, SsrRendered, SsrState } from '../shared/ssr';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { seedFirstCalls } from './app/first-calls';

for (const [language, texts] of [
  ['en', en],
  ['nl', nl],
  ['ro', ro],
  ['ch', ch],
] as const) {
  i18next.addResourceBundle(language, 'translation', texts, true, true);
}

/**
 * Switches the one i18next (every text, and what `currentLanguage()` answers) to the request's
 * language. With all texts loaded the switch is synchronous, and so is the render after it: no
 * other request runs in between.
 */
function switchLanguage(language: LanguageCode): typeof i18next {
  void i18next.changeLanguage(language);
  if (i18next.language !== language) throw new Error(`i18next did not switch to ${language} at once`);
  return i18next;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A lazy part of a first screen (the theme's header drawing) renders as its fallback, marked for
 * the client to render, until its module has loaded once: render again after a moment then. Each
 * render is synchronous, so the module state set for it cannot change during it.
 */
export const render: SsrRender = async (state: SsrState) => {
  let out = renderOnce(state);
  for (let attempt = 0; attempt < 5 && out.html.includes('<!--$!-->'); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    out = renderOnce(state);
  }
  return out;
};

function siteNameIn(sites: unknown, id: string): string | undefined {
  const list = (sites as { sites?: Array<{ id?: unknown; name?: unknown }> } | undefined)?.sites;
  const name = Array.isArray(list) ? list.find((s) => s.id === id)?.name : undefined;
  return typeof name === 'string' ? name : undefined;
}

function renderOnce(state: SsrState): SsrRendered {
  const choice = isLanguageCode(state.choice) ? state.choice : null;
  const themePreview = isThemeName(state.themePreview) ? state.themePreview : null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { styling, page } = seedFirstCalls(client, { ...state, choice });
  const language: LanguageCode = choice ?? styling.styling.shopLanguage;
  const i18n = switchLanguage(language);
  // The module state the layout reads (synchronous like the render).
  resetLanguageState({ choice, active: language });

  // Emotion in "compat" mode collects the styles of the render instead of writing <style> tags
  // beside the elements; they go into the head, where the client's cache finds them.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers client={client} themePreview={themePreview}>
          <StaticRouter location={state.path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </CacheProvider>
    </StrictMode>,
  );
  const names = Object.keys(cache.inserted);
  const css = Object.values(cache.inserted)
    .filter((v): v is string => typeof v === 'string')
    .join('');
  // A car park's page is titled with its name (the client's usePageTitle).
  const siteId = /^\/p\/([^/]+)$/.exec(state.path)?.[1];
  const siteName = siteId && !state.notFound ? siteNameIn(state.sites, siteId) : undefined;
  const headline = page
    ? page.title
    : (siteName ??
      i18n.t(
        state.notFound ? 'general.notFound' : state.path === '/' ? 'home.headline' : 'screen.period.headline',
      ));
  return {
    html,
    styleTag: `<style data-emotion="css ${names.join(' ')}">${css}</style>`,
    htmlLang: LANGUAGE_INFO[language].htmlLang,
    title: escapeHtml([headline, styling.styling.websiteName].filter(Boolean).join(' | ')),
    noScript: escapeHtml(i18n.t('general.noScript')),
  };
}
