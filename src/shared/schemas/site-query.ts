import { z } from 'zod';

/**
 * The back office's site switcher on a list (ADR 060): one site's rows only. Absent: every
 * site the operator sees; a site outside the operator's answers 404 NOT_FOUND.
 */
export const siteQueryParam = z
  .string()
  .max(64)
  .optional()
  .describe("One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND");
