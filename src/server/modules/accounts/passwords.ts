import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum parameters (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 runs
 * each hash on libuv's thread pool, so a login does not block the event loop (ADR 015).
 */
const OPTIONS = {
  // Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most this many hashes at once (one core fewer than the machine has, at least one): a
 * burst of logins waits its turn instead of taking every core from the event loop, which
 * serves the booking calls (issue 8: the price call's p99 under 20 logins/s, `npm run bench`).
 */
const MAX_PARALLEL = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A released slot passes straight to the next waiter, so a newcomer cannot slip in between.
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

/** A stored hash that matches no password: unknown users cost the same verify (timing). */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown user, invitation not
 * used yet) the decoy is verified instead and the answer is false, so both take one verify.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    const d = await decoy;
    await limited(() => verify(d, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(stored, password));
  } catch {
    return false;
  }
}
