// `npm start`: build what is not yet built, then serve the shop and API on PORT (default 3000).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
