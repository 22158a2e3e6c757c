import { z } from 'zod';

/** An instant on the wire: ISO 8601 with an explicit offset (the server always answers in UTC, `Z`). */
export const isoInstant = z.iso.datetime({ offset: true });

/** Money is always integer cents (EUR). */
export const cents = z.number().int().nonnegative();

export const languages = ['de', 'en', 'nl', 'ro', 'ch'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Body of every error answer: `code` is stable and translated by the client (`apiError.<code>`). */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `?lang=xx` on the calls that answer operator texts: the visitor's language (default the shop's). */
export const languageQuerySchema = z.object({ lang: languageSchema.optional() });
