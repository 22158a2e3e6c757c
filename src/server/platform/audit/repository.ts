import { and, asc, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { inTransaction, type DbExecutor } from '../../db/executor';
import type { AuditRow } from '../../db/rows';
import { auditLog, type AuditActorKind } from '../../db/schema';

export interface AuditInsert {
  at: Date;
  actorKind: AuditActorKind;
  actorId: string | null;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
}

/** The audit log: rows are only added and read (ADR 023), and deleted by age by retention. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * Retention (jobs/retention.ts): audit entries written before `before`. The table refuses
   * every UPDATE and DELETE (migration 0013) except a DELETE in a transaction that declares itself the retention job.
   */
  async deleteBefore(before: Date): Promise<number> {
    return inTransaction(this.db, async (tx) => {
      await tx.execute(sql`select set_config('parkshop.audit_retention', 'on', true)`);
      const rows = await tx.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
      return rows.length;
    });
  }

  async insert(row: AuditInsert, tx?: DbExecutor): Promise<void> {
    await (tx ?? this.db).insert(auditLog).values({
      ...row,
      before: row.before ?? null,
      after: row.after ?? null,
    });
  }

  async search(q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (q.actor) conditions.push(eq(sql`lower(${auditLog.actorName})`, q.actor.trim().toLowerCase()));
    if (q.action) {
      conditions.push(
        q.action.endsWith('.')
          ? like(auditLog.action, `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : eq(auditLog.action, q.action),
      );
    }
    if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
    if (q.entityId) conditions.push(eq(auditLog.entityId, q.entityId));
    if (q.from) conditions.push(gte(auditLog.at, new Date(q.from)));
    if (q.to) conditions.push(lt(auditLog.at, new Date(q.to)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const dir = q.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(dir(auditLog.at), dir(auditLog.id))
      .limit(q.pageSize)
      .offset(q.page * q.pageSize);
    const [{ n }] = await this.db.select({ n: count() }).from(auditLog).where(where);
    return { rows, total: n };
  }
}
