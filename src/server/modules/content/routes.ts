import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import {
  pageDataQuerySchema,
  pageDataSchema,
  siteInfoSchema,
  stylingResponseSchema,
  webManifestSchema,
} from '../../../shared/schemas/page';
import type { ContentService } from './service';
import { mediaResponse } from '../../platform/http/openapi';

/** How long a browser or proxy may keep the site answer: the free places move slowly. */
const SITE_MAX_AGE_S = 30;

export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  freePlaces: (now: Date) => Promise<number | null>;
  clock: () => Date;
}> = async (app, { content, freePlaces, clock }) => {
  app.get(
    '/api/page/styling',
    {
      schema: {
        tags: ['content'],
        operationId: 'getStyling',
        summary: 'Shop name, colours, logo and texts of the start page',
        querystring: languageQuerySchema,
        response: { 200: stylingResponseSchema, 400: errorBodySchema },
      },
    },
    async (req) => content.getStyling(req.query.lang),
  );
  app.get(
    '/api/page/data',
    {
      schema: {
        tags: ['content'],
        operationId: 'getPageData',
        summary: 'A content page of the shop (imprint, terms, ...)',
        querystring: pageDataQuerySchema,
        response: { 200: pageDataSchema, 404: errorBodySchema },
      },
    },
    async (req) => content.getPage(req.query.url, req.query.lang),
  );
  app.get(
    '/api/page/site',
    {
      schema: {
        tags: ['content'],
        operationId: 'getSiteInfo',
        summary: "The home page's lead: address, opening hours, open now, walk-in places free",
        description: `Not in the spec (ADR 050). \`freePlaces\` is parking.capacity less the walk-ins inside, from the barrier's memory (no query per request), null without a walk-in capacity; a count only. Cached ${SITE_MAX_AGE_S} s.`,
        response: { 200: siteInfoSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${SITE_MAX_AGE_S}`);
      const now = clock();
      // The count is extra: without it the page still shows the address and hours.
      const free = await freePlaces(now).catch((err: unknown) => {
        req.log.warn({ err }, 'free places not counted');
        return null;
      });
      return content.getSite(now, free);
    },
  );
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['content'],
        operationId: 'getWebManifest',
        summary: "The shop as an app: the styling's website name, the theme's colour, the favicon",
        querystring: languageQuerySchema,
        response: {
          200: mediaResponse('The web app manifest', { 'application/manifest+json': webManifestSchema }),
          400: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.type('application/manifest+json; charset=utf-8');
      return content.getManifest(req.query.lang);
    },
  );
  // The favicon in the theme's colour (an SVG the manifest names as the app's icon).
  app.get('/favicon.svg', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('image/svg+xml').send(content.getFavicon());
  });
};
