// `npm test`: every test — unit, API (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set)
// and end-to-end in Debian's Chromium — then one closing line "N passed, N failed, N skipped".
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { landingJs, LANDING_JS_BUDGET_KB, LANDING_JS_GOAL_KB } from './landing-budget.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian packages the tests drive: Chromium (E2E), poppler-utils and qpdf (the e-invoice PDF/A-3
// is read back with pdfdetach, pdftotext, pdfinfo, pdffonts and qpdf).
const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(onPath('pdfdetach') ? [] : ['poppler-utils']),
  ...(onPath('qpdf') ? [] : ['qpdf']),
];
if (missing.length > 0) {
  // Install them where we can (CI and dev machines run as root).
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian ${missing.join(', ')} for the tests...`);
    const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`;
    execSync(`apt-get update -qq && ${install}`, { stdio: 'inherit' });
  } else {
    console.error(
      `Missing ${missing.join(', ')}: run "sudo apt-get install -y ${missing.join(' ')}"` +
        (missing.includes('chromium') ? ` (or set CHROMIUM_PATH; no Chromium at ${chromium}).` : '.'),
    );
    process.exit(1);
  }
}

buildIfStale();
console.log(
  `Databases for the API tests: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL (TEST_DATABASE_URL)' : ' only (set TEST_DATABASE_URL for PostgreSQL too)'}`,
);

mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(join(root, '.tmp/test-summary.txt'), { force: true });
// The landing page's JavaScript budget (ADR 037), read from the build: a second, no browser.
const landing = landingJs(join(root, 'dist/web'));
console.log(
  `Landing JS: ${landing.kB.toFixed(1)} kB gzipped, budget ${LANDING_JS_BUDGET_KB} kB (goal ${LANDING_JS_GOAL_KB} kB)`,
);
if (!landing.within) {
  console.error(`Landing JS over its budget: ${landing.kB.toFixed(1)} kB > ${LANDING_JS_BUDGET_KB} kB (scripts/landing-budget.mjs).`);
  process.exit(1);
}
const report = join(root, '.tmp/vitest-report.json');
// Vitest runs on this very Node: npm scripts put the project's pinned Node 24
// (node_modules/.bin/node, package `node`) first on their PATH, whatever the system Node is.
console.log(`Node ${process.version}`);
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const args = [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

let summary = null;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
} catch {
  // no report: vitest itself failed before running tests
}
if (summary) {
  const line = `vitest: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
  console.log(`\n${line}`);
  // .ci/run repeats it as the very last line of its output, after the step times.
  writeFileSync(join(root, '.tmp/test-summary.txt'), `${line}\n`);
}
const failed = run.status !== 0 || !summary || summary.failed > 0 || summary.passed === 0;
process.exit(failed ? 1 : 0);
