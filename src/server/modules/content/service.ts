import sanitizeHtml from 'sanitize-html';
import type { PageData, StylingResponse } from '../../../shared/schemas/page';
import { DomainError } from '../../errors';
import type { ShopConfig } from '../../config/shop-config';
import { localize, perLanguage, type LocalizedText } from '../../config/localized';
import type { LanguageCode } from '../../../shared/i18n/languages';

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

export class ContentService {
  private readonly styling: Record<LanguageCode, StylingResponse>;
  private readonly pages: Record<LanguageCode, Map<string, PageData>>;
  private readonly shopLanguage: LanguageCode;

  constructor(shop: ShopConfig) {
    const shopLanguage = shop.shop.language;
    this.shopLanguage = shopLanguage;
    // Both answers depend only on the config and the language: computed once, served from memory.
    this.styling = perLanguage((lang) => {
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
        options: { enableCustomerShop: shop.options.enableCustomerShop },
      };
    });
    this.pages = perLanguage((lang) => {
      const text = (t: LocalizedText) => localize(t, lang, shopLanguage);
      return new Map(
        shop.styling.navigation.map((n) => [
          normalizePath(n.urlPath),
          { title: text(n.page.title ?? n.title), content: sanitizeContent(text(n.page.content)) },
        ]),
      );
    });
  }

  /** `language` is the visitor's (the `lang` query); without it the shop language. */
  getStyling(language?: LanguageCode): StylingResponse {
    return this.styling[language ?? this.shopLanguage];
  }

  getPage(url: string, language?: LanguageCode): PageData {
    const page = this.pages[language ?? this.shopLanguage].get(normalizePath(url));
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
