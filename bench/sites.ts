/**
 * The sites row of `npm run bench` (ADR 060): a shop of 200 car parks and 2,000 products against
 * the one-site demo shop, measured in the same run, both on PGlite. Three calls:
 * - GET /api/sites (the home page's list; skipped with a line when the shop has no such route),
 * - GET / (the home page's first HTML, rendered by the server),
 * - the catalogue reload: what an instance does when another one saved a new revision (read
 *   what changed since the revision it holds, take it, build the snapshot the services read), in
 *   this process; beside it the same reload reading the whole catalogue, as it did before.
 * Each is reported as the big shop's time over the one-site shop's (a request's mean time, one
 * after the other; a reload's mean time); the goal is at most 2. The two shops run side by side and are measured in
 * turns (one, big, one, big), so the machine's drift falls on both.
 * `BENCH_ONLY=sites npm run bench:api` runs only this row.
 */
import { readFileSync } from 'node:fs';
import { startShop, writeShopConfig, type RunningShop } from '../e2e/support/shop';
import { parseShopConfig } from '../src/server/config/shop-config';
import { migrate, openDatabase } from '../src/server/db/client';
import { canonicalJson } from '../src/server/modules/catalogue/canonical';
import { Catalogue, pinnedOf } from '../src/server/modules/catalogue/catalogue';
import { catalogueAtStart } from '../src/server/modules/catalogue/module';

const SITES = 200;
const PRODUCTS = 2_000;
const GOAL = 2;
const ROUNDS = 2;
const RELOADS = Number(process.env.BENCH_RELOADS ?? 40);

type Raw = Record<string, unknown> & { templates: Raw[]; sites?: Raw[] };
const rawConfig = (name: string): Raw =>
  JSON.parse(readFileSync(new URL(`../src/server/config/${name}`, import.meta.url), 'utf8')) as Raw;

/**
 * A town of 200 car parks: each with its entrance, hours (every other one closes at night), its
 * walk-in tariff and cost centre, and ten products valid there (one with a capacity); one of them
 * is a permit valid at every site.
 */
export function bigShopConfig(): Raw {
  const town = rawConfig('demo-town.json');
  const [markt, bahnhof] = town.sites as Raw[];
  const byId = new Map(town.templates.map((t) => [t.id as string, t]));
  const day = byId.get('tagesticket')!;
  const short = byId.get('kurzzeit')!;
  const month = byId.get('monatsparken')!;
  const sites = Array.from({ length: SITES }, (_, i) => {
    const base = i % 2 === 0 ? markt : bahnhof;
    const entrance = base.entrance as Raw;
    return {
      ...base,
      id: `site-${i + 1}`,
      name: { de: `Parkhaus ${i + 1}`, en: `Car park ${i + 1}` },
      entrance: {
        ...entrance,
        street: `Straße ${i + 1}`,
        latitude: 47.9 + (i % 20) * 0.01,
        longitude: 7.8 + Math.floor(i / 20) * 0.01,
      },
      costCentre: String(1000 + i),
    };
  });
  const templates: Raw[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const site = sites[Math.floor(i / (PRODUCTS / SITES))];
    const k = i % (PRODUCTS / SITES);
    const id = `p-${i + 1}`;
    if (i === 0) templates.push({ ...month, id, siteIds: sites.map((s) => s.id) });
    else if (k === 0) templates.push({ ...short, id, siteIds: [site.id] });
    else templates.push({ ...day, id, name: { de: `Tagesticket ${i + 1}` }, siteIds: [site.id] });
  }
  return { ...town, sites, templates };
}

/** Requests per shop and round: one after the other, as one visitor's browser asks. */
const REQUESTS = Number(process.env.BENCH_SITES_REQUESTS ?? 10);

interface Timed {
  /** Mean milliseconds from the request to the whole answer. */
  ms: number;
  bytes: number;
  failed: number;
}

/**
 * `REQUESTS` requests one after the other. Not a saturating load: a page that takes seconds in
 * the big shop would see no answer at all within a short run at many connections, and the goal
 * is about how long one visitor waits.
 */
async function timeRequests(url: string): Promise<Timed> {
  let total = 0;
  let bytes = 0;
  let failed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(url);
    bytes = (await res.arrayBuffer()).byteLength;
    total += performance.now() - t;
    if (!res.ok) failed++;
  }
  return { ms: total / REQUESTS, bytes, failed };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** One call on both shops in turns; how many times longer the big shop takes. */
async function callRow(name: string, one: RunningShop, big: RunningShop, path: string) {
  const a: Timed[] = [];
  const b: Timed[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await timeRequests(`${one.url}${path}`));
    b.push(await timeRequests(`${big.url}${path}`));
  }
  const ms = (xs: Timed[]) => mean(xs.map((x) => x.ms));
  const kB = (xs: Timed[]) => `${(xs[0].bytes / 1024).toFixed(0)} kB`;
  const ratio = ms(b) / ms(a);
  const failed = [...a, ...b].reduce((n, m) => n + m.failed, 0);
  return {
    name,
    measured: `one site ${ms(a).toFixed(1)} ms (${kB(a)}), 200 sites ${ms(b).toFixed(1)} ms (${kB(b)}): ${ratio.toFixed(2)}x${failed ? `, ${failed} failed` : ''}`,
    ok: ratio <= GOAL && failed === 0,
  };
}

