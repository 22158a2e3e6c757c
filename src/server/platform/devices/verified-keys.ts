import { createHash } from 'node:crypto';

/** The bucket name of a device key: its hash, so no counter store ever holds a usable key. */
export function deviceKeyHash(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64url');
}

/** How long a key stays "verified" after its last accepted call. */
const VERIFIED_MS = 60 * 60_000;
/** Bounds the memory: a shop has tens of devices, never thousands. */
const MAX_KEYS = 10_000;

/**
 * The device keys this instance has seen accepted (by their hash), so the access routes' limit
 * can count a key on its own only once it is known to be real: before, a made-up key
 * of the right shape got a fresh bucket per guess. A cache of a database fact, not shared
 * state: another instance verifies a key on its own first call (counted per address), a
 * revoked key drops out at its next refusal, and an entry lapses an hour after its last use.
 */
export class VerifiedDeviceKeys {
  private readonly keys = new Map<string, number>();

  has(hash: string, now = Date.now()): boolean {
    const until = this.keys.get(hash);
    if (until === undefined) return false;
    if (until > now) return true;
    this.keys.delete(hash);
    return false;
  }

  verified(hash: string, now = Date.now()): void {
    this.keys.delete(hash);
    this.keys.set(hash, now + VERIFIED_MS);
    // Map keeps insertion order: the first entry is the least recently verified.
    if (this.keys.size > MAX_KEYS) this.keys.delete(this.keys.keys().next().value!);
  }

  refused(hash: string): void {
    this.keys.delete(hash);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Device keys accepted on this instance (the access limit counts them per key). */
    verifiedDeviceKeys: VerifiedDeviceKeys;
  }
}
