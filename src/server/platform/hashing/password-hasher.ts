import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../errors';

/**
 * Argon2id with OWASP's minimum parameters (m = 19 MiB, t = 2, p = 1), as in ADR 015. Hashes
 * made before this service keep verifying: the parameters travel in the stored hash.
 */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasherOptions {
  /**
   * Hashes running at once (HASH_CONCURRENCY), each in a worker thread. Default one core fewer
   * than the machine has: on a two-core machine one hash runs at a time and the
   * other core stays with the event loop, which serves the drivers' calls.
   */
  concurrency: number;
  /** Hashes waiting for a worker beyond which a new one is refused with 503 (HASH_QUEUE_MAX). */
  queueMax: number;
  /** Hashes running or waiting per client address (/64) beyond which 429 (HASH_PER_ADDRESS). */
  perAddress: number;
}

/**
 * The worker's code, plain CommonJS so it runs the same under tsx, vitest and plain node.
 * It lowers its own thread to nice 19 first: on Linux a nice value is per thread, so the
 * scheduler gives the event loop (nice 0) a core before it gives one to a hash. That is the
 * drivers' priority (ADR 032): hashing takes only what the shop's own thread leaves over,
 * however many logins arrive. Where that is not possible (another OS) the worker runs as is.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0 && tid !== process.pid) require('node:os').setPriority(tid, 19);
} catch {}
const argon2 = require(workerData.argon2);
parentPort.on('message', (m) => {
  try {
    const result = m.op === 'hash' ? argon2.hashSync(m.password, workerData.options) : argon2.verifySync(m.stored, m.password);
    parentPort.postMessage({ id: m.id, result });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) });
  }
});
`;

type Job = { op: 'hash'; password: string } | { op: 'verify'; stored: string; password: string };

interface Pending {
  job: Job;
  address: string | undefined;
  resolve: (v: string | boolean) => void;
  reject: (e: Error) => void;
}

/** The worker itself failed (not the hash it was given): never to be read as "wrong password". */
class HashWorkerLost extends Error {
  override name = 'HashWorkerLost';
}

interface Slot {
  worker: Worker;
  current?: Pending & { id: number };
}

/**
 * Every Argon2 hash and verify of the shop (customer and operator logins, password changes,
 * links, new accounts) goes through one bounded queue (ADR 032):
 * - off the event loop, in `concurrency` worker threads at the lowest CPU priority;
 * - at most `queueMax` waiting: a further one answers 503 LOGIN_BUSY with Retry-After, so a burst
 *   of logins costs its senders a retry instead of costing everyone memory and latency;
 * - at most `perAddress` running or waiting per client address: 429 RATE_LIMITED, so one
 *   address cannot fill the queue that every other login waits in.
 */
export class PasswordHasher {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private readonly perAddress = new Map<string, number>();
  private nextId = 1;
  /** Mean duration of recent hashes (ms), for Retry-After. */
  private meanMs = 50;
  private closed = false;
  /** When each slot's current job started (for meanMs). */
  private readonly started = new WeakMap<Slot, number>();
  private decoy: Promise<string> | undefined;

  constructor(private readonly opts: PasswordHasherOptions) {}