interface ReloadTimes {
  /** The reload as an instance does it: the changes since its revision, taken, the snapshot. */
  total: number;
  /** Of it: reading the changes from the database. */
  read: number;
  /** The same reload read the whole catalogue instead (what every reload did before changes were kept). */
  full: number;
  /** Of it: reading the row and the tariff versions. */
  fullRead: number;
}

/**
 * Milliseconds per catalogue reload of `config` (mean of `reloads`), on an in-memory PGlite.
 * Before each, another instance (the writer) renames one product, as an operator's write does;
 * that write is not timed. Then this instance's reload is timed twice on the same stored state:
 * as the sync does it (the changes since the revision it holds) and reading everything.
 */
async function reloadMs(config: Raw, reloads: number): Promise<ReloadTimes> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const now = new Date();
    const clock = () => now;
    const parsed = parseShopConfig(config);
    const writer = await catalogueAtStart(
      { db: database.db, shopConfig: parsed, catalogueStart: 'seed' },
      clock,
    );
    const { repo } = writer;
    const start = (await repo.load())!;
    const viaChanges = new Catalogue(start, pinnedOf(start.document), clock);
    const viaAll = new Catalogue(start, pinnedOf(start.document), clock);
    const renamed =
      writer.catalogue.stored.document.templates[1] ?? writer.catalogue.stored.document.templates[0];
    const out = { total: 0, read: 0, full: 0, fullRead: 0 };
    for (let i = 0; i < reloads; i++) {
      await writer.service.updateTemplate(
        writer.catalogue.revision,
        renamed.id,
        { ...renamed, name: `${renamed.id} ${i}` },
        async () => undefined,
      );
      let t = performance.now();
      const changed = await repo.loadSince(viaChanges.stored);
      out.read += performance.now() - t;
      viaChanges.replace(changed!);
      viaChanges.current();
      out.total += performance.now() - t;
      t = performance.now();
      const all = await repo.load();
      out.fullRead += performance.now() - t;
      viaAll.replace(all!);
      viaAll.current();
      out.full += performance.now() - t;
    }
    if (canonicalJson(viaChanges.stored) !== canonicalJson(viaAll.stored)) {
      throw new Error('the reload from the changes differs from the whole catalogue');
    }
    return {
      total: out.total / reloads,
      read: out.read / reloads,
      full: out.full / reloads,
      fullRead: out.fullRead / reloads,
    };
  } finally {
    await database.close();
  }
}

async function reloadRows(one: Raw, big: Raw) {
  const a: ReloadTimes[] = [];
  const b: ReloadTimes[] = [];
  // A few reloads first, so the JIT has seen the code before either is timed.
  await reloadMs(one, 5);
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await reloadMs(one, RELOADS));
    b.push(await reloadMs(big, RELOADS));
  }
  const avg = (xs: ReloadTimes[], k: keyof ReloadTimes) => mean(xs.map((x) => x[k]));
  const row = (name: string, total: keyof ReloadTimes, read: keyof ReloadTimes) => {
    const ratio = avg(b, total) / avg(a, total);
    return {
      name,
      measured: `one site ${avg(a, total).toFixed(2)} ms (read ${avg(a, read).toFixed(2)}), 200 sites ${avg(b, total).toFixed(2)} ms (read ${avg(b, read).toFixed(2)}): ${ratio.toFixed(2)}x`,
      ok: ratio <= GOAL,
    };
  };
  return [
    row('catalogue reload (the changes since its revision, take, snapshot)', 'total', 'read'),
    // The same reloads reading the whole catalogue: the figure before changes were kept.
    { ...row('catalogue reload reading everything (before)', 'full', 'fullRead'), ok: undefined },
  ];
}

export async function benchSites(): Promise<void> {
  const oneConfig = rawConfig('demo-shop.json');
  const bigConfig = bigShopConfig();
  const oneFile = writeShopConfig(oneConfig);
  const bigFile = writeShopConfig(bigConfig);
  const env = { RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const rows: { name: string; measured: string; ok?: boolean }[] = [];
  let one: RunningShop | undefined;
  let big: RunningShop | undefined;
  try {
    one = await startShop({ ...env, SHOP_CONFIG: oneFile.file });
    big = await startShop({ ...env, SHOP_CONFIG: bigFile.file });
    // Warm both up (JIT, the server's rendering caches) before anything is measured.
    for (const s of [one, big]) {
      await timeRequests(`${s.url}/`);
      await timeRequests(`${s.url}/api/booking/templates`);
    }
    const probe = await fetch(`${big.url}/api/sites`);
    if (probe.status === 404 && (await probe.json().catch(() => ({}))).code !== 'SITE_NOT_FOUND') {
      rows.push({ name: 'GET /api/sites', measured: 'not available (this shop has no such route yet)' });
    } else {
      rows.push(await callRow('GET /api/sites', one, big, '/api/sites'));
    }
    rows.push(await callRow('GET / (home page, first HTML)', one, big, '/'));
  } finally {
    await one?.stop();
    await big?.stop();
    oneFile.remove();
    bigFile.remove();
  }
  rows.push(...(await reloadRows(oneConfig, bigConfig)));

  console.log(`\n## Sites: ${SITES} car parks and ${PRODUCTS} products against the one-site shop (PGlite)`);
  console.log('| row | measured | goal | |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.measured} | <= ${GOAL}x | ${r.ok === undefined ? '' : r.ok ? 'met' : 'MISSED'} |`,
    );
  }
}
