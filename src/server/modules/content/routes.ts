import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import {
  pageDataQuerySchema,
  pageDataSchema,
  stylingResponseSchema,
  webManifestSchema,
} from '../../../shared/schemas/page';
import type { ContentService } from './service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
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
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['content'],
        operationId: 'getWebManifest',
        summary: "The shop as an app: the styling's website name, the theme's colour, the favicon",
        querystring: languageQuerySchema,
        response: { 200: webManifestSchema, 400: errorBodySchema },
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
