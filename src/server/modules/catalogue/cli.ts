/**
 * `npm run catalogue -- import <file>` and `npm run catalogue -- export [file]` (ADR 025,
 * docs/operations/catalogue.md): the explicit re-import of a config file (the SHOP_CONFIG
 * format) into the database's catalogue, and its export (stdout without a file). Uses the
 * server's env and database (DATA_DIR's PGlite or DATABASE_URL); with PGlite stop the server
 * first (one PGlite directory serves one process). On PostgreSQL the running instances apply
 * an import at once (NOTIFY). An empty database is seeded from SHOP_CONFIG first, as the
 * server would. Exit codes: 0 done, 1 refused (the file breaks the rules), 2 usage or configuration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError } from '../../config/config-error';
import { parseEnv } from '../../config/env';
import { loadShopConfig } from '../../config/shop-config';
import { migrate, openDatabase } from '../../db/client';
import { DomainError } from '../../errors';
import { Catalogue, pinnedOf } from './catalogue';
import { CatalogueRepository } from './repository';
import { CatalogueService, loadOrSeed } from './service';
import { AuditRepository } from '../../platform/audit/repository';

const USAGE = 'usage: npm run catalogue -- import <file> | export [file]';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const { positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`, 2);
  }
})();
const [command, file] = positionals;
if (!(
  (command === 'import' && file && positionals.length === 2) ||
  (command === 'export' && positionals.length <= 2)
)) {
  fail(USAGE, 2);
}

let env;
let seed;
let raw: unknown;
try {
  env = parseEnv(process.env);
  seed = loadShopConfig(env.SHOP_CONFIG, env.DEMO_SHOP);
  if (command === 'import') {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      fail(`cannot read ${file}: ${(e as Error).message}`, 1);
    }
  }
} catch (e) {
  if (e instanceof ConfigError) fail(`Configuration error:\n${e.message}`, 2);
  throw e;
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  schemaName: env.DATABASE_SCHEMA,
});
try {
  await migrate(database);
  const clock = () => new Date();
  const repo = new CatalogueRepository(database.db);
  const state = await loadOrSeed(repo, seed, clock());
  const catalogue = new Catalogue(state, pinnedOf(state.document), clock);
  const service = new CatalogueService({ db: database.db, repo, catalogue, clock });
  if (command === 'export') {
    const text = `${JSON.stringify(service.exportDocument(), null, 2)}\n`;
    if (file) writeFileSync(file, text);
    else process.stdout.write(text);
  } else {
    const auditLog = new AuditRepository(database.db);
    const view = await service.import('any', raw, (e, tx) =>
      auditLog.insert(
        { ...e, at: clock(), actorKind: 'cli', actorId: null, actorName: 'cli', address: null },
        tx,
      ),
    );
    process.stdout.write(`imported ${file}: catalogue revision ${view.revision}\n`);
    if (view.pendingRestart.length > 0) {
      process.stdout.write(`restart the shop to apply: ${view.pendingRestart.join(', ')}\n`);
    }
  }
} catch (e) {
  if (e instanceof DomainError) {
    const details = Array.isArray(e.details)
      ? (e.details as { path: string; message: string }[]).map((d) => `  ${d.path}: ${d.message}`).join('\n')
      : '';
    fail(`${e.message}\n${details}`, 1);
  }
  throw e;
} finally {
  await database.close();
}
