import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../../shared/client-routes';
import { isLanguageCode } from '../../../shared/i18n/languages';
import {
  LANGUAGE_COOKIE,
  SSR_STATE_ID,
  type SsrRender,
  type SsrRendered,
  type SsrState,
} from '../../../shared/ssr';
import { CachedAnswer, contentHash } from './cached-answer';

/**
 * The landing page and the content pages rendered on the server per request (ADR 037): their
 * texts, products, prices and theme are in the first answer, and the client hydrates them.
 * The data are the answers of the shop's own public calls (styling, templates, booking config,
 * page data), asked in-process through `inject`: the same JSON, limits and catalogue the
 * client's fetches get, so a catalogue change is in the next page at once, and no module is
 * reached from here.
 */
export interface FirstScreens {
  /**
   * The page's HTML and status: 200 for a first screen, 404 with the client's "not found" page
   * for a path that is no screen of the client and no content page; null when the
   * path is another client screen (the SPA renders it).
   */
  render(req: FastifyRequest): Promise<FirstScreen | null>;
}

/** A rendered page, or one kept from an earlier render of the same answers (`answer`). */
export type FirstScreen = { html: string; status: 200 | 404 } | { answer: CachedAnswer; status: 200 };

/** Home pages of several car parks kept at once (per language, theme preview, styling). */
const KEPT_PAGES = 16;

/** `dist/ssr/entry-server.js` beside the built client, when it was built. */
export async function loadFirstScreens(app: FastifyInstance, webRoot: string): Promise<FirstScreens | null> {
  const bundle = join(webRoot, '../ssr/entry-server.js');
  if (!existsSync(bundle)) return null;
  const { render } = (await import(pathToFileURL(bundle).href)) as { render: SsrRender };
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');

  async function call(req: FastifyRequest, url: string): Promise<unknown> {
    const res = await app.inject({
      method: 'GET',
      url,
      // The visitor's address, so the calls count against the visitor's own limits.
      remoteAddress: req.ip,
      headers: { accept: 'application/json' },
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.json();
  }

  /**
   * GET /api/sites, asked with the ETag of its last answer: while the list, the free places and
   * open-now are unchanged it answers 304 and neither it nor this parses the list again. The
   * ETag names the answer (sites routes), so it keys the kept home page too.
   */
  const lastSites = new Map<string, { etag: string; value: unknown }>();
  async function callSites(req: FastifyRequest, q: string): Promise<{ etag: string; value: unknown }> {
    const url = `/api/sites${q}`;
    const last = lastSites.get(q);
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: req.ip,
      headers: { accept: 'application/json', ...(last ? { 'if-none-match': last.etag } : {}) },
    });
    if (res.statusCode === 304 && last) return last;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    const got = { etag: String(res.headers.etag ?? ''), value: res.json() };
    if (got.etag) lastSites.set(q, got);
    return got;
  }

  /**
   * The home page of several car parks, kept while what it is rendered from is the same: the
   * path's language choice and theme preview, the styling answer and the sites answer's ETag
   * (which moves with the catalogue, the free places, open-now and the minute). Its HTML and
   * compressed forms are then made once, not per visitor.
   */
  const keptPages = new Map<string, CachedAnswer>();
  function keep(key: string, html: string): CachedAnswer {
    const answer = new CachedAnswer(html, 'text/html; charset=utf-8');
    keptPages.delete(key);
    keptPages.set(key, answer);
    // The oldest goes first: a map of a few, not one per theme name a visitor makes up.
    if (keptPages.size > KEPT_PAGES) keptPages.delete(keptPages.keys().next().value!);
    return answer;
  }

  return {
    async render(req) {
      const url = new URL(req.url, 'http://shop');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const fromQuery = url.searchParams.get('lang');
      const fromCookie = parseCookie(req.headers.cookie, LANGUAGE_COOKIE);
      const choice = isLanguageCode(fromQuery) ? fromQuery : isLanguageCode(fromCookie) ? fromCookie : null;
      const lang = choice ? `lang=${choice}` : '';
      const home = path === '/';
      // A booking's first step: the frame (heading and the product line, so the templates) only;
      // the step's own code renders in the browser.
      const frame = PERIOD_PATH.test(path);
      // A car park's page (/p/{siteId}): rendered with the list it is read from, 404 when unknown.
      const siteId = SITE_PATH.exec(path)?.[1];
      const q = lang ? `?${lang}` : '';
      // The car parks beside the styling: on the home page (a shop with several shows their list)
      // and a site's page; without their answer the home page is the one-site page.
      const [styling, sitesAnswer] = await Promise.all([
        call(req, `/api/page/styling${q}`),
        home || siteId !== undefined ? callSites(req, q).catch(() => null) : null,
      ]);
      const sites = sitesAnswer?.value ?? null;
      const unknownSite = siteId !== undefined && !listsSite(sites, siteId);
      // A shop of several car parks leads with their list: its home page needs no product list.
      const siteList = home && severalSites(sites);
      const notFound =
        unknownSite || (!home && !frame && !isNavigationPath(styling, path) && !isClientRoute(path));
      if (!home && !frame && siteId === undefined && !notFound && !isNavigationPath(styling, path))
        return null;
      const [templates, config, page, site] = await Promise.all(
        notFound
          ? [null, null, null, null]
          : frame
            ? [call(req, `/api/booking/templates${q}`), null, null, null]
            : siteList
              ? [null, null, null, null]
              : home || siteId !== undefined
                ? [
                    // A car park's page shows its own products only, and hydrates from those.
                    siteId === undefined
                      ? call(req, `/api/booking/templates${q}`)
                      : call(
                          req,
                          `/api/booking/templates?site=${encodeURIComponent(siteId)}${lang ? `&${lang}` : ''}`,
                        ).catch(() => null),
                    call(req, `/api/booking/config${q}`),
                    null,
                    // The address, hours and free places (ADR 050): without them the page still renders.
                    home ? call(req, '/api/page/site').catch(() => null) : null,
                  ]
                : [
                    null,
                    null,
                    call(req, `/api/page/data?url=${encodeURIComponent(path)}${lang ? `&${lang}` : ''}`),
                    null,
                  ],
      );
      const pageKey =
        siteList && sitesAnswer?.etag
          ? [choice, url.searchParams.get('theme'), sitesAnswer.etag, contentHash(JSON.stringify(styling))].join(
              '\n',
            )
          : null;
      const kept = pageKey === null ? undefined : keptPages.get(pageKey);
      if (kept) return { answer: kept, status: 200 };
      const state: SsrState = {
        path,
        choice,
        themePreview: url.searchParams.get('theme'),
        styling,
        templates,
        ...(siteId !== undefined && templates !== null ? { templatesSite: siteId } : {}),
        config,
        page,
        site,
        // With an unknown site too: its page renders the shop's "not found" from the list.
        ...(sites !== null ? { sites } : {}),
        ...(notFound ? { notFound: true } : {}),
      };
      const out = await render(state);
      const html = fillTemplate(template, state, out);
      // A lazy part still rendered as its fallback is not kept: the next render may have it.
      if (pageKey !== null && !notFound && !out.html.includes('<!--$!-->'))
        return { answer: keep(pageKey, html), status: 200 };
      return { html, status: notFound ? 404 : 200 };
    },
  };
}

