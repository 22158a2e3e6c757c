import type { FastifyBaseLogger } from 'fastify';
import type { Database, DedicatedConnection } from '../db/client';

/** Decides whether this instance runs the background jobs (ADR 013). */
export interface JobLeader {
  /** True when this instance leads now; takes the lead when nobody holds it. */
  lead(): Promise<boolean>;
  /** Gives the lead up (shutdown), so another instance takes it at its next tick. */
  release(): Promise<void>;
}

/**
 * Leadership by a session-level PostgreSQL advisory lock on a connection of its own. The
 * leader keeps the lock (and the connection) while it runs; the other instances try at each
 * tick and take over within one interval once the leader stops or its connection breaks
 * (PostgreSQL releases a session lock with its session). A per-round transaction lock would
 * only keep rounds from overlapping: two instances whose timers are out of phase would each
 * run every round.
 *
 * The key is the lock's name and the database schema (two-key form, a key space apart from
 * the one-key locks of reserve), so shops in different schemas of one database lead apart.
 */
export class AdvisoryLockLeader implements JobLeader {
  private conn: DedicatedConnection | null = null;
  private held = false;

  constructor(
    private readonly database: Pick<Database, 'dedicatedConnection' | 'schemaName'>,
    private readonly name: string,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  async lead(): Promise<boolean> {
    try {
      if (!this.conn) {
        // A late error of an older connection must not touch the current one.
        const conn: DedicatedConnection = await this.database.dedicatedConnection((err) => {
          if (this.conn === conn) this.lost(err);
        });
        this.conn = conn;
      }
      if (this.held) {
        // The lock is as alive as its connection: one round trip proves both.
        await this.conn.query('select 1');
        return true;
      }
      const [row] = await this.conn.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as ok',
        [this.name, this.database.schemaName],
      );
      this.held = row?.ok === true;
      if (this.held) this.log.info({ lock: this.name }, 'this instance now leads the background jobs');
      return this.held;
    } catch (err) {
      this.log.warn({ err, lock: this.name }, 'job leader lock unavailable; skipping this round');
      await this.drop();
      return false;
    }
  }

  async release(): Promise<void> {
    if (this.conn && this.held) {
      try {
        await this.conn.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', [
          this.name,
          this.database.schemaName,
        ]);
      } catch {
        // Closing the connection below releases it as well.
      }
    }
    await this.drop();
  }

  private lost(err: Error) {
    if (this.held) this.log.warn({ err, lock: this.name }, 'job leader connection lost; leading stops');
    this.held = false;
    const conn = this.conn;
    this.conn = null;
    void conn?.close().catch(() => undefined);
  }

  private async drop() {
    this.held = false;
    const conn = this.conn;
    this.conn = null;
    await conn?.close().catch(() => undefined);
  }
}
