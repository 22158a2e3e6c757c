import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import { pageDataQuerySchema, pageDataSchema, stylingResponseSchema } from '../../../shared/schemas/page';
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
};
