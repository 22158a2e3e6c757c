import type { FastifyBaseLogger } from 'fastify';
import type { ShopServices } from '../app';

export interface Jobs {
  /** Runs both jobs once (tests, and the first round after start). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background work of one instance: lapse holds whose time ran out (so the lapse is recorded
 * even when nobody polls checkout) and retry queued mails. Both are safe with several
 * instances: every change is a locked, conditional update.
 */
export function startJobs(shop: ShopServices, log: FastifyBaseLogger, intervalMs = 30_000): Jobs {
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    try {
      const lapsed = await shop.payments.lapseExpiredHolds(shop.clock());
      if (lapsed > 0) log.info({ lapsed }, 'lapsed expired holds');
    } catch (err) {
      log.error({ err }, 'lapse job failed');
    }
    try {
      const sent = await shop.mail.deliverDue();
      if (sent > 0) log.info({ sent }, 'sent queued mails');
    } catch (err) {
      log.error({ err }, 'mail retry job failed');
    }
  };
  const tick = () => {
    // Never overlap rounds: a slow database must not stack them up.
    if (running) return;
    running = runOnce().finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