const PERIOD_PATH = /^\/period\/[^/]+$/;
const SITE_PATH = /^\/p\/([^/]+)$/;

/**
 * Whether the sites' answer names `id`. Without an answer (the call failed) the page is left to
 * the client, which says what it finds.
 */
function listsSite(sites: unknown, id: string): boolean {
  const list = (sites as { sites?: Array<{ id?: unknown }> } | null)?.sites;
  return !Array.isArray(list) || list.some((s) => s.id === id);
}

function severalSites(sites: unknown): boolean {
  const list = (sites as { sites?: unknown[] } | null)?.sites;
  return Array.isArray(list) && list.length > 1;
}

function isNavigationPath(styling: unknown, path: string): boolean {
  const nav = (styling as { styling?: { navigation?: Array<{ urlPath?: unknown }> } }).styling?.navigation;
  return Array.isArray(nav) && nav.some((n) => n.urlPath === path);
}

function parseCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, v] = part.trim().split('=');
    if (k === name) return v;
  }
  return undefined;
}

function embedded(state: SsrState, href: string): boolean {
  if (href === '/api/page/styling') return state.styling !== null;
  if (href === '/api/booking/templates') return state.templates !== null;
  if (href === '/api/booking/config') return state.config !== null;
  return false;
}

/** JSON inside `<script>`: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function fillTemplate(template: string, state: SsrState, out: SsrRendered): string {
  const scripts: string[] = [];
  const notice =
    `<noscript><p data-testid="noscript" style="margin:0;padding:12px 16px;background:#fff4e5;` +
    `color:#4a2c00;font-family:system-ui,sans-serif;text-align:center">${out.noScript}</p></noscript>`;
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${out.htmlLang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${out.title}</title>`)
      // The first calls' answers in the page are not fetched again: no preload for them.
      .replace(/\s*<!-- The first calls[^>]*-->/, '')
      .replace(
        /\s*<link rel="preload" href="(\/api\/[^"]*)" as="fetch" crossorigin \/>/g,
        (tag, href: string) => (embedded(state, href) ? '' : tag),
      )
      .replace('</head>', `${out.styleTag}</head>`)
      .replace(/\s*<script type="module"[^>]*><\/script>/, (tag) => {
        scripts.push(tag.trim());
        return '';
      })
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
        scripts.push(
          tag.trim().replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
        );
        return '';
      })
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*<\/div>/,
        `${notice}<div id="root">${out.html}</div>` +
          `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
      )
      .replace('</body>', `${scripts.join('')}</body>`)
  );
}
