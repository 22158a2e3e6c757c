/**
 * `npm run bench`: requests/s and p99 latency at 50 connections for the booking calls, each as a
 * ratio to the cheapest real call (GET /api/page/styling) measured in the same run, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL. Ratios, not absolute numbers: the machine is shared.
 */
import autocannon from 'autocannon';
import { startShop } from '../e2e/support/shop';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const shopConfig = new URL('./shop.json', import.meta.url).pathname;

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

function run(name: string, opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({ name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx });
    });
  });
}

/** Starts on the hourly grid from the next hour on, spread over five days so bookings vary. */
function hourlyStarts(count: number): string[] {
  const first = new Date();
  first.setUTCMinutes(0, 0, 0);
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + (1 + (i % 120)) * 3600_000).toISOString());
}

async function benchOne(label: string, env: Record<string, string>) {
  const shop = await startShop({ SHOP_CONFIG: shopConfig, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', ...env });
  try {
    const starts = hourlyStarts(120);
    let i = 0;
    const priceBody = (templateId: string) => () =>
      JSON.stringify({ templateId, startTime: starts[i++ % starts.length], slotCount: 2 });
    const json = { 'content-type': 'application/json' };
    const reserveBody = () =>
      JSON.stringify({
        selection: { templateId: 'bench-capped', startTime: starts[i++ % starts.length], slotCount: 2 },
        contact: { mail: 'bench@example.de', firstName: 'Bench', lastName: 'Mark' },
        identifications: [{ source: 'lp', code: 'B-BM 1' }],
      });

    // Warm up the JIT and the connection pool before anything is measured.
    await run('warm-up', { url: `${shop.url}/api/page/styling`, duration: 2 });
    const baseline = await run('GET /api/page/styling (baseline)', { url: `${shop.url}/api/page/styling` });
    const results: Result[] = [baseline];
    results.push(
      await run('POST /api/booking/price, no capacity', {
        url: `${shop.url}/api/booking/price`,
        method: 'POST',
        headers: json,
        requests: [{ setupRequest: (req) => ({ ...req, body: priceBody('bench-free')() }) }],
      }),
    );
    results.push(
      await run('POST /api/booking/reserve', {
        url: `${shop.url}/api/booking/reserve`,
        method: 'POST',
        headers: json,
        requests: [{ setupRequest: (req) => ({ ...req, body: reserveBody() }) }],
      }),
    );
    // After the reserves, so the capacity count runs over a table with thousands of bookings.
    results.push(
      await run('POST /api/booking/price, with capacity', {
        url: `${shop.url}/api/booking/price`,
        method: 'POST',
        headers: json,
        requests: [{ setupRequest: (req) => ({ ...req, body: priceBody('bench-capped')() }) }],
      }),
    );
    const again = await run('GET /api/page/styling (baseline again)', { url: `${shop.url}/api/page/styling` });
    results.push(again);

    console.log(`\n## ${label} (${CONNECTIONS} connections, ${DURATION} s each)`);
    console.log('| call | req/s | ratio to baseline | p99 ms | non-2xx |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / baseline.rps).toFixed(2)} | ${r.p99} | ${r.non2xx} |`,
      );
    }
    const drift = Math.abs(again.rps - baseline.rps) / baseline.rps;
    console.log(`\nbaseline drift over the run: ${(drift * 100).toFixed(0)}% (a large drift means a noisy machine)`);
    return results;
  } finally {
    await shop.stop();
  }
}

await benchOne('PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
