import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../../src/server/db/client';
import { startChildServer } from '../../src/server/test/child-server';
import { seedPgliteDataDir } from '../../src/server/test/pglite-template';

export { freePort } from '../../src/server/test/child-server';

export interface RunningShop {
  url: string;
  /** Where a shop without OPERATOR_TOKEN answers token-less operator calls (127.0.0.1 only). */
  operatorUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real shop (the same entry point as `npm start`, built client included) in
 * production mode on a free port with its own PGlite data directory, and waits until
 * /api/health/ready answers; `seed` writes rows first. The global rate limit is the shop's default unless `env` sets one; the per-route limits are off (child-server.ts).
 */
export async function startShop(
  env: Record<string, string> = {},
  /** Writes rows into the migrated database before the shop opens it (what no call can create). */
  seed?: (db: Db) => Promise<void>,
): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parkshop-e2e-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    // Already migrated (a copy of the test run's migrated database): the shop starts without initdb.
    seedPgliteDataDir(dataDir);
    if (seed) {
      const database = await openDatabase({ dataDir });
      try {
        await migrate(database);
        await seed(database.db);
      } finally {
        await database.close();
      }
    }
    const server = await startChildServer({
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '',
      DATA_DIR: dataDir,
      ...env,
    });
    return {
      url: server.url,
      operatorUrl: server.operatorUrl,
      dataDir,
      output: server.output,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (e) {
    removeData();
    throw e;
  }
}

/** The demo shop's config as an object, for a test to change before `writeShopConfig`. */
export function demoShopConfig(): { templates: Array<Record<string, unknown>> } & Record<string, unknown> {
  return JSON.parse(readFileSync(new URL('../../src/server/config/demo-shop.json', import.meta.url), 'utf8'));
}

/** A shop config in a file of its own, for `startShop({ SHOP_CONFIG: file })`; `remove` deletes it. */
export function writeShopConfig(config: object): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'parkshop-e2e-config-'));
  const file = join(dir, 'shop.json');
  writeFileSync(file, JSON.stringify(config));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
