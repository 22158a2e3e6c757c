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

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
