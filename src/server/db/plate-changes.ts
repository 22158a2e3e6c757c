import { changeChannel } from './change-channel';
import type { DbExecutor } from './executor';
import type { Db } from './client';

/**
 * The in-process port through which the writers of bookings and parking stays tell the barrier's
 * memory (modules/access, ADR 036) which plates they changed: called inside the writer's
 * transaction, heard right after its commit by every listener on the same database object (the
 * apps of this process). Other processes hear the same change through the database's NOTIFY.
 * '*' means "any plate" (a bulk change): the listener reloads everything.
 */
export const ANY_PLATE = '*';

const plates = changeChannel<string>();

export function platesChanged(
  executor: DbExecutor,
  plateKeys: ReadonlyArray<string | null | undefined>,
): void {
  plates.announce(executor, plateKeys);
}

/** Hears the plates changed on `db` after each commit; answers the unsubscribe. */
export function onPlatesChanged(db: Db, fn: (plateKeys: readonly string[]) => void): () => void {
  return plates.listen(db, fn);
}
