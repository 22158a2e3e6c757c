import { z } from 'zod';

/** POST /api/renewal-link: a reminder mail's one-click renewal (ADR 044). */
export const renewalLinkRequestSchema = z.object({
  token: z.string().min(20).max(100),
});
export type RenewalLinkRequest = z.infer<typeof renewalLinkRequestSchema>;

/** GET and PUT /sapi/customer/reminders: which reminder mails the customer gets. */
export const reminderSettingsSchema = z.object({
  /** The mail some days before a permit ends, with the one-click renewal. */
  endReminder: z.boolean(),
  /** The mail when a renewal's payment fails. */
  renewalFailure: z.boolean(),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsSchema>;
