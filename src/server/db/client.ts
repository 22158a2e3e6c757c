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
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory of the embedded database, or `memory://` for a throw-away one. */
  dataDir?: string;
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
    if (schemaName !== 'public') await db.execute(sql.raw(`create schema if not exists "${schemaName}"`));
    return { db, kind: 'postgres', schemaName, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', schemaName: 'public', close: () => client.close() };
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
  await internal.dialect.migrate(migrations, internal.session, config);
}

/** Cheap liveness probe for /api/health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
