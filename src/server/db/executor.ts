import type { Db } from './client';

/** The database or an open transaction: repositories that may run inside a caller's transaction take it. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The one way to open a transaction: runs `work` in a transaction on `executor`. On the database
 * that is a new transaction; inside a transaction a savepoint, which commits with the outer one.
 * The transaction is handed on as a `Db`, so a repository built on it (or given it) needs no
 * second type; Drizzle's transaction object has the same query surface. Hooks registered with
 * `afterCommit` run once the outermost transaction has committed, never after a rollback.
 */
export async function inTransaction<T>(
  executor: DbExecutor,
  work: (tx: Db) => Promise<T>,
  /** Isolation level and access mode, e.g. one read-only snapshot for several reads. */
  config?: Parameters<Db['transaction']>[1],
): Promise<T> {
  const outer = scopes.get(executor);
  const scope: Scope = outer ?? { root: executor, hooks: [] };
  const result = await (executor as Db).transaction(async (raw) => {
    scopes.set(raw, scope);
    return work(raw as unknown as Db);
  }, config);
  if (!outer) for (const hook of scope.hooks.splice(0)) runHook(hook);
  return result;
}

// ---- after the commit ----

interface Scope {
  /** The database the transaction runs on (whose listeners hear its changes). */
  root: object;
  /** Run once the outermost transaction has committed (never after a rollback). */
  hooks: Array<() => void>;
}

/** Open transactions (and savepoints inside them), with their outermost transaction's hooks. */
const scopes = new WeakMap<object, Scope>();

function runHook(hook: () => void): void {
  try {
    hook();
  } catch (err) {
    // A listener's fault must not turn a committed write into an error answer.
    process.emitWarning(`after-commit hook failed: ${(err as Error).message}`);
  }
}

/**
 * Runs `fn` once what `executor` wrote is committed: at the end of its outermost transaction,
 * or at once when `executor` is the database itself (the statement the caller awaited has
 * committed already). Never after a rollback.
 */
export function afterCommit(executor: DbExecutor, fn: () => void): void {
  const scope = scopes.get(executor);
  if (scope) scope.hooks.push(fn);
  else runHook(fn);
}

/** The database a transaction runs on (itself for the database). */
export function rootOf(executor: DbExecutor): object {
  return scopes.get(executor)?.root ?? executor;
}
