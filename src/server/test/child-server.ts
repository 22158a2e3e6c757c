import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { RATE_LIMITS_OFF } from '../config/rate-limits';

const root = new URL('../../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  /** The operator listener (token-less operator calls of a local shop without OPERATOR_TOKEN). */
  operatorUrl: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the signal or exit code once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** The real server (server.ts, as `npm start` runs it) in a child process, ready (database included) when resolved. */
export async function startChildServer(env: Record<string, string>, port?: number): Promise<ChildServer> {
  const p = port ?? (await freePort());
  // A port of its own: PORT+1 may be another test's free port.
  let op = env.OPERATOR_PORT;
  while (op === undefined || op === String(p)) op = String(await freePort());
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(p),
      OPERATOR_PORT: op,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // Per-route limits (reserve 20/min, ...) off too: specs and benches call from one address.
      ...RATE_LIMITS_OFF,
      // The one-car-park demo unless a test asks for the town (DEMO_SHOP=town).
      DEMO_SHOP: 'one-site',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that times out while the server starts never gets to stop() it: when the test
  // process ends, its servers end too instead of running on as orphans.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${p}`;
  // Generous: loading the server and opening PGlite takes a minute and more on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    operatorUrl: `http://127.0.0.1:${op}`,
    child,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Reserves one hour of the demo shop's `kurzzeit` (capacity 3) on a child server. */
export async function childReserve(server: Pick<ChildServer, 'url'>, startTime: string, mail: string) {
  const res = await fetch(`${server.url}/api/booking/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selection: { templateId: 'kurzzeit', startTime, slotCount: 1 },
      contact: { mail, firstName: 'Gast', lastName: 'Test' },
      identifications: [{ source: 'lp', code: 'F-MI 42' }],
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}

/** The start of the hour `n` hours after the current one (the shop's hourly grid: whole UTC hours). */
export function hourFromNow(n: number): string {
  const hour = 3600_000;
  return new Date((Math.floor(Date.now() / hour) + n) * hour).toISOString();
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (a child process acts in its own time), at most 30 s. */
export async function until(check: () => boolean | Promise<boolean>, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}
