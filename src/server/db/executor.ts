import type { Db } from './client';

/** The database or an open transaction: repositories that may run inside a caller's transaction take it. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction. The transaction is handed on as a `Db` so that a repository
 * built on it (or given it) needs no second type; Drizzle's transaction object has the same
 * query surface.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((raw) => work(raw as unknown as Db));
}
