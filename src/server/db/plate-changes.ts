import { afterCommit, rootOf, type DbExecutor } from './executor';
import type { Db } from './client';

/**
 * The in-process port through which the writers of bookings and parking stays tell the barrier's
 * memory (modules/access, ADR 036) which plates they changed: called inside the writer's
 * transaction, heard right after its commit by every listener on the same database object (the
 * apps of this process). Other processes hear the same change through the database's NOTIFY.
 * '*' means "any plate" (a bulk change): the listener reloads everything.
 */
export const ANY_PLATE = '*';

type Listener = (plateKeys: readonly string[]) => void;
const listeners = new WeakMap<object, Set<Listener>>();

export function platesChanged(
  executor: DbExecutor,
  plateKeys: ReadonlyArray<string | null | undefined>,
): void {
  const keys = [...new Set(plateKeys.filter((k): k is string => typeof k === 'string'))];
  if (keys.length === 0) return;
  const root = rootOf(executor);
  afterCommit(executor, () => {
    for (const fn of listeners.get(root) ?? []) fn(keys);
  });
}

/** Hears the plates changed on `db` after each commit; answers the unsubscribe. */
export function onPlatesChanged(db: Db, fn: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set);
  set.add(fn);
  return () => set.delete(fn);
}
