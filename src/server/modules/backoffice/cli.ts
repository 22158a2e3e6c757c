/**
 * `npm run operator -- add <username> --role admin|staff|viewer [--sites a,b]`: creates a back-office
 * operator from the shell (the first admin) with the server's own env and database (DATA_DIR's
 * PGlite or DATABASE_URL), and prints a one-time set-password link (72 h). Stop the server
 * first when it runs on PGlite: one PGlite directory serves one process.
 * Exit codes: 0 created, 1 refused (existing username, bad input), 2 usage or configuration.
 */
import { parseArgs } from 'node:util';
import { operatorRoleSchema, operatorUsernameSchema } from '../../../shared/schemas/admin';
import { ConfigError } from '../../config/config-error';
import { parseEnv } from '../../config/env';
import { loadShopConfig } from '../../config/shop-config';
import { migrate, openDatabase } from '../../db/client';
import { DomainError } from '../../errors';
import { standaloneAdminService } from './standalone';

const USAGE = 'usage: npm run operator -- add <username> --role admin|staff|viewer [--sites site1,site2]';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { role: { type: 'string', default: 'admin' }, sites: { type: 'string' } },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`, 2);
  }
})();
const [command, rawName] = positionals;
if (command !== 'add' || !rawName || positionals.length !== 2) fail(USAGE, 2);
const role = operatorRoleSchema.safeParse(values.role);
if (!role.success) fail(`--role must be admin, staff or viewer\n${USAGE}`, 2);
const username = operatorUsernameSchema.safeParse(rawName);
if (!username.success) fail(`bad username: 3–64 letters, digits and . _ @ -`, 1);

// A staff member or viewer limited to car parks (ADR 060); absent: every site.
const siteIds = values.sites
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);

let env;
let knownSiteIds: string[] = [];
try {
  env = parseEnv(process.env);
  // The server's configuration, checked as the server checks it: a broken one exits with 2.
  knownSiteIds = loadShopConfig(env.SHOP_CONFIG, env.DEMO_SHOP).sites.map((s) => s.id);
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
  const { admin, recordCli } = standaloneAdminService(database.db, {
    linksPerHour: env.LINKS_PER_HOUR,
    publicUrl: env.PUBLIC_URL,
    knownSiteIds,
  });
  const now = new Date();
  const created = await admin.create(
    { username: username.data, role: role.data, siteIds: siteIds?.length ? siteIds : null },
    now,
    recordCli(now),
  );
  process.stdout.write(
    `Operator ${created.operator.username} (${created.operator.role}${created.operator.siteIds ? `; sites ${created.operator.siteIds.join(', ')}` : ''}) created.\n` +
      `Set the password within 72 hours (one use):\n${created.setPasswordUrl}\n`,
  );
} catch (e) {
  if (e instanceof DomainError) {
    await database.close();
    fail(
      e.code === 'OPERATOR_EXISTS'
        ? `An operator named ${username.data} exists already.`
        : e.code === 'OPERATOR_SITE_UNKNOWN'
          ? `No such site: ${siteIds?.join(', ')} (the shop has ${knownSiteIds.join(', ')}).`
          : e.message,
      1,
    );
  }
  throw e;
}
await database.close();
