import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  dashboardSchema,
  MAX_DASHBOARD_DAYS,
} from '../../../shared/schemas/admin-dashboard';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
import { siteScopeOf } from '../../platform/backoffice/site-scope';
import type { DashboardService } from './service';

/** GET /api/admin/dashboard: read-only, so every role may see it. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  clock: () => Date;
}> = async (app, { dashboard, clock }) => {
  app.get(
    '/api/admin/dashboard',
    {
      // The session guard runs before validation: no session is a 401 whatever the query says.
      preValidation: requireOperator('viewer'),
      schema: {
        operationId: 'adminGetDashboard',
        summary: "Occupancy now, today's bookings and revenue, and series over the last days",
        tags: ['admin'],
        security: [{ operatorSession: [] }],
        description: `Occupancy now (open stays, walk-in places taken, reservations and permit holders covering now), today's paid bookings and revenue, and per-day bookings and revenue plus stays inside per hour (up to 7 days) or per day over the last \`days\` calendar days in the shop's time zone (1–${MAX_DASHBOARD_DAYS}, 400 VALIDATION otherwise). Revenue: gross of the bills closed on a day minus its credit notes, in cents. Sites: \`site\` narrows every figure to one site; an operator limited to sites sees only theirs (404 NOT_FOUND for another or an unknown site); money and cars count at the booking's or stay's site, so a product valid at several sites shows only in the all-sites view. A shop with several sites also gets \`sites\`: each site's stays, walk-ins, occupancy and this month's revenue (walk-in vs booked) side by side, plus one row for the products valid at several sites. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).`,
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard.dashboard(req.query.days, clock(), siteScopeOf(req.operator, req.query.site));
    },
  );
};
