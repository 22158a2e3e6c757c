/** One dependency the shop needs to serve traffic (the database, Redis when configured, ...). */
export interface ReadinessProbe {
  name: string;
  /** Resolves when the dependency answers; throws when it does not. */
  check(): Promise<void>;
}

export type ReadinessState =
  | { ready: true }
  | { ready: false; code: 'DRAINING' }
  | { ready: false; code: 'NOT_READY'; failed: string[] };

/**
 * Whether a load balancer should send this instance traffic: not while it drains (SIGTERM)
 * and not while a dependency it needs is unreachable. Probes come from the composition root,
 * so a dependency added later (Redis for shared rate limits) only adds a probe.
 */
export class Readiness {
  private draining = false;

  constructor(private readonly probes: readonly ReadinessProbe[]) {}

  /** From now on the instance reports itself not ready (it is shutting down). */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(onFailure?: (probe: string, err: unknown) => void): Promise<ReadinessState> {
    if (this.draining) return { ready: false, code: 'DRAINING' };
    const results = await Promise.allSettled(this.probes.map((p) => p.check()));
    const failed: string[] = [];
    results.forEach((r, i) => {
      if (r.status === 'rejected') {
        failed.push(this.probes[i].name);
        onFailure?.(this.probes[i].name, r.reason);
      }
    });
    return failed.length ? { ready: false, code: 'NOT_READY', failed } : { ready: true };
  }
}
