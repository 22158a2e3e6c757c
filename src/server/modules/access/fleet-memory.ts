import type { DbExecutor } from '../../db/executor';

/** A fleet plate's walk-in stay that ended, for its company's charges (ADR 066). */
export interface FleetStay {
  stayId: string;
  companyId: string;
  plate: string;
  siteId: string;
  entryAt: Date;
  exitAt: Date;
  /** What the stay costs at the site's walk-in tariff, less what was paid by plate. */
  grossCents: number;
}

/** The company a fleet plate's stays go onto. */
export interface FleetAccount {
  companyId: string;
  /** Its legal name: pay by plate tells the driver whose account the stay is on. */
  companyName: string;
}

/**
 * What the barrier needs of company billing (ADR 066): the fleet plates whose company is in good
 * standing, and the charge of a fleet stay that ended (in the exit read's transaction; repeated
 * for the same stay, it charges once).
 */
export interface FleetAccounts {
  goodStandingPlates(now: Date): Promise<Map<string, FleetAccount>>;
  /** The company a stay that ended was charged to (its exit read's charge, not voided). */
  chargedStay(stayId: string): Promise<FleetAccount | undefined>;
  stayEnded(tx: DbExecutor, stay: FleetStay, now: Date): Promise<void>;
}

/**
 * The fleet plates of companies in good standing, in memory beside the barrier's (ADR 036): read
 * on first use, after `changed()` (the companies module's fleet or a company's standing changed)
 * and at least every `ttlMs` (an invoice falls due, charges reach the limit).
 */
export class FleetMemory {
  private plates = new Map<string, FleetAccount>();
  private loadedAt = -Infinity;
  private stale = true;
  private loading: Promise<void> | undefined;

  constructor(private readonly deps: { accounts: FleetAccounts; clock: () => Date; ttlMs: number }) {}

  changed(): void {
    this.stale = true;
  }

  /** The company whose account the plate's stays go onto, or undefined. */
  async companyOf(plateKey: string): Promise<string | undefined> {
    return (await this.accountOf(plateKey))?.companyId;
  }

  /** The same with the company's name: the barrier and pay by plate decide from one memory. */
  async accountOf(plateKey: string): Promise<FleetAccount | undefined> {
    const now = this.deps.clock();
    if (this.stale || now.getTime() - this.loadedAt > this.deps.ttlMs) {
      this.loading ??= (async () => {
        this.stale = false;
        try {
          this.plates = await this.deps.accounts.goodStandingPlates(now);
          this.loadedAt = now.getTime();
        } catch (err) {
          this.stale = true;
          throw err;
        } finally {
          this.loading = undefined;
        }
      })();
      await this.loading.catch(() => undefined);
    }
    return this.plates.get(plateKey);
  }
}
