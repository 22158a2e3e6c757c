import { z } from 'zod';

/** GET /api/ticket/{id}/{secret}/wallet: the wallets this ticket can go to; none offered, none named. */
export const walletLinksSchema = z.object({
  /** The `.pkpass` download (Apple Wallet). */
  apple: z.string().optional(),
  /** Google's "Save to Google Wallet" link with the signed pass. */
  google: z.string().optional(),
  /** The shop's wallet identity is the demo's own: phones refuse its passes. */
  demo: z.boolean().optional(),
});
export type WalletLinksView = z.infer<typeof walletLinksSchema>;

/** The PassKit web service (Apple's "Wallet Passes Web Service" reference). */
export const passRegistrationBodySchema = z.object({ pushToken: z.string().min(1).max(200) });
export const passUpdatesSchema = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
export const passLogBodySchema = z.object({ logs: z.array(z.string().max(2000)).max(100) });
