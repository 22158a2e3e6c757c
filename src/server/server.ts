/**
 * Starts the shop: parse config once, open and migrate the database, build the app, start
 * the jobs, listen. A configuration problem stops the start with a message and exit code 1.
 */
import { buildApp } from './app';
import { ConfigError } from './config/config-error';
import { parseEnv, type Env } from './config/env';
import { resolvePaymentSettings } from './config/payment-settings';
import { loadShopConfig, type ShopConfig } from './config/shop-config';
import { migrate, openDatabase } from './db/client';
import { startJobs } from './jobs/index';

let env: Env;
let shopConfig: ShopConfig;
try {
  env = parseEnv(process.env);
  shopConfig = loadShopConfig(env.SHOP_CONFIG);
  // A chosen payment provider without its credentials stops the start here.
  resolvePaymentSettings(env, shopConfig);
} catch (e) {
  if (e instanceof ConfigError) {
    process.stderr.write(`Configuration error, the shop does not start:\n${e.message}\n`);
    process.exit(1);
  }
  throw e;
}

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  schemaName: env.DATABASE_SCHEMA,
  onPoolError: (err) => process.stderr.write(`database pool error: ${err.message}\n`),
});
await migrate(database);
const app = await buildApp({
  env,
  shopConfig,
  db: database.db,
  // Crash test (payments/crash.test.ts): die hard between storing a provider's "paid" and settling.
  afterPaidRecorded:
    env.TEST_KILL_AFTER_PAID_EVENT === '1' ? () => process.kill(process.pid, 'SIGKILL') : undefined,
});
const jobs = startJobs(app.shop, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Give in-flight requests and mail sends their time, but never hang forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `${shopConfig.shop.name} on ${env.PUBLIC_URL} (${database.kind}${env.SMTP_URL ? ', SMTP' : ', mail outbox'})`,
  );
} catch (err) {
  app.log.error({ err }, 'cannot listen');
  await database.close();
  process.exit(1);
}