  /** The hashes running and waiting now (tests, and the ADR's reasoning). */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.filter((s) => s.current).length, waiting: this.waiting.length };
  }

  /** A new Argon2id hash of `password`. `address`: the client's (/64), when a request asks. */
  async hash(password: string, address?: string): Promise<string> {
    return (await this.enqueue({ op: 'hash', password }, address)) as string;
  }

  /**
   * Whether `password` matches `stored`. Without a stored hash (unknown user, invitation not
   * used yet) a decoy is verified instead and the answer is false, so both take one verify.
   */
  async verify(stored: string | null | undefined, password: string, address?: string): Promise<boolean> {
    if (!stored) {
      this.decoy ??= this.hash(`decoy-${Math.random()}`).catch((e: unknown) => {
        this.decoy = undefined;
        throw e;
      });
      await this.enqueue({ op: 'verify', stored: await this.decoy, password }, address).catch(
        (e: unknown) => {
          if (e instanceof DomainError || e instanceof HashWorkerLost) throw e;
        },
      );
      return false;
    }
    try {
      return (await this.enqueue({ op: 'verify', stored, password }, address)) as boolean;
    } catch (e) {
      if (e instanceof DomainError || e instanceof HashWorkerLost) throw e;
      return false; // not a hash we can read: no match
    }
  }

  /** Ends the workers (the app's close); later calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) p.reject(new HashWorkerLost('password hasher closed'));
    const slots = this.slots.splice(0);
    for (const s of slots) s.current?.reject(new HashWorkerLost('password hasher closed'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private enqueue(job: Job, address: string | undefined): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new HashWorkerLost('password hasher closed'));
    if (address !== undefined && (this.perAddress.get(address) ?? 0) >= this.opts.perAddress) {
      return Promise.reject(
        new DomainError('RATE_LIMITED', 'Too many password checks from this address at once', undefined, 1),
      );
    }
    const idle = this.idleSlot();
    if (!idle && this.waiting.length >= this.opts.queueMax) {
      return Promise.reject(
        new DomainError(
          'LOGIN_BUSY',
          'Too many logins at once, try again shortly',
          undefined,
          this.retryAfter(),
        ),
      );
    }
    if (address !== undefined) this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    return new Promise((resolve, reject) => {
      const pending: Pending = { job, address, resolve, reject };
      if (idle) this.start(idle, pending);
      else this.waiting.push(pending);
    });
  }

  /** Seconds until the queue, as it stands, has drained (at least 1). */
  private retryAfter(): number {
    const ahead = this.waiting.length + this.opts.concurrency;
    return Math.max(1, Math.ceil((ahead * this.meanMs) / this.opts.concurrency / 1000));
  }

  private idleSlot(): Slot | undefined {
    const free = this.slots.find((s) => !s.current);
    if (free) return free;
    if (this.slots.length >= this.opts.concurrency) return undefined;
    const slot: Slot = { worker: this.spawn() };
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'),
        options: ARGON2_OPTIONS,
      },
    });
    // An idle worker must not keep the process alive (tests, CLI); a busy one is awaited anyway.
    worker.unref();
    worker.on('message', (m: { id: number; result?: string | boolean; error?: string }) => {
      const slot = this.slots.find((s) => s.worker === worker);
      const current = slot?.current;
      if (!slot || !current || current.id !== m.id) return;
      this.finish(slot, current);
      if (m.error !== undefined) current.reject(new Error(m.error));
      else current.resolve(m.result!);
    });
    worker.on('error', (err) =>
      this.lose(worker, new HashWorkerLost(`password hash worker failed: ${err.message}`)),
    );
    worker.on('exit', () => this.lose(worker, new HashWorkerLost('password hash worker exited')));
    return worker;
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    slot.current = { ...pending, id };
    this.started.set(slot, performance.now());
    // A running job keeps the process alive until its answer, like any other pending I/O.
    slot.worker.ref();
    slot.worker.postMessage({ id, ...pending.job });
  }

  /** The slot's job is done: its address count drops, and the next waiting job takes the slot. */
  private finish(slot: Slot, done: Pending): void {
    const began = this.started.get(slot);
    if (began !== undefined) this.meanMs = this.meanMs * 0.8 + (performance.now() - began) * 0.2;
    slot.current = undefined;
    slot.worker.unref();
    this.release(done.address);
    const next = this.waiting.shift();
    if (next) this.start(slot, next);
  }

  private release(address: string | undefined): void {
    if (address === undefined) return;
    const n = (this.perAddress.get(address) ?? 1) - 1;
    if (n <= 0) this.perAddress.delete(address);
    else this.perAddress.set(address, n);
  }

  /** A worker died: its job fails, and the next job starts on a new worker. */
  private lose(worker: Worker, err: Error): void {
    const i = this.slots.findIndex((s) => s.worker === worker);
    if (i < 0) return;
    const [slot] = this.slots.splice(i, 1);
    if (slot.current) {
      this.release(slot.current.address);
      slot.current.reject(err);
    }
    if (this.closed) return;
    const next = this.waiting.shift();
    if (next) {
      const fresh = this.idleSlot();
      if (fresh) this.start(fresh, next);
      else this.waiting.unshift(next);
    }
  }
}

/**
 * One hash outside any shop's queue, for work before the shop serves (the demo customer at
 * start): a single worker that ends with the hash.
 */
export async function hashOnce(password: string): Promise<string> {
  const hasher = new PasswordHasher({ concurrency: 1, queueMax: 0, perAddress: 1 });
  try {
    return await hasher.hash(password);
  } finally {
    await hasher.close();
  }
}
