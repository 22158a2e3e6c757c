import type { QueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '../../shared/i18n/languages';
import type { PageData, StylingResponse } from '../../shared/schemas/page';
import type { SsrState } from '../../shared/ssr';
import { pageKey, siteKey, stylingKey } from '../features/content/api';
import { bookingConfigKey, templatesKey } from '../features/booking/api';
import { parseSitesList, sitesKey } from '../features/sites/api';
import { parseBookingConfig, parsePageData, parseSite, parseStyling, parseTemplates } from '../lib/parse';

/**
 * Puts the server's answers of the first calls (ADR 037) into the query cache under the keys
 * the screens read, parsed as the client parses its own fetches: the server's render and the
 * client's hydration then start from the same data.
 */
export function seedFirstCalls(
  client: QueryClient,
  state: Omit<SsrState, 'choice'> & { choice: LanguageCode | null },
): { styling: StylingResponse; page: PageData | null } {
  const { choice } = state;
  const styling = parseStyling(state.styling);
  client.setQueryData(stylingKey(choice), styling);
  if (state.templates !== null && state.templates !== undefined)
    client.setQueryData(templatesKey(choice, state.templatesSite), parseTemplates(state.templates));
  if (state.config !== null && state.config !== undefined)
    client.setQueryData(bookingConfigKey(choice), parseBookingConfig(state.config));
  if (state.site !== null && state.site !== undefined) client.setQueryData(siteKey, parseSite(state.site));
  // The car parks' answer is an object or absent (null when its call failed).
  if (state.sites) client.setQueryData(sitesKey(choice), parseSitesList(state.sites));
  const page = state.page !== null && state.page !== undefined ? parsePageData(state.page) : null;
  if (page) client.setQueryData(pageKey(state.path, choice), page);
  return { styling, page };
}
