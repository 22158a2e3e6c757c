import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  dashboardSchema,
  MAX_DASHBOARD_DAYS,
} from '../../../shared/schemas/admin-dashboard';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireOperator } from '../../platform/backoffice/guard';
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
        description: `Occupancy now (open stays, walk-in places taken, reservations and permit holders covering now), today's paid bookings and revenue, and per-day bookings and revenue plus stays inside per hour (up to 7 days) or per day over the last \`days\` calendar days in the shop's time zone (1–${MAX_DASHBOARD_DAYS}, 400 VALIDATION otherwise). Revenue: gross of the bills closed on a day minus its credit notes, in cents. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).`,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard.dashboard(req.query.days, clock());
    },
  );
};
