import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import { publicSiteSchema, sitesResponseSchema } from '../../../shared/schemas/sites';
import type { SitesService } from './service';

/** Like the home page's site info: free places and open-now move slowly. */
const SITES_MAX_AGE_S = 30;

const NOTE = `Not in the spec (ADR 060). Names and directions in \`lang\` (default: the shop's language). \`freePlaces\` is the site's walk-in capacity less the walk-ins inside, from the barrier's memory, null when the site counts none; a count only. \`priceFrom\` is the lowest \`priceFrom\` of the products on sale valid there (GET /api/booking/config). Cached ${SITES_MAX_AGE_S} s.`;

export const sitesRoutes: FastifyPluginAsyncZod<{ sites: SitesService; clock: () => Date }> = async (
  app,
  { sites, clock },
) => {
  app.get(
    '/api/sites',
    {
      schema: {
        tags: ['content'],
        operationId: 'listSites',
        summary: 'The car parks: entrance, opening hours, open now, free places, products, cheapest price',
        description: `In the shop's order; a one-site shop answers its one site. ${NOTE}`,
        querystring: languageQuerySchema,
        response: { 200: sitesResponseSchema, 400: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${SITES_MAX_AGE_S}`);
      return sites.list(clock(), req.query.lang, (err) => req.log.warn({ err }, 'free places not counted'));
    },
  );
  app.get(
    '/api/sites/:id',
    {
      schema: {
        tags: ['content'],
        operationId: 'getSite',
        summary: 'One car park',
        description: `404 SITE_NOT_FOUND for an id no site has. ${NOTE}`,
        params: z.object({ id: z.string().max(200) }),
        querystring: languageQuerySchema,
        response: { 200: publicSiteSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => {
      const site = await sites.get(req.params.id, clock(), req.query.lang, (err) =>
        req.log.warn({ err }, 'free places not counted'),
      );
      reply.header('cache-control', `public, max-age=${SITES_MAX_AGE_S}`);
      return site;
    },
  );
};
