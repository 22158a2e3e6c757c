import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { seedPgliteDataDir } from './pglite-template';

/** A database for shop processes started by a test (child-server.ts), and a look into it. */
export interface ChildDatabase {
  name: 'pglite' | 'postgres';
  /** What the child server needs in its environment. */
  env: Record<string, string>;
  /** Opens it from the test (PGlite: only while no server runs on it). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function pglite(): ChildDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'parkshop-child-'));
  // Already migrated (a copy of the test run's migrated database): the server starts without initdb.
  seedPgliteDataDir(dir);
  return {
    name: 'pglite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgres(url: string): ChildDatabase {
  // Its own schema, so parallel test files do not collide on the shared server.
  const schemaName = `t_child_${randomBytes(5).toString('hex')}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schemaName },
    open: () => openDatabase({ databaseUrl: url, schemaName }),
    async cleanup() {
      const d = await openDatabase({ databaseUrl: url });
      await d.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await d.close();
    },
  };
}

/** Makers of a fresh database per use: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set. */
export const childDatabases: { name: 'pglite' | 'postgres'; make(): ChildDatabase }[] = [
  { name: 'pglite', make: pglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, make: () => postgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
