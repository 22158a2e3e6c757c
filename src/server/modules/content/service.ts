import sanitizeHtml from 'sanitize-html';
import type { PageData, StylingResponse } from '../../../shared/schemas/page';
import { DomainError } from '../../errors';
import type { ShopConfig } from '../../config/shop-config';

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
  private readonly styling: StylingResponse;
  private readonly pages: Map<string, PageData>;

  constructor(shop: ShopConfig) {
    // Both answers depend only on the config: computed once, served from memory.
    this.styling = {
      styling: {
        websiteName: shop.styling.websiteName,
        shopLanguage: shop.shop.language,
        theme: shop.shop.theme,
        navigation: shop.styling.navigation.map(({ title, urlPath, position }) => ({
          title,
          urlPath,
          position,
        })),
        landing: { header: shop.styling.landing.header },
        footerContent: shop.styling.footerContent,
        timeZone: shop.shop.timeZone,
      },
      options: { enableCustomerShop: shop.options.enableCustomerShop },
    };
    this.pages = new Map(
      shop.styling.navigation.map((n) => [
        normalizePath(n.urlPath),
        { title: n.page.title ?? n.title, content: sanitizeContent(n.page.content) },
      ]),
    );
  }

  getStyling(): StylingResponse {
    return this.styling;
  }

  getPage(url: string): PageData {
    const page = this.pages.get(normalizePath(url));
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
