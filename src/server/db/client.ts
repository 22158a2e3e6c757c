import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the repositories use; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema the tables live in (tests isolate each file in its own schema). */
  schemaName: string;
  /**
   * A connection of its own, outside the pool, for session-level advisory locks (the jobs
   * leader): such a lock lives as long as the connection that took it, so it must be taken,
   * checked and released on one connection. `onLost` runs when that connection breaks (the
   * server then has released the lock). On PGlite it is the one session of this process.
   */
  dedicatedConnection(onLost: (err: Error) => void): Promise<DedicatedConnection>;
  close(): Promise<void>;
}

export interface DedicatedConnection {
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Receives the NOTIFYs of the channels this connection LISTENs to (the catalogue, ADR 025;
   * the barrier's memory, ADR 036). PGlite: its one session's NOTIFYs, once the connection ran
   * `listen <channel>` (the same session hears its own commits).
   */
  onNotification(fn: (channel: string, payload: string | undefined) => void): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory of the embedded database, or `memory://` for a throw-away one. */
  dataDir?: string;
  /**
   * PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty
   * cluster (tests clone one migrated database instead of running initdb and migrations each time).
   */
  loadDataDir?: Blob;
  /** PostgreSQL only: put every table into this schema (created if missing). */
  schemaName?: string;
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const schemaName = opts.schemaName ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`bad schema name ${schemaName}`);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      options: schemaName === 'public' ? undefined : `-c search_path=${schemaName}`,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    if (schemaName !== 'public') {
      try {
        await db.execute(sql.raw(`create schema if not exists "${schemaName}"`));
      } catch (e) {
        // Two instances starting at once: "if not exists" is not atomic, the other one won.
        if ((e as { code?: string }).code !== '23505') throw e;
      }
    }
    const dedicatedConnection = async (onLost: (err: Error) => void): Promise<DedicatedConnection> => {
      // Named, so an operator sees in pg_stat_activity which shop holds the jobs lock.
      const client = new pg.Client({
        connectionString: opts.databaseUrl,
        application_name: `parkshop ${schemaName}`.slice(0, 63),
      });
      // Without a listener a broken connection would crash the process.
      client.on('error', onLost);
      await client.connect();
      return {
        query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as T[],
        onNotification: (fn) => client.on('notification', (n) => fn(n.channel, n.payload)),
        close: () => client.end(),
      };
    };
    return { db, kind: 'postgres', schemaName, dedicatedConnection, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // One process, one session: the lock is trivially this process's.
  const dedicatedConnection = async (): Promise<DedicatedConnection> => {
    const unsubscribe: Array<() => void> = [];
    return {
      query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      onNotification: (fn) =>
        void unsubscribe.push(client.onNotification((channel, payload) => fn(channel, payload))),
      close: async () => {
        for (const off of unsubscribe.splice(0)) off();
      },
    };
  };
  return { db, kind: 'pglite', schemaName: 'public', dedicatedConnection, close: () => client.close() };
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations (on every start). drizzle-kit qualifies foreign keys with
 * "public"; we strip that so the same SQL lands in whichever schema is on the search_path
 * (tests run each file in its own schema on a shared PostgreSQL).
 */
export async function migrate(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => ({
    ...m,
    sql: m.sql.map((s) => s.replaceAll('"public".', '')),
  }));
  const config = {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: database.schemaName === 'public' ? 'drizzle' : database.schemaName,
  };
  // Same call as drizzle's own migrate() of both drivers, after the rewrite above.
  const internal = database.db as unknown as {
    dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> };
    session: unknown;
  };
  // Instances starting together (a rolling deployment) migrate one after the other; the
  // later ones then find nothing to do.
  const lock = await database.dedicatedConnection(() => undefined);
  const key = ['parkshop-migrate', database.schemaName];
  try {
    await lock.query('select pg_advisory_lock(hashtext($1), hashtext($2))', key);
    await internal.dialect.migrate(migrations, internal.session, config);
  } finally {
    await lock.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', key).catch(() => undefined);
    await lock.close();
  }
}

/** Readiness probe of /api/health/ready: the database answers a query. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
