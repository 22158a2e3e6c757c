// The landing page's JavaScript as the built client names it (ADR 037): the entry script of
// dist/web/index.html and every module it preloads, gzipped (zlib's default level, what an
// on-the-fly compressor sends; bench/web.ts measures the same in a real browser). `npm test`
// fails when it is over the budget; `node scripts/landing-budget.mjs` prints it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What `npm test` enforces, in kB (1024 bytes) gzipped: the budget of ADR 037, the figure the
 * first screen has reached. Lower it as the landing page loses weight, down to the goal.
 */
// 146 since the home page decides between one car park and a list of several (ADR 060): the
// list itself loads lazily, the decision (one call and its check) costs half a kilobyte.
export const LANDING_JS_BUDGET_KB = 146;
/** The goal the budget comes down to (ADR 037, ADR 051). */
export const LANDING_JS_GOAL_KB = 120;

export function landingJs(webRoot) {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = srcs.map((src) => {
    const gzip = gzipSync(readFileSync(join(webRoot, src))).length;
    return { src, gzip };
  });
  const kB = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  return { files, kB, within: kB <= LANDING_JS_BUDGET_KB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, kB, within } = landingJs(new URL('../dist/web', import.meta.url).pathname);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(6)} kB  ${f.src}`);
  console.log(
    `Landing JS: ${kB.toFixed(1)} kB gzipped, budget ${LANDING_JS_BUDGET_KB} kB: ${within ? 'within' : 'OVER'} (goal ${LANDING_JS_GOAL_KB} kB)`,
  );
  process.exit(within ? 0 : 1);
}
