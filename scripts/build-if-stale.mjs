// Builds the web client when dist/web is missing or older than its sources, so `npm start`
// and `npm test` work on a fresh clone and stay fast on the second run.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  // The server's render of the first screens (ADR 037), beside the client in dist/ssr.
  execSync('npx vite build --ssr entry-server.tsx --logLevel warn', { cwd: root, stdio: 'inherit' });
  precompress(join(root, 'dist/web'));
  // The marker must stay the newest file, or the next start would build again.
  const now = new Date();
  utimesSync(marker, now, now);
}

/**
 * Brotli (best) and gzip beside every text asset, so the server sends compressed files
 * without compressing on each request (@fastify/static preCompressed).
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) precompress(p);
    else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name) && statSync(p).size > 512) {
      const data = readFileSync(p);
      writeFileSync(`${p}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
