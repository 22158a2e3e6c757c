import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { platesChanged } from '../../db/plate-changes';
import { parkingStays } from '../../db/schema';
import { AccessTx } from './repository';

/**
 * The writes of parking stays that others cause (ADR 029: stays are this module's table, written
 * only here). Each takes the caller's executor, so it commits with the caller's own rows.
 */

/**
 * A paid walk-in booking's stay (ADR 020): paid up to the later of what it had and `until`,
 * and the amount added to what it paid, so the next quote charges only the difference. Called
 * by a payment's settle (payments/service.ts, through the container) in its transaction.
 */
export async function creditStayPayment(
  tx: DbExecutor,
  stayId: string,
  until: Date,
  cents: number,
  now: Date,
): Promise<void> {
  const rows = await tx
    .update(parkingStays)
    .set({
      paidUntil: sql`greatest(coalesce(${parkingStays.paidUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
      paidCents: sql`${parkingStays.paidCents} + ${cents}`,
      updatedAt: now,
    })
    .where(eq(parkingStays.id, stayId))
    .returning({ plateKey: parkingStays.plateKey });
  platesChanged(
    tx,
    rows.map((r) => r.plateKey),
  );
}

/** An open stay the built-in demo starts with (pay-by-plate/demo-seed.ts). */
export async function insertDemoStay(db: Db, row: typeof parkingStays.$inferInsert): Promise<void> {
  await new AccessTx(db).insertStay(row);
  platesChanged(db, [row.plateKey]);
}
