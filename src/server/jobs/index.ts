import type { FastifyBaseLogger } from 'fastify';
import type { JobLeader } from './leader';
import type { RetentionResult } from './retention';

/** What the occupancy check reports (ADR 049); the booking module's check answers with it. */
export interface OccupancyReport {
  /** Rows an active booking should have and had not (now made). */
  missing: number;
  /** Rows that should not exist (a booking no longer active, a wrong slot): deleted. */
  extra: number;
  /** Rows of holds that ran out (normal: the lapse job had not come yet): deleted. */
  expired: number;
  /** Rows of slots older than the horizon: deleted (normal upkeep). */
  pruned: number;
  /** The bookings whose rows were made anew. */
  repaired: string[];
}

/**
 * The work the jobs run, each answered by the module that owns it (app.ts hands them over as
 * `app.shop`). Declared here so the jobs know no module.
 */
export interface JobServices {
  clock: () => Date;
  inbox: {
    reconcile(now: Date): Promise<{ settled: number; asked: number }>;
    lapseExpiredHolds(now: Date): Promise<number>;
  };
  cancellations: { staleRefundsToDue(now: Date): Promise<unknown> };
  access: { closeStaleStays(now: Date): Promise<number> };
  reminders: { run(now: Date): Promise<{ reminders: number; failures: number }> };
  mail: { deliverDue(): Promise<number> };
  retention: { run(now: Date): Promise<RetentionResult> };
  occupancy: { run(now: Date): Promise<OccupancyReport> };
}

const RETENTION_EVERY_MS = 3_600_000;
/**
 * The slot occupancy's consistency check (ADR 049). Every writer keeps the rows in its own
 * transaction, so the check finds nothing in normal running: it is the net under a manual SQL
 * edit or a bug, and the upkeep of the table (rows of lapsed holds and of past slots).
 */
const OCCUPANCY_EVERY_MS = 600_000;

export interface Jobs {
  /** Runs every job once, leader or not (tests, operators' tools). */
  runOnce(): Promise<void>;
  /** No further rounds; resolves once a round in flight has finished and the lead is given up. */
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Milliseconds between rounds (JOBS_INTERVAL_MS). */
  intervalMs?: number;
  /** With several instances: only the leader runs the rounds. Without it, this instance does. */
  leader?: JobLeader;
}

/**
 * Background work: reconcile payments with the provider (apply stored answers a crash left
 * unsettled, ask about payments pending for minutes), lapse holds whose time ran out (so the
 * lapse is recorded even when nobody polls checkout), close parking stays whose exit was never
 * read (parking.staleStayHours), queue reminder mails, retry queued mails, every ten
 * minutes compare the slot occupancy with the bookings (ADR 049) and, once an hour,
 * delete what the retention settings let go (jobs/retention.ts). With several instances on one
 * database the leader alone runs them (one round per tick across the shop, one provider
 * look-up per stale payment); every change is also a locked, conditional update, so a round
 * that overlaps a leader change still records each fact once.
 */
export function startJobs(shop: JobServices, log: FastifyBaseLogger, opts: JobOptions = {}): Jobs {
  const intervalMs = opts.intervalMs ?? 30_000;
  let running: Promise<void> | null = null;
  let stopped = false;
  // Retention deletes by days: once an hour is plenty (the first round runs at start).
  let lastRetention: number | null = null;
  let lastOccupancy: number | null = null;
  const runOnce = async () => {
    try {
      // First what providers said but was never settled (a crash), and payments open for
      // minutes (a missed webhook); then the holds that ran out.
      const r = await shop.inbox.reconcile(shop.clock());
      if (r.settled > 0 || r.asked > 0) log.info(r, 'reconciled payments with the provider');
    } catch (err) {
      log.error({ err }, 'reconciliation job failed');
    }
    try {
      const lapsed = await shop.inbox.lapseExpiredHolds(shop.clock());
      if (lapsed > 0) log.info({ lapsed }, 'lapsed expired holds');
    } catch (err) {
      log.error({ err }, 'lapse job failed');
    }
    try {
      await shop.cancellations.staleRefundsToDue(shop.clock());
    } catch (err) {
      log.error({ err }, 'refund check job failed');
    }
    try {
      const closed = await shop.access.closeStaleStays(shop.clock());
      if (closed > 0) log.info({ closed }, 'closed stays whose exit was never read');
    } catch (err) {
      log.error({ err }, 'stale stay job failed');
    }
    try {
      // Before the mail retry: a reminder queued now goes out in this round.
      const r = await shop.reminders.run(shop.clock());
      if (r.reminders + r.failures > 0) log.info(r, 'queued reminder mails');
    } catch (err) {
      log.error({ err }, 'reminder job failed');
    }
    try {
      const sent = await shop.mail.deliverDue();
      if (sent > 0) log.info({ sent }, 'sent queued mails');
    } catch (err) {
      log.error({ err }, 'mail retry job failed');
    }
    const now = shop.clock().getTime();
    if (lastOccupancy === null || now - lastOccupancy >= OCCUPANCY_EVERY_MS || now < lastOccupancy) {
      lastOccupancy = now;
      try {
        await checkOccupancy(shop, log);
      } catch (err) {
        log.error({ err }, 'occupancy check failed');
      }
    }
    if (lastRetention === null || now - lastRetention >= RETENTION_EVERY_MS || now < lastRetention) {
      lastRetention = now;
      try {
        const r = await shop.retention.run(shop.clock());
        if (r.inbox + r.mails + r.sessions + r.audit + r.bookings + r.stays + r.reads > 0)
          log.info(r, 'retention: deleted old rows');
      } catch (err) {
        log.error({ err }, 'retention job failed');
      }
    }
  };
  const round = async () => {
    if (opts.leader && !(await opts.leader.lead())) return;
    // stop() may have come while we asked for the lead.
    if (!stopped) await runOnce();
  };
  const tick = () => {
    // Never overlap rounds: a slow database must not stack them up.
    if (running || stopped) return;
    running = round().finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await opts.leader?.release();
    },
  };
}

/**
 * Compares the slot occupancy with the active bookings and repairs it (ADR 049); logs what it
 * found. A difference is an error worth a look (a manual SQL edit, a bug): every writer keeps
 * the rows with its booking. Rows of lapsed holds and of past slots are normal upkeep.
 */
export async function checkOccupancy(
  shop: Pick<JobServices, 'occupancy' | 'clock'>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<OccupancyReport> {
  const r = await shop.occupancy.run(shop.clock());
  if (r.missing + r.extra > 0) {
    log.error(
      { missing: r.missing, extra: r.extra, bookings: r.repaired.slice(0, 20), repaired: r.repaired.length },
      'slot occupancy differed from the bookings; repaired',
    );
  } else if (r.expired + r.pruned > 0) {
    log.info(
      { expired: r.expired, pruned: r.pruned },
      'slot occupancy: deleted rows of lapsed holds and past slots',
    );
  }
  return r;
}
