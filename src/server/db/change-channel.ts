import { afterCommit, rootOf, type DbExecutor } from './executor';
import type { Db } from './client';

type Listener<T> = (items: readonly T[]) => void;

/**
 * An in-process announcement of what a writer changed: `announce` is called inside the writer's
 * transaction and heard right after its commit (never after a rollback) by every listener on the
 * same database object, the apps of this process. What must survive a crash or reach other
 * processes goes through the database itself; a listener only reacts.
 */
export function changeChannel<T>(): {
  announce(executor: DbExecutor, items: ReadonlyArray<T | null | undefined>): void;
  listen(db: Db, fn: Listener<T>): () => void;
} {
  const listeners = new WeakMap<object, Set<Listener<T>>>();
  return {
    announce(executor, items) {
      const present = [...new Set(items.filter((k): k is T => k !== null && k !== undefined))];
      if (present.length === 0) return;
      const root = rootOf(executor);
      afterCommit(executor, () => {
        for (const fn of listeners.get(root) ?? []) fn(present);
      });
    },
    listen(db, fn) {
      const set = listeners.get(db) ?? new Set<Listener<T>>();
      listeners.set(db, set);
      set.add(fn);
      return () => set.delete(fn);
    },
  };
}
