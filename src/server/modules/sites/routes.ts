import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, languageQuerySchema } from '../../../shared/schemas/common';
import { publicSiteSchema, sitesResponseSchema, type SitesResponse } from '../../../shared/schemas/sites';
import { CachedAnswer } from '../../platform/http/cached-answer';
import type { SitesService } from './service';

/** Like the home page's site info: free places and open-now move slowly. */
const SITES_MAX_AGE_S = 30;

const NOTE = `Not in the spec (ADR 060). Names and directions in \`lang\` (default: the shop's language). \`freePlaces\` is the site's walk-in capacity less the walk-ins inside, from the barrier's memory, null when the site counts none; a count only. \`priceFrom\` is the lowest \`priceFrom\` of the products on sale valid there (GET /api/booking/config). Cached ${SITES_MAX_AGE_S} s.`;

const LIST_NOTE = `The answer carries an ETag: a request whose If-None-Match names it answers 304 while the list, the free places and open-now are unchanged.`;

export const sitesRoutes: FastifyPluginAsyncZod<{ sites: SitesService; clock: () => Date }> = async (
  app,
  { sites, clock },
) => {
  // The service answers the same list object while it holds: serialized and compressed once.
  const answers = new WeakMap<SitesResponse, CachedAnswer>();
  app.get(
    '/api/sites',
    {
      schema: {
        tags: ['content'],
        operationId: 'listSites',
        summary: 'The car parks: entrance, opening hours, open now, free places, products, cheapest price',
        description: `In the shop's order; a one-site shop answers its one site. ${NOTE} ${LIST_NOTE}`,
        querystring: languageQuerySchema,
        response: {
          200: sitesResponseSchema,
          304: z.null().describe('Not modified: If-None-Match named the current answer'),
          400: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${SITES_MAX_AGE_S}`);
      const list = await sites.list(clock(), req.query.lang, (err) =>
        req.log.warn({ err }, 'free places not counted'),
      );
      let answer = answers.get(list);
      if (!answer) {
        // Checked against the schema as the route's serializer would, once per answer.
        answer = new CachedAnswer(JSON.stringify(sitesResponseSchema.parse(list)));
        answers.set(list, answer);
      }
      return answer.send(req, reply);
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
