import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../db/client';
import { openMigratedPglite } from './pglite-template';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() throws it away. */
  open(): Promise<Database>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  // A clone of one migrated database (pglite-template.ts): the same as initdb plus migrate, faster.
  open: () => openMigratedPglite(),
};

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      // Each test file (each open) gets its own schema on the shared server, dropped afterwards.
      const schemaName = `t_${randomBytes(6).toString('hex')}`;
      const database = await openDatabase({ databaseUrl: url, schemaName });
      await migrate(database);
      return {
        ...database,
        async close() {
          await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
          await database.close();
        },
      };
    },
  };
}

/** Always PGlite in memory; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
