/**
 * The contract between the server and the server-rendered first screens (ADR 037): the server
 * gathers the answers of the landing page's and content pages' first calls (the same JSON the
 * client would fetch), the render bundle built from `src/web/entry-server.tsx` turns them into
 * HTML, and the client reads them back from the page to hydrate without fetching again.
 */

/** The `<script type="application/json">` that carries the state into the page. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The cookie that mirrors the visitor's language choice (localStorage stays the client's
 * record), so the server renders the first screen in the language the client will show.
 */
export const LANGUAGE_COOKIE = 'parkingShop.language';

/** What the server found, as raw answers of the first calls (parsed by the client's parsers). */
export interface SsrState {
  /** The path rendered (without query). */
  path: string;
  /** The visitor's language choice the server saw (`?lang=` or the cookie), null without one. */
  choice: string | null;
  /** `?theme=` of the address, the theme preview (null without one). */
  themePreview: string | null;
  /** GET /api/page/styling (with `?lang=` of the choice). */
  styling: unknown;
  /** GET /api/booking/templates and /api/booking/config: on the landing page and a car park's page. */
  templates: unknown;
  /** The car park whose products alone `templates` holds (its page, `/p/{siteId}`); absent: all. */
  templatesSite?: string;
  config: unknown;
  /** GET /api/page/site (ADR 050): on the landing page only; null when it did not answer. */
  site?: unknown;
  /** GET /api/sites: on the home page and a car park's page; absent when it did not answer. */
  sites?: unknown;
  /** GET /api/page/data?url=: on a content page only. */
  page: unknown;
  /** The path is no screen and no content page: the client's "not found", answered with 404. */
  notFound?: boolean;
}

export interface SsrRendered {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's styles of that markup: `<style data-emotion>` for the head. */
  styleTag: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** document.title as the client sets it. */
  title: string;
  /** The notice for a browser without JavaScript (inside `<noscript>`). */
  noScript: string;
}

/** The render bundle's one export. */
export type SsrRender = (state: SsrState) => Promise<SsrRendered>;
