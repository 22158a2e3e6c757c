import { randomUUID } from 'node:crypto';
import { percentToBasisPoints } from '../../../shared/domain/vat';
import type { DbExecutor } from '../../db/executor';
import { localIsoDate } from '../../payments/dates';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { FleetAccount, FleetAccounts, FleetStay } from '../access';
import type { CompanyDirectory, CompanyView } from '../companies';
import type { ChargesRepository } from './charges-repository';

/** Why a company may not take a new charge now (ADR 066); the codes the client translates. */
export type StandingRefusal = 'COMPANY_NOT_ACTIVE' | 'COMPANY_OVERDUE' | 'COMPANY_OVER_LIMIT';

export type Standing =
  | { ok: true; company: CompanyView; limitCents: number; owedCents: number }
  | {
      ok: false;
      reason: StandingRefusal;
      company: CompanyView | null;
      limitCents?: number;
      owedCents?: number;
    };

/** What a charge names: the invoice line's member, cost centre, site, plate, driver and amounts. */
export interface ChargeInput {
  companyId: string;
  memberId?: string | null;
  costCentreId?: string | null;
  siteId?: string | null;
  plate?: string | null;
  /** The driver's name or e-mail. */
  driver?: string | null;
  description: string;
  serviceFrom: Date;
  serviceTo: Date;
  grossCents: number;
  vatRateBasisPoints: number;
}

export interface RecordedCharge {
  chargeId: string;
  /** False: the booking or stay was charged before (a repeated settle or exit); nothing new. */
  created: boolean;
}

/** The outcome of a booking's cancellation for its charge. */
export type VoidOutcome = 'voided' | 'invoiced' | 'none';

export interface CompanyChargesDeps {
  repo: ChargesRepository;
  directory: Pick<CompanyDirectory, 'company' | 'fleetPlates'>;
  /** The time zone and the default credit limit, pinned at start (ADR 025). */
  catalogue: CatalogueReader;
}

/**
 * What a company owes before its monthly invoice (ADR 064, 066): whether it may take a new
 * charge (its standing), one charge per booking on account or fleet stay, and the void of a
 * booking's charge when the booking is cancelled before it is invoiced. The writes run in the
 * caller's transaction (the settle, the exit read, the cancel), so a charge exists exactly when
 * what it charges for does.
 */
export class CompanyChargesService {
  private readonly zone: string;
  private readonly defaultLimitCents: number;
  private readonly vatRateBasisPoints: number;

  constructor(private readonly deps: CompanyChargesDeps) {
    const config = deps.catalogue.current().config;
    this.zone = config.shop.timeZone;
    this.defaultLimitCents = config.companies.defaultCreditLimitCents;
    this.vatRateBasisPoints = percentToBasisPoints(config.shop.vatRatePercent);
  }

  /**
   * May the company take `addCents` more now? Not when it is not `active`, when an open invoice
   * is past its due date (today in the shop's time zone), or when uninvoiced charges plus open
   * invoices plus `addCents` would pass its credit limit (its own, else the shop's default).
   */
  async standing(companyId: string, addCents: number, now: Date): Promise<Standing> {
    const company = await this.deps.directory.company(companyId);
    if (!company) return { ok: false, reason: 'COMPANY_NOT_ACTIVE', company };
    return this.standingOf(company, addCents, now);
  }

  /**
   * The same for a company read before; `tx`: the amounts read inside the caller's transaction
   * (after `lock`), which must not wait for a read outside it (PGlite has one connection).
   */
  async standingOf(company: CompanyView, addCents: number, now: Date, tx?: DbExecutor): Promise<Standing> {
    if (company.status !== 'active') return { ok: false, reason: 'COMPANY_NOT_ACTIVE', company };
    const e = await this.deps.repo.exposure(company.id, localIsoDate(now, this.zone), tx);
    if (e.overdue > 0) return { ok: false, reason: 'COMPANY_OVERDUE', company };
    const limitCents = company.creditLimitCents ?? this.defaultLimitCents;
    const owedCents = e.unbilledCents + e.openCents;
    if (owedCents + addCents > limitCents)
      return { ok: false, reason: 'COMPANY_OVER_LIMIT', company, limitCents, owedCents };
    return { ok: true, company, limitCents, owedCents };
  }

  /** Holds the company's charges until `tx` ends: check the standing and charge under it. */
  lock(tx: DbExecutor, companyId: string): Promise<void> {
    return this.deps.repo.lockCompany(tx, companyId);
  }

