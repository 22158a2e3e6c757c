import type { Container, Mount } from '../../container';
import { onBookingsChanged } from '../../db/booking-changes';
import { ApnsPusher, fetchSend, http2Send } from './apns';
import { WalletRepository } from './repository';
import { walletRoutes } from './routes';
import { WalletService, type WalletTickets } from './service';

/**
 * The ticket in the phone's wallet (ADR 068): the Apple pass and its web service, the Google
 * Wallet link. Without wallet keys in the kernel it offers no button and answers
 * WALLET_NOT_CONFIGURED.
 */
export function walletModule(c: Container, tickets: WalletTickets): { routes: { shop: Mount } } {
  const keys = c.wallet ?? {};
  const apns = c.env.WALLET_APPLE_APNS_URL;
  const repo = new WalletRepository(c.db);
  const log = (msg: string, err?: unknown) => c.log.warn({ err }, msg);
  const wallet = new WalletService({
    keys,
    tickets,
    repo,
    catalogue: c.catalogue,
    clock: c.clock,
    publicUrl: c.env.PUBLIC_URL,
    publicOrigin: c.site.publicOrigin,
    // APNs speaks HTTP/2; a plain-http stand-in (a test's, a local relay) is spoken to over fetch.
    ...(keys.apple
      ? {
          pusher: new ApnsPusher({
            baseUrl: apns,
            send: apns.startsWith('http:') ? fetchSend : http2Send(keys.apple),
            log,
          }),
        }
      : {}),
  });
  // A changed ticket changes its pass: after the booking's commit, never inside it.
  onBookingsChanged(c.db, (ids) =>
    c.track(wallet.bookingsChanged(ids).catch((err) => log('wallet pass update failed', err))),
  );
  return { routes: { shop: (app) => app.register(walletRoutes, { wallet }) } };
}
