import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError, STATUS_BY_CODE } from '../../errors';
import { PasswordHasher } from './password-hasher';

const hashers: PasswordHasher[] = [];
function hasher(opts: { concurrency?: number; queueMax?: number; perAddress?: number } = {}) {
  const h = new PasswordHasher({ concurrency: 1, queueMax: 10, perAddress: 10, ...opts });
  hashers.push(h);
  return h;
}
afterEach(async () => {
  await Promise.all(hashers.splice(0).map((h) => h.close()));
});

/** The refusal `p` ends with (a DomainError), or undefined when it resolves. */
async function refusal(p: Promise<unknown>): Promise<DomainError | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
}

describe('the password hashing queue (ADR 032)', () => {
  it('hashes with Argon2id and verifies: right, wrong, no stored hash, unreadable hash', async () => {
    const h = hasher();
    const stored = await h.hash('Sommer-Regen-4711x');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await h.verify(stored, 'Sommer-Regen-4711x')).toBe(true);
    expect(await h.verify(stored, 'Sommer-Regen-4711y')).toBe(false);
    // Unknown user: one decoy verify, false.
    expect(await h.verify(null, 'Sommer-Regen-4711x')).toBe(false);
    expect(await h.verify('not-a-hash', 'Sommer-Regen-4711x')).toBe(false);
  });

  it('beyond HASH_QUEUE_MAX waiting, a further hash is refused at once: 503 LOGIN_BUSY with Retry-After', async () => {
    const h = hasher({ concurrency: 1, queueMax: 2 });
    // One runs, two wait: all from different addresses, so only the queue's bound applies.
    const accepted = [
      h.hash('a-1', '198.51.100.1'),
      h.hash('a-2', '198.51.100.2'),
      h.hash('a-3', '198.51.100.3'),
    ];
    expect(h.load).toEqual({ running: 1, waiting: 2 });
    const busy = await refusal(h.verify('$argon2id$v=19$m=19456,t=2,p=1$x$y', 'p', '198.51.100.4'));
    expect(busy?.code).toBe('LOGIN_BUSY');
    expect(STATUS_BY_CODE.LOGIN_BUSY).toBe(503);
    expect(busy?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The accepted ones all finish, and then there is room again.
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(h.load).toEqual({ running: 0, waiting: 0 });
    expect(await refusal(h.hash('a-5', '198.51.100.4'))).toBeUndefined();
  });

  it('at most HASH_PER_ADDRESS hashes per address at once (429); other addresses are not affected', async () => {
    const h = hasher({ concurrency: 1, queueMax: 50, perAddress: 2 });
    const first = [h.hash('p-1', '203.0.113.9'), h.hash('p-2', '203.0.113.9')];
    const third = await refusal(h.hash('p-3', '203.0.113.9'));
    expect(third?.code).toBe('RATE_LIMITED');
    expect(STATUS_BY_CODE.RATE_LIMITED).toBe(429);
    expect(third?.retryAfterSeconds).toBe(1);
    // Someone else is only queued.
    const other = h.hash('q-1', '198.51.100.9');
    await Promise.all([...first, other]);
    // Done: the address may hash again.
    expect(await refusal(h.hash('p-4', '203.0.113.9'))).toBeUndefined();
  });

  it('runs at most HASH_CONCURRENCY hashes at once; the others wait their turn in order', async () => {
    const two = hasher({ concurrency: 2, queueMax: 10 });
    const all = [0, 1, 2, 3, 4].map((i) => two.hash(`x-${i}`));
    expect(two.load).toEqual({ running: 2, waiting: 3 });
    await Promise.all(all);
    expect(two.load).toEqual({ running: 0, waiting: 0 });
    // One at a time: first come, first served.
    const one = hasher({ concurrency: 1, queueMax: 10 });
    const done: number[] = [];
    await Promise.all([0, 1, 2, 3].map((i) => one.hash(`y-${i}`).then(() => done.push(i))));
    expect(done).toEqual([0, 1, 2, 3]);
  });

  it('a check the hasher could not run fails; it never reads as a wrong password', async () => {
    const h = hasher({ concurrency: 1 });
    const stored = await h.hash('Sommer-Regen-4711x');
    const running = expect(h.verify(stored, 'Sommer-Regen-4711x')).rejects.toThrow(/closed/);
    const waiting = expect(h.verify(stored, 'Sommer-Regen-4711x')).rejects.toThrow(/closed/);
    await h.close();
    await running;
    await waiting;
    await expect(h.verify(null, 'x')).rejects.toThrow(/closed/);
  });

  it.runIf(existsSync('/proc/thread-self'))(
    'hashes in threads of their own at the lowest CPU priority (nice 19), the event loop keeps its own',
    async () => {
      // /proc/self/task/<tid>/stat: field 19 is the nice value (after the name in parentheses).
      const nice = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
      const mainThread = nice(String(process.pid));
      const h = hasher({ concurrency: 1 });
      await h.hash('warm');
      const niced = readdirSync('/proc/self/task').filter((tid) => nice(tid) === 19);
      expect(niced.length).toBeGreaterThanOrEqual(1);
      expect(nice(String(process.pid))).toBe(mainThread);
    },
  );
});
