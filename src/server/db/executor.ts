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

// ---- after the commit ----

interface Scope {
  /** The database the transaction runs on (whose listeners hear its changes). */
  root: object;
  /** Run once the outermost transaction has committed (never after a rollback). */
  hooks: Array<() => void>;
}

/** Open transactions (and nested ones) of a tracked database, with their commit hooks. */
const scopes = new WeakMap<object, Scope>();
const tracked = new WeakSet<object>();

type TransactionFn = (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

function wrapTransactions(target: { transaction: TransactionFn }, root: object, outer?: Scope): void {
  const original = target.transaction.bind(target);
  target.transaction = async (fn, config) => {
    const scope: Scope = outer ?? { root, hooks: [] };
    const result = await original(async (tx) => {
      scopes.set(tx as object, scope);
      // A savepoint inside commits with the outer transaction: its hooks wait for that.
      wrapTransactions(tx as { transaction: TransactionFn }, root, scope);
      return fn(tx);
    }, config);
    if (!outer) for (const hook of scope.hooks.splice(0)) runHook(hook);
    return result;
  };
}

function runHook(hook: () => void): void {
  try {
    hook();
  } catch (err) {
    // A listener's fault must not turn a committed write into an error answer.
    process.emitWarning(`after-commit hook failed: ${(err as Error).message}`);
  }
}

/**
 * Makes `afterCommit` know this database's transactions (openDatabase and the container call
 * it; calling it again changes nothing).
 */
export function trackCommits(db: Db): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  wrapTransactions(db as unknown as { transaction: TransactionFn }, db);
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
