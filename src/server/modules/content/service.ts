import sanitizeHtml from 'sanitize-html';
import { firstSite, siteTimeZone } from '../../config/sites';
import type { PageData, SiteInfo, StylingResponse, WebManifest } from '../../../shared/schemas/page';
import type { OpeningHours } from '../../../shared/schemas/booking';
import { openingStatus } from '../../../shared/domain/opening-hours';
import { THEME_COLOURS } from '../../../shared/theme-colours';
import { DomainError } from '../../errors';
import type { ShopConfig } from '../../config/shop-config';
import { entranceOf } from '../../config/entrance';
import { localize, perLanguage, type LocalizedText } from '../../config/localized';
import { LANGUAGE_INFO, type LanguageCode } from '../../../shared/i18n/languages';
import { perSnapshot, type CatalogueReader } from '../../platform/catalogue/view';

/**
 * Operator HTML is rendered by the client as markup, so it is cleaned once at start:
 * no scripts, no event handlers, no javascript: URLs.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
  });
}

/** What the content answers are made of: one revision's styling, pages and lead, per language. */
interface Content {
  styling: Record<LanguageCode, StylingResponse>;
  pages: Record<LanguageCode, Map<string, PageData>>;
  shopLanguage: LanguageCode;
  address: string | null;
  openingHours: OpeningHours | undefined;
  timeZone: string;
}

function contentOf(shop: ShopConfig): Content {
  const shopLanguage = shop.shop.language;
  return {
    shopLanguage,
    // The car park's entrance (ADR 054), from the one place the catalogue keeps it.
    address: entranceOf(shop)?.line ?? null,
    openingHours: firstSite(shop).openingHours,
    timeZone: siteTimeZone(shop, firstSite(shop)),
    // Both answers depend only on the config and the language: computed once, served from memory.
    styling: perLanguage((lang) => {
      const text = (t: LocalizedText) => localize(t, lang, shopLanguage);
      return {
        styling: {
          websiteName: text(shop.styling.websiteName),
          shopLanguage,
          theme: shop.shop.theme,
          navigation: shop.styling.navigation.map(({ title, urlPath, position }) => ({
            title: text(title),
            urlPath,
            position,
          })),
          landing: { header: text(shop.styling.landing.header) },
          footerContent: text(shop.styling.footerContent),
          timeZone: shop.shop.timeZone,
        },
        options: {
          enableCustomerShop: shop.options.enableCustomerShop,
          enableSignUp: shop.options.enableCustomerShop && shop.options.enableSignUp,
        },
      };
    }),
    pages: perLanguage((lang) => {
      const text = (t: LocalizedText) => localize(t, lang, shopLanguage);
      return new Map(
        shop.styling.navigation.map((n) => [
          normalizePath(n.urlPath),
          { title: text(n.page.title ?? n.title), content: sanitizeContent(text(n.page.content)) },
        ]),
      );
    }),
  };
}

/** The shop's styling, pages, manifest, favicon and home page lead, from the catalogue in force. */
export class ContentService {
  /** Built again only for a new revision of the catalogue (or a tariff switch). */
  private readonly content: () => Content;

  constructor(deps: { catalogue: CatalogueReader }) {
    this.content = perSnapshot(deps.catalogue, ({ config }) => contentOf(config));
  }

  /** `language` is the visitor's (the `lang` query); without it the shop language. */
  getStyling(language?: LanguageCode): StylingResponse {
    const { styling, shopLanguage } = this.content();
    return styling[language ?? shopLanguage];
  }

  /**
   * The web app manifest: the styling's website name as the app's name, the theme's
   * colour for the browser's bar, the favicon as its icon.
   */
  getManifest(language?: LanguageCode): WebManifest {
    const { websiteName, theme, shopLanguage } = this.getStyling(language).styling;
    const colours = THEME_COLOURS[theme];
    const name = websiteName.trim() || 'Parken';
    return {
      name,
      // Home screens cut longer names off; the first word reads better than a cut one.
      short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
      lang: LANGUAGE_INFO[language ?? shopLanguage].htmlLang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colours.primary,
      background_color: colours.background,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    };
  }

  /** The favicon: the parking sign's white P on the theme's colour. */
  getFavicon(): string {
    const { primary } = THEME_COLOURS[this.getStyling().styling.theme];
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      `<rect width="64" height="64" rx="14" fill="${primary}"/>` +
      '<path d="M22 50V14h13a11 11 0 0 1 0 22h-6v14z M29 21v8h6a4 4 0 0 0 0-8z" fill="#fff" fill-rule="evenodd"/>' +
      '</svg>'
    );
  }

  /**
   * The home page's lead (ADR 050): address, hours and whether the car park is open now, and
   * the walk-in places free (a count from the barrier's memory, or null).
   */
  getSite(now: Date, freePlaces: number | null): SiteInfo {
    const { address, openingHours, timeZone } = this.content();
    const { open, changesAt } = openingStatus(openingHours, now, timeZone);
    return {
      address,
      openingHours: openingHours ?? null,
      open,
      changesAt: changesAt?.toISOString() ?? null,
      freePlaces,
      at: now.toISOString(),
    };
  }

  getPage(url: string, language?: LanguageCode): PageData {
    const { pages, shopLanguage } = this.content();
    const page = pages[language ?? shopLanguage].get(normalizePath(url));
    if (!page) throw new DomainError('PAGE_NOT_FOUND', 'No content page at this path');
    return page;
  }
}

/** `/impressum/` and `impressum` find `/impressum`. */
function normalizePath(p: string): string {
  const path = p.split(/[?#]/)[0].trim();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
