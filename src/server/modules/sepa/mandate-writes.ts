import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { sepaMandates } from '../../db/schema';

/**
 * At login a mandate given in the guest's visit moves to the new session, so it stays usable for
 * the held booking's payment. Accounts calls it in its login transaction (ADR 029: the mandates
 * are this module's table, written only here).
 */
export async function moveMandatesToSession(tx: DbExecutor, fromSessionId: string, toSessionId: string) {
  await tx
    .update(sepaMandates)
    .set({ sessionId: toSessionId })
    .where(eq(sepaMandates.sessionId, fromSessionId));
}
