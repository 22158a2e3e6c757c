// First of all: zod must not try eval under the shop's CSP (see zod-setup.ts).
import './lib/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLanguage, loadLanguage } from './lib/i18n';
import { initLanguageChoice, setActiveLanguage } from './lib/language';
import { fetchStyling, stylingKey } from './features/content/api';
import { bookingConfigKey, fetchBookingConfig, fetchTemplates, templatesKey } from './features/booking/api';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/router';
import { initThemePreview } from './app/theme-preview';
import { seedFirstCalls } from './app/first-calls';
import { screens } from './app/screens';
import { SSR_STATE_ID, type SsrState } from '../shared/ssr';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const choice = initLanguageChoice();
const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

/**
 * The page the server rendered (ADR 037), when it rendered it as this browser will: the same
 * language choice and theme preview (a choice or preview remembered only in this browser's
 * storage renders afresh instead of hydrating into a mismatch).
 */
function serverState(): SsrState | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as SsrState;
    return state.choice === choice && state.themePreview === initThemePreview() ? state : null;
  } catch {
    return null;
  }
}

async function hydrate(state: SsrState): Promise<void> {
  const { styling } = seedFirstCalls(queryClient, { ...state, choice });
  const language = choice ?? styling.styling.shopLanguage;
  // The texts the server rendered with must be in place before React compares its render.
  await activateLanguage(language);
  // A town's home page is its list of car parks, a lazy screen: its code is in place before
  // hydrating, so the list the server rendered answers the first tap.
  if (state.path === '/' && ((state.sites as { sites?: unknown[] } | undefined)?.sites?.length ?? 0) > 1)
    await screens.siteList();
  setActiveLanguage(language);
  hydrateRoot(root!, app);
}

function renderFresh(): void {
  // Start the first calls before React renders: the styling, the templates, the booking config
  // (index.html preloads them for a visitor without a language choice; home waits for the
  // config, which decides the guest renewal card, so the cards do not shift when it arrives)
  // and the chosen language's texts.
  if (choice) void loadLanguage(choice).catch(() => undefined);
  void queryClient.prefetchQuery({
    queryKey: stylingKey(choice),
    queryFn: ({ signal }) => fetchStyling(choice, signal),
    staleTime: Infinity,
  });
  // A car park's page (/p/{siteId}) loads its own products, not the whole list.
  if (!location.pathname.startsWith('/p/'))
    void queryClient.prefetchQuery({
      queryKey: templatesKey(choice),
      queryFn: ({ signal }) => fetchTemplates(choice, signal),
      staleTime: 60_000,
    });
  void queryClient.prefetchQuery({
    queryKey: bookingConfigKey(choice),
    queryFn: ({ signal }) => fetchBookingConfig(choice, signal),
    staleTime: 60_000,
  });
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task (total blocking time on slow phones).
  startTransition(() => {
    createRoot(root!).render(app);
  });
}

const state = serverState();
if (state) {
  hydrate(state).catch((e: unknown) => {
    // The server's answers did not parse or the texts did not load: render as without it.
    console.warn('Rendering afresh: the server page could not be hydrated', e);
    queryClient.clear();
    root.replaceChildren();
    renderFresh();
  });
} else {
  renderFresh();
}