  /** The booking's charge; a second call for the same booking records nothing. */
  recordBooking(tx: DbExecutor, bookingId: string, input: ChargeInput, now: Date): Promise<RecordedCharge> {
    return this.record(tx, { bookingId, stayId: null }, input, now);
  }

  /** The fleet stay's charge; a second call for the same stay records nothing. */
  recordStay(tx: DbExecutor, stayId: string, input: ChargeInput, now: Date): Promise<RecordedCharge> {
    return this.record(tx, { bookingId: null, stayId }, input, now);
  }

  /**
   * The booking was cancelled: its charge is voided unless it is invoiced already. An invoiced
   * charge stays on its invoice; correcting it takes a credit note of the invoice (not built).
   */
  async voidBooking(tx: DbExecutor, bookingId: string, now: Date): Promise<VoidOutcome> {
    const row = await this.deps.repo.voidOfBooking(tx, bookingId, now);
    if (!row) return 'none';
    return row.invoiceId ? 'invoiced' : 'voided';
  }

  async chargeOfBooking(bookingId: string) {
    return this.deps.repo.ofBooking(bookingId);
  }

  async chargeOfStay(stayId: string) {
    return this.deps.repo.ofStay(stayId);
  }

  /** Fleet plates (plateKey → company) whose company is in good standing now. */
  async fleetInGoodStanding(now: Date): Promise<Map<string, FleetAccount>> {
    const plates = await this.deps.directory.fleetPlates();
    const good = new Map<string, FleetAccount | null>();
    const out = new Map<string, FleetAccount>();
    for (const p of plates) {
      if (!good.has(p.companyId)) {
        const s = await this.standing(p.companyId, 0, now);
        good.set(p.companyId, s.ok ? { companyId: p.companyId, companyName: s.company.legalName } : null);
      }
      const account = good.get(p.companyId);
      if (account) out.set(p.plateKey, account);
    }
    return out;
  }

  /**
   * The barrier's side (ADR 066): the fleet plates in good standing, and a fleet stay that ended
   * charged at its site's walk-in price (one charge per stay).
   */
  fleetAccounts(): FleetAccounts {
    const lang = this.deps.catalogue.current().config.shop.language;
    const description = WALK_IN_DESCRIPTION[lang] ?? WALK_IN_DESCRIPTION.de;
    return {
      goodStandingPlates: (now: Date) => this.fleetInGoodStanding(now),
      chargedStay: async (stayId: string) => {
        const charge = await this.deps.repo.ofStay(stayId);
        if (!charge || charge.voidedAt) return undefined;
        const company = await this.deps.directory.company(charge.companyId);
        return { companyId: charge.companyId, companyName: company?.legalName ?? '' };
      },
      stayEnded: async (tx: DbExecutor, s: FleetStay, now: Date) => {
        await this.recordStay(
          tx,
          s.stayId,
          {
            companyId: s.companyId,
            siteId: s.siteId,
            plate: s.plate,
            description,
            serviceFrom: s.entryAt,
            serviceTo: s.exitAt,
            grossCents: s.grossCents,
            vatRateBasisPoints: this.vatRateBasisPoints,
          },
          now,
        );
      },
    };
  }

  private async record(
    tx: DbExecutor,
    of: { bookingId: string | null; stayId: string | null },
    c: ChargeInput,
    now: Date,
  ): Promise<RecordedCharge> {
    const id = randomUUID();
    const created = await this.deps.repo.insert(tx, {
      id,
      companyId: c.companyId,
      memberId: c.memberId ?? null,
      costCentreId: c.costCentreId ?? null,
      ...of,
      siteId: c.siteId ?? null,
      plate: c.plate ?? null,
      driver: c.driver ?? null,
      description: c.description,
      serviceFrom: c.serviceFrom,
      serviceTo: c.serviceTo,
      grossCents: c.grossCents,
      vatRateBasisPoints: c.vatRateBasisPoints,
      chargeDate: localIsoDate(c.serviceFrom, this.zone),
      createdAt: now,
    });
    if (created) return { chargeId: id, created };
    const existing = of.bookingId
      ? await this.deps.repo.ofBooking(of.bookingId, tx)
      : await this.deps.repo.ofStay(of.stayId!, tx);
    return { chargeId: existing!.id, created: false };
  }
}

/** The invoice line of a fleet stay, in the shop language. */
const WALK_IN_DESCRIPTION: Record<string, string> = {
  de: 'Kurzparken',
  ch: 'Kurzparken',
  en: 'Short-term parking',
  nl: 'Kort parkeren',
  ro: 'Parcare pe termen scurt',
};
