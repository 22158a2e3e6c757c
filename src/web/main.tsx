// First of all: zod must not try eval under the shop's CSP (see zod-setup.ts).
import './lib/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage } from './lib/i18n';
import { initLanguageChoice } from './lib/language';
import { fetchStyling, stylingKey } from './features/content/api';
import { bookingConfigKey, fetchBookingConfig, fetchTemplates, templatesKey } from './features/booking/api';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Start the first calls before React renders: the styling, the templates, the booking config
// (index.html preloads them for a visitor without a language choice; home waits for the config,
// which decides the guest renewal card, so the cards do not shift when it arrives) and the
// chosen language's texts.
const choice = initLanguageChoice();
if (choice) void loadLanguage(choice).catch(() => undefined);
void queryClient.prefetchQuery({
  queryKey: stylingKey(choice),
  queryFn: ({ signal }) => fetchStyling(choice, signal),
  staleTime: Infinity,
});
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
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
