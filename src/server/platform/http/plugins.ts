import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import type { PublicUrlInfo } from '../../config/public-url';
import type { Db } from '../../db/client';
import { registerRateLimits } from '../limits/rate-limit';
import { crossSiteGuard } from './cross-site';
import { untrustedProxyGuard } from './proxy-check';
import { errorHandler } from './error-handler';
import { errorBodySchema } from '../../../shared/schemas/common';
import { addEdgeResponses, describeResponses, openApiFrame } from './openapi';

/** Extra sources a payment widget needs in the CSP (SumUp's card widget). */
export interface WidgetCsp {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

/**
 * The back office's CSP: the shop's own origin only; no frames, in or out. `logoOrigin`, the
 * https origin of the configured logo (shop-brand.ts `logoOrigin`), joins img-src and nothing
 * else, so the settings screen can show the logo it names; no fetch by the server.
 */
export function backOfficeCsp(logoOrigin?: string): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    `img-src 'self' data:${logoOrigin ? ` ${logoOrigin}` : ''}`,
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // MUI/emotion inject style elements at run time.
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/** The back office's CSP with no logo of another origin. */
export const BACK_OFFICE_CSP = backOfficeCsp();

/** The back office's pages (/admin, /admin/...) and calls (/api/admin/...). */
export function isBackOfficePath(url: string): boolean {
  return /^\/(api\/)?admin(\/|\?|$)/.test(url);
}

/** The HTTP edge every route stands behind, in its order: headers, limits, cookies, cross-site, compression, API docs, errors. */
export async function registerHttpPlatform(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    site: PublicUrlInfo;
    widgetCsp?: WidgetCsp;
    shopName: string;
    sessionCookie: string;
    /** The configured logo's https origin now (the catalogue can change it), for the back office's img-src. */
    logoOrigin?: () => string | undefined;
  },
): Promise<void> {
  const { env, widgetCsp } = opts;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // MUI/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...(widgetCsp?.styleSrc ?? [])],
        imgSrc: ["'self'", 'data:', ...(widgetCsp?.imgSrc ?? [])],
        // SumUp's card widget, only when SumUp is the provider (payments/providers.ts).
        ...(widgetCsp
          ? {
              scriptSrc: ["'self'", ...widgetCsp.scriptSrc],
              connectSrc: ["'self'", ...widgetCsp.connectSrc],
              frameSrc: ["'self'", ...widgetCsp.frameSrc],
            }
          : {}),
        // The shop may run on plain http (demo, intranet); do not force https sub-requests.
        upgradeInsecureRequests: null,
      },
    },
  });
  // The back office (its pages and its calls) gets a CSP of its own, without the payment
  // widget's third parties: a script of SumUp's CDN has no business on a page that
  // lists customers and refunds money, and nothing may frame it.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isBackOfficePath(req.url))
      reply.header('content-security-policy', backOfficeCsp(opts.logoOrigin?.()));
    return payload;
  });
  // A public shop behind a proxy it was not told about: warned once, operator calls refused.
  await untrustedProxyGuard(app, { site: opts.site, trustProxy: env.TRUST_PROXY });
  // Global and per-route limits (config/rate-limits.ts); before any route is added.
  await registerRateLimits(app, env, opts.db);
  // Cookies are parsed only by the routes that need the session (hook: false).
  await app.register(fastifyCookie, { hook: false });
  // JSON calls take only application/json: Fastify's text/plain parser would let a cross-site
  // form or no-cors fetch reach them. Forms are parsed only by the two routes that get them
  // (the demo page, Mollie's webhook), in their own plugins. Other types answer 415.
  app.removeContentTypeParser('text/plain');
  await app.register(crossSiteGuard, { site: opts.site });
  // Larger JSON (templates, config, pages, API docs) travels compressed for weak mobile
  // connections; small answers such as a price are not worth the CPU. Static files come
  // precompressed from the build.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: openApiFrame({
      shopName: opts.shopName,
      publicUrl: env.PUBLIC_URL,
      sessionCookie: opts.sessionCookie,
    }),
    transform: jsonSchemaTransform,
    transformObject: (d) => describeResponses('openapiObject' in d ? d.openapiObject : d.swaggerObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Before the modules' routes: every documented route also names the edge's error answers.
  app.addHook('onRoute', addEdgeResponses(errorBodySchema));
  app.setErrorHandler(errorHandler);
}
