import type { Database, Db } from '../../db/client';
import { listenForSchema } from '../../db/listen';
import type { Catalogue } from './catalogue';
import { CATALOGUE_CHANNEL, type CatalogueRepository } from './repository';

/**
 * Apps of one process on one database (tests, and PGlite, which is one process anyway) hear
 * each other's catalogue writes through this in-process list; other processes hear NOTIFY.
 */
const local = new WeakMap<Db, Set<() => void>>();

export function announceLocally(db: Db): void {
  for (const fn of local.get(db) ?? []) fn();
}

/** Waiters for the next revision a sync on this database applies (nextRevisionApplied). */
const appliedWaiters = new WeakMap<Db, Set<(revision: number) => void>>();

/**
 * Resolves with the revision once a catalogue synced on `db` (startCatalogueSync) has taken a
 * stored revision newer than `after` — lets a caller (a test) wait for the change to arrive
 * instead of polling. Ask before the write, so the change cannot pass unseen.
 */
export function nextRevisionApplied(db: Db, after: number): Promise<number> {
  const waiters = appliedWaiters.get(db) ?? new Set<(revision: number) => void>();
  appliedWaiters.set(db, waiters);
  return new Promise((resolve) => {
    const fn = (revision: number) => {
      if (revision <= after) return;
      waiters.delete(fn);
      resolve(revision);
    };
    waiters.add(fn);
  });
}

export interface SyncLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Keeps this instance's catalogue on the stored revision (ADR 025):
 * - PostgreSQL: LISTEN on a dedicated connection; a lost connection is re-opened (1 s, then
 *   doubling up to 30 s) and the catalogue re-read, since NOTIFYs sent meanwhile are lost;
 * - every `intervalMs` a cheap revision check as the fallback (a NOTIFY can be lost with its
 *   connection before we notice);
 * - in-process writers announce themselves (announceLocally).
 * A reload takes the stored state only when its revision is newer.
 */
export function startCatalogueSync(opts: {
  db: Db;
  database?: Pick<Database, 'kind' | 'schemaName' | 'dedicatedConnection'>;
  repo: CatalogueRepository;
  catalogue: Catalogue;
  intervalMs: number;
  log: SyncLog;
}): { stop(): Promise<void> } {
  const { repo, catalogue, log } = opts;
  let reloading: Promise<void> | undefined;
  // A notification that arrives while a read is under way may announce a commit that read did
  // not see: it marks the state stale and the running reload reads once more when done.
  let stale = false;
  const reload = () => {
    stale = true;
    // One read at a time; a burst of notifications during a read costs one more read.
    reloading ??= (async () => {
      try {
        while (stale) {
          stale = false;
          try {
            // Only what changed since the state held here (the whole catalogue when that is unknown).
            const state = await repo.loadSince(catalogue.stored);
            if (state) catalogue.replace(state);
            for (const fn of appliedWaiters.get(opts.db) ?? []) fn(catalogue.revision);
          } catch (err) {
            log.warn({ err }, 'catalogue reload failed');
          }
        }
      } finally {
        reloading = undefined;
      }
    })();
    return reloading;
  };

  const peers = local.get(opts.db) ?? new Set<() => void>();
  local.set(opts.db, peers);
  const onLocal = () => void reload();
  peers.add(onLocal);

  const timer = setInterval(() => {
    void repo
      .revision()
      .then((r) => (r !== undefined && r > catalogue.revision ? reload() : undefined))
      .catch((err: unknown) => log.warn({ err }, 'catalogue revision check failed'));
  }, opts.intervalMs);
  timer.unref();

  const database = opts.database;
  const listener =
    database?.kind === 'postgres'
      ? listenForSchema({
          database,
          channel: CATALOGUE_CHANNEL,
          what: 'catalogue',
          log,
          onPayload: () => void reload(),
          // Changes made while we were not listening.
          onListening: () => reload(),
        })
      : undefined;

  return {
    async stop() {
      clearInterval(timer);
      peers.delete(onLocal);
      await listener?.stop();
      await reloading;
    },
  };
}
