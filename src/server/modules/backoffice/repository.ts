import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { OperatorListQuery } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import {
  operatorSessions,
  operators,
  type OperatorRole,
  type OperatorSessionStage,
  type OperatorStatus,
} from '../../db/schema';
import type { OperatorRow, OperatorSessionRow } from '../../db/rows';
import { inTransaction, type DbExecutor } from '../../db/executor';

/** Operators, their set-password links and their back-office sessions (ADR 023). */
export class OperatorRepository {
  constructor(readonly db: DbExecutor) {}

  /**
   * `work` with this repository bound to one transaction, which it also gets for the audit
   * entry: the change and its record commit together or not at all.
   */
  inTransaction<T>(work: (repo: OperatorRepository, tx: DbExecutor) => Promise<T>): Promise<T> {
    return inTransaction(this.db as Db, (tx) => work(new OperatorRepository(tx), tx));
  }

  async insert(row: {
    id: string;
    username: string;
    role: OperatorRole;
    siteIds?: string[] | null;
    now: Date;
  }): Promise<OperatorRow> {
    const [created] = await this.db
      .insert(operators)
      .values({
        id: row.id,
        username: row.username,
        role: row.role,
        siteIds: row.siteIds ?? null,
        createdAt: row.now,
        updatedAt: row.now,
      })
      .returning();
    return created;
  }

  async findById(id: string): Promise<OperatorRow | undefined> {
    const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
    return row;
  }

  async findByUsername(username: string): Promise<OperatorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(operators)
      .where(eq(sql`lower(${operators.username})`, username.trim().toLowerCase()));
    return row;
  }

  async list(q: OperatorListQuery): Promise<{ rows: OperatorRow[]; total: number }> {
    const where = q.search
      ? ilike(operators.username, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined;
    const column = {
      username: sql`lower(${operators.username})`,
      role: operators.role,
      status: operators.status,
      createdAt: operators.createdAt,
    }[q.sort];
    const dir = q.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select()
      .from(operators)
      .where(where)
      .orderBy(dir(column), asc(operators.id))
      .limit(q.pageSize)
      .offset(q.page * q.pageSize);
    const [{ n }] = await this.db.select({ n: count() }).from(operators).where(where);
    return { rows, total: n };
  }

  /** Whether an active admin who has set a password exists (the token API's bootstrap is over). */
  async hasActiveAdminWithPassword(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: operators.id })
      .from(operators)
      .where(
        and(eq(operators.role, 'admin'), eq(operators.status, 'active'), isNotNull(operators.passwordHash)),
      )
      .limit(1);
    return row !== undefined;
  }

  async countActiveAdmins(): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
    return n;
  }

  async update(
    id: string,
    set: Partial<{
      role: OperatorRole;
      status: OperatorStatus;
      siteIds: string[] | null;
      passwordHash: string | null;
      totpSecret: string | null;
      totpPendingSecret: string | null;
      totpLastStep: number | null;
    }>,
    now: Date,
  ): Promise<OperatorRow | undefined> {
    const [row] = await this.db
      .update(operators)
      .set({ ...set, updatedAt: now })
      .where(eq(operators.id, id))
      .returning();
    return row;
  }

  /**
   * Records `step` as the last used TOTP step, only if it is newer than the stored one: false
   * when this code (or a later one) was used already, also by a parallel request.
   */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return rows.length > 0;
  }

  // ---- sessions ----

  async insertSession(row: {
    id: string;
    tokenHash: string;
    operatorId: string;
    stage: OperatorSessionStage;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(operatorSessions).values({
      id: row.id,
      tokenHash: row.tokenHash,
      operatorId: row.operatorId,
      stage: row.stage,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
    });
  }

  /** The session of a token hash with its operator, if the session has not expired. */
  async findLiveSession(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
    const [row] = await this.db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.expiresAt, now)));
    return row;
  }

  async touchSession(id: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(operatorSessions.id, id));
  }

  /** Moves a session on to a new stage under a NEW token (the old cookie is dead). */
  async advanceSession(
    id: string,
    set: { tokenHash: string; stage: OperatorSessionStage; now: Date; expiresAt: Date },
  ): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ tokenHash: set.tokenHash, stage: set.stage, lastSeenAt: set.now, expiresAt: set.expiresAt })
      .where(eq(operatorSessions.id, id));
  }

  async endSession(id: string): Promise<void> {
    await this.db.delete(operatorSessions).where(eq(operatorSessions.id, id));
  }

  /** Ends the operator's sessions but `keepId` (a password change keeps its own). */
  async endOperatorSessions(operatorId: string, keepId?: string): Promise<void> {
    await this.db
      .delete(operatorSessions)
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          keepId ? ne(operatorSessions.id, keepId) : undefined,
        ),
      );
  }

  /** Sessions that ended a day ago: gone (run after a login, the index keeps it cheap). */
  async pruneSessions(now: Date): Promise<void> {
    await this.db
      .delete(operatorSessions)
      .where(lt(operatorSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
  }
}
