/**
 * Web figures of the first screens (`npx tsx bench/web.ts`; run `npx vite build` first):
 *
 * 1. The JavaScript a real Chromium loads for `/` and for `/period/{id}`: every script response
 *    of the page load, summed raw, gzipped (zlib default level, what an on-the-fly compressor
 *    sends) and as brotli; the goal for `/` is 120 kB gzipped, and `npm test` fails
 *    over the enforced budget (scripts/landing-budget.mjs, ADR 037).
 * 2. Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), on `/` and `/period/{id}`:
 *    performance, accessibility and best-practices scores, the median of LH_RUNS runs (default 3).
 *    Targets: performance >= 95, accessibility 100, best practices >= 95; LCP <= 1.2 s on `/`,
 *    <= 1.5 s on the period page.
 *
 * Ends with the first screen's rows against their goals (ADR 051). BENCH_TEMPLATE picks the template of the
 * period screen.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, PHONE } from '../e2e/support/browser';
import { startShop } from '../e2e/support/shop';
import { LANDING_JS_BUDGET_KB, LANDING_JS_GOAL_KB } from '../scripts/landing-budget.mjs';

const LANDING_LCP_GOAL_MS = 1200;
const PERIOD_LCP_GOAL_MS = 1500;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const TEMPLATE = process.env.BENCH_TEMPLATE ?? 'kurzzeit';

interface JsLoad {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  transferEncodings: Set<string>;
}

const kB = (n: number) => (n / 1024).toFixed(1);

/** Loads a page in Chromium and sums the JavaScript it fetched until the screen is ready. */
async function measureJs(url: string, ready: string): Promise<JsLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const bodies: Array<Promise<{ body: Buffer; encoding: string }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(async (body) => ({
          body,
          encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
        })),
      );
    });
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(bodies);
    const load: JsLoad = { files: loaded.length, raw: 0, gzip: 0, brotli: 0, transferEncodings: new Set() };
    for (const { body, encoding } of loaded) {
      load.raw += body.length;
      load.gzip += gzipSync(body).length;
      load.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      load.transferEncodings.add(encoding);
    }
    await context.close();
    return load;
  } finally {
    await browser.close();
  }
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}

/** Median of the runs that produced the value (a run without a metric must not turn it into NaN). */
const median = (xs: number[]) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok.length === 0 ? NaN : ok[Math.floor(ok.length / 2)];
};

async function runLighthouse(url: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (c: string) => Math.round((categories[c]?.score ?? 0) * 100);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        // Audits that lost points, so a score below target says why.
        failed: Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id),
      });
    } finally {
      chrome.kill();
    }
  }
  const pick = (k: keyof Omit<Scores, 'failed'>) => median(runs.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

const shop = await startShop({ RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' });
try {
  const period = `/period/${TEMPLATE}`;
  const landingJs = await measureJs(`${shop.url}/`, '[data-testid^=book-]');
  const periodJs = await measureJs(`${shop.url}${period}`, '[data-testid=start-picker]');
  const lhLanding = await runLighthouse(`${shop.url}/`);
  const lhPeriod = await runLighthouse(`${shop.url}${period}`);

  const compressed = [...landingJs.transferEncodings].filter((e) => e !== 'none');
  console.log('\n## Web: first screens (Chromium, phone viewport)');
  console.log('| page | JS files | raw kB | gzip kB | brotli kB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, l] of [
    ['/', landingJs],
    [period, periodJs],
  ] as const) {
    console.log(`| ${name} | ${l.files} | ${kB(l.raw)} | ${kB(l.gzip)} | ${kB(l.brotli)} |`);
  }
  console.log(
    `\nLanding JS gzipped: ${kB(landingJs.gzip)} kB (enforced budget ${LANDING_JS_BUDGET_KB} kB, goal ${LANDING_JS_GOAL_KB} kB).`,
  );
  console.log(
    `Served with content-encoding: ${compressed.length ? compressed.join(', ') : 'none (uncompressed: Lighthouse scores include that)'}.`,
  );

  console.log(`\n## Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : ''}, mobile preset`);
  console.log('| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, s] of [
    ['/', lhLanding],
    [period, lhPeriod],
  ] as const) {
    console.log(
      `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.fcp.toFixed(0)} | ${s.lcp.toFixed(0)} | ${s.tbt.toFixed(0)} | ${s.cls.toFixed(3)} |`,
    );
  }
  console.log('\nTargets: performance >= 95, accessibility 100, best practices >= 95.');
  for (const [name, s] of [
    ['/', lhLanding],
    [period, lhPeriod],
  ] as const) {
    if (s.failed.length) console.log(`Audits below 0.9 on ${name}: ${s.failed.join(', ')}`);
  }

  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\n## Issue 18: the first screen');
  console.log('| row | measured | goal | |');
  console.log('|---|---:|---:|---|');
  const landingKb = landingJs.gzip / 1024;
  console.log(
    `| landing JS (gzip) | ${landingKb.toFixed(1)} kB | <= ${LANDING_JS_GOAL_KB} kB | ${verdict(landingKb <= LANDING_JS_GOAL_KB)} |`,
  );
  console.log(
    `| landing LCP (Lighthouse mobile, median of ${RUNS}) | ${(lhLanding.lcp / 1000).toFixed(2)} s | <= ${LANDING_LCP_GOAL_MS / 1000} s | ${verdict(lhLanding.lcp <= LANDING_LCP_GOAL_MS)} |`,
  );
  console.log(
    `| period page LCP (Lighthouse mobile, median of ${RUNS}) | ${(lhPeriod.lcp / 1000).toFixed(2)} s | <= ${PERIOD_LCP_GOAL_MS / 1000} s | ${verdict(lhPeriod.lcp <= PERIOD_LCP_GOAL_MS)} |`,
  );
} finally {
  await shop.stop();
}
