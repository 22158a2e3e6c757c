/**
 * Starts the shop: parse config once, open and migrate the database, build the app, start
 * the jobs, listen. A configuration problem stops the start with a message and exit code 1.
 */
import { buildApp } from './app';
import { ConfigError } from './config/config-error';
import { parseEnv, type Env } from './config/env';
import { resolvePaymentSettings } from './config/payment-settings';
import { assertEInvoiceSeller } from './config/e-invoice-seller';
import { loadShopConfig, type ShopConfig } from './config/shop-config';
import { migrate, openDatabase } from './db/client';
import { checkOccupancy, startJobs } from './jobs/index';
import { seedBuiltInDemo } from './modules/accounts';
import { seedDemoStays } from './modules/pay-by-plate';
import { loadOrMakeDemoIdentity } from './modules/wallet';
import { walletKeysFromEnv, type WalletKeys } from './config/wallet-keys';
import { isBuiltInDemo } from './config/built-in-demo';
import { join } from 'node:path';
import { AdvisoryLockLeader } from './jobs/leader';
import {
  closeOperatorListener,
  openOperatorListener,
  operatorListenerPort,
} from './platform/operators/listener';
import type { Server } from 'node:http';

let env: Env;
let shopConfig: ShopConfig;
let wallet: WalletKeys;
try {
  env = parseEnv(process.env);
  shopConfig = loadShopConfig(env.SHOP_CONFIG, env.DEMO_SHOP);
  // A chosen payment provider without its credentials stops the start here.
  resolvePaymentSettings(env, shopConfig);
  // A seller without what the e-invoice rules demand would issue invoices nobody may accept.
  assertEInvoiceSeller(shopConfig, env.SHOP_CONFIG ? 'SHOP_CONFIG' : 'built-in demo shop');
  // Wallet certificates and keys come from the environment; the built-in demo without them
  // makes its own, marked DEMO, that phones refuse (ADR 068).
  wallet = walletKeysFromEnv(env);
  if (!wallet.apple && !wallet.google && isBuiltInDemo(env)) {
    wallet = loadOrMakeDemoIdentity(join(env.DATA_DIR, 'wallet-demo'), new Date());
  }
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
// The built-in demo shop (no SHOP_CONFIG) gets its demo customer (README); a real shop never.
await seedBuiltInDemo(env, shopConfig, database.db, new Date());
// ... and three parked cars to pay by plate (README); a real shop's stays come from its cameras.
await seedDemoStays(env, shopConfig, database.db, new Date());
const app = await buildApp({
  env,
  // Seeds an empty database's catalogue; otherwise the database's catalogue is used (ADR 025).
  shopConfig,
  db: database.db,
  database,
  wallet,
  // Crash test (payments/crash.test.ts): die hard between storing a provider's "paid" and settling.
  afterPaidRecorded:
    env.TEST_KILL_AFTER_PAID_EVENT === '1' ? () => process.kill(process.pid, 'SIGKILL') : undefined,
});
// The slot occupancy matches the bookings before the first reserve is served: after migration
// 0018 this is its backfill, afterwards the repair of anything a crash or a hand left (ADR 049).
await checkOccupancy(app.shop, app.log);
// With several instances on one database, only the holder of this lock runs the jobs (ADR 013).
const jobs = startJobs(app.shop, app.log, {
  intervalMs: env.JOBS_INTERVAL_MS,
  leader: new AdvisoryLockLeader(database, 'parkshop-jobs', app.log),
});

let closing = false;
/** The operator listener of a local shop without OPERATOR_TOKEN (ADR 057, addendum), once open. */
let operatorServer: Server | undefined;
/**
 * Rolling restarts: /api/health/ready says 503 at once; for SHUTDOWN_GRACE_MS the instance
 * still serves (the load balancer notices and stops sending); then it stops accepting
 * connections (requests on kept-alive ones get 503), lets in-flight requests, mail sends and
 * a job round finish, gives up the jobs lead and exits 0.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down: draining');
  app.readiness.drain();
  // Never hang forever (a provider call in a job round may take its full 10 s timeout).
  const force = setTimeout(() => {
    app.log.error('shutdown did not finish in time; exiting anyway');
    process.exit(1);
  }, env.SHUTDOWN_GRACE_MS + 20_000);
  force.unref();
  try {
    await Promise.all([
      jobs.stop(),
      (async () => {
        if (env.SHUTDOWN_GRACE_MS > 0) await new Promise((r) => setTimeout(r, env.SHUTDOWN_GRACE_MS));
        await Promise.all([app.close(), operatorServer && closeOperatorListener(operatorServer)]);
      })(),
    ]);
    await database.close();
    app.log.info('stopped');
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
  const operatorPort = operatorListenerPort(env);
  if (operatorPort !== undefined) operatorServer = await openOperatorListener(app, operatorPort);
  app.log.info(
    `${shopConfig.shop.name} on ${env.PUBLIC_URL} (${database.kind}${env.SMTP_URL ? ', SMTP' : ', mail outbox'})` +
      (operatorPort !== undefined ? `; operator API without token on http://127.0.0.1:${operatorPort}` : ''),
  );
} catch (err) {
  app.log.error({ err }, 'cannot listen');
  await database.close();
  process.exit(1);
}
