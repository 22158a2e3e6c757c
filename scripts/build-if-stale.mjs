// Builds the web client when dist/web is missing or older than its sources, so `npm start`
// and `npm test` work on a fresh clone and stay fast on the second run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(root, 'dist/web/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else if (!entry.name.includes('.test.')) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

export function buildIfStale() {
  const sources = Math.max(
    newest(join(root, 'src/web')),
    newest(join(root, 'src/shared')),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
    statSync(join(root, 'package-lock.json')).mtimeMs,
  );
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  console.log('Building the web client (vite build)...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
