import { z } from 'zod';

/**
 * The back office's parking screens. The lists and devices reuse the access schemas
 * (`./access`: the token API and the back office answer the same shapes); this holds what only
 * operators do by hand.
 */

/** POST /api/admin/stays/:id/close: an open stay whose exit was never read, closed by hand. */
export const closeStayRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3)
    .max(500)
    .describe('Why the stay is closed (kept with the stay and in the audit log)'),
});
export type CloseStayRequest = z.infer<typeof closeStayRequestSchema>;
