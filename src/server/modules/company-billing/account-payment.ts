import { plateOf } from '../../../shared/domain/plate';
import { percentToBasisPoints } from '../../../shared/domain/vat';
import type {
  AccountOptions,
  AccountPaymentRequest,
  AccountPaymentResponse,
} from '../../../shared/schemas/company-account';
import { templateName } from '../../config/shop-config';
import type { BookingRow, PaymentRow } from '../../db/rows';
import { DomainError } from '../../errors';
import type { CatalogueReader } from '../../platform/catalogue/view';
import { UUID_PATTERN } from '../../platform/codes';
import type { CompanyDirectory, CostCentreView, MembershipView } from '../companies';
import type { PaymentService } from '../payments';
import type { CompanyChargesService, Standing } from './charges';

/** What paying on account reads of the visitor's session (the booking module answers it). */
export interface AccountSessionReader {
  sessionState(sessionId: string): Promise<{ booking: BookingRow; payment: PaymentRow } | null>;
}

export interface AccountPaymentDeps {
  charges: CompanyChargesService;
  directory: Pick<CompanyDirectory, 'company' | 'costCentres' | 'membershipsOf'>;
  bookings: AccountSessionReader;
  payments: Pick<PaymentService, 'settlePaid'>;
  /** After the settle: the payment opened at the provider can no longer be paid there. */
  cancelAtProvider: (payment: PaymentRow) => Promise<void>;
  catalogue: CatalogueReader;
}

/** The payment's provider once it is settled on account. */
export const ACCOUNT_PROVIDER = 'account';

/**
 * Booking on a company's account (ADR 066): a logged-in member settles the session's booking
 * without paying; the permission and the ticket mail come as with any payment, the booking gets
 * no bill of its own, and the charge for the company's monthly invoice is written in the
 * settle's transaction, under the company's lock and a second standing check.
 */
export class AccountPaymentService {
  private readonly vatRateBasisPoints: number;

  constructor(private readonly deps: AccountPaymentDeps) {
    this.vatRateBasisPoints = percentToBasisPoints(deps.catalogue.current().config.shop.vatRatePercent);
  }

  /** GET /api/booking/payment/account */
  async options(customerId: string | null | undefined): Promise<AccountOptions> {
    if (!customerId) return { companies: [] };
    const out: AccountOptions['companies'] = [];
    for (const m of await this.liveMemberships(customerId)) {
      const company = await this.deps.directory.company(m.companyId);
      if (!company || company.status !== 'active') continue;
      const centres = (await this.deps.directory.costCentres(m.companyId)).filter((c) => !c.archived);
      const byDefault = centres.some((c) => c.id === m.defaultCostCentreId) ? m.defaultCostCentreId : null;
      out.push({
        companyId: company.id,
        companyName: company.legalName,
        defaultCostCentreId: byDefault,
        costCentres: centres.map(centreView),
      });
    }
    return { companies: out };
  }

  /** POST /api/booking/payment/account */
  async pay(
    sessionId: string | undefined,
    customerId: string | null | undefined,
    req: AccountPaymentRequest,
    now: Date,
  ): Promise<AccountPaymentResponse> {
    if (!customerId) throw new DomainError('NOT_LOGGED_IN', 'Log in to book on a company account');
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    const { booking, payment } = state;
    if (payment.status === 'paid') return this.answer(booking, payment);
    if (payment.provider === 'none' || payment.amountCents === 0) {
      // A free booking is settled at its reserve: nothing to put on an account.
      throw new DomainError('WRONG_PAYMENT_METHOD', 'This booking has nothing to pay');
    }
    // The booking must be this account's: a renewal link or a guest booking is no membership.
    if (booking.customerId !== customerId) {
      throw new DomainError('COMPANY_NOT_MEMBER', "This booking is not the logged-in account's");
    }
    const member = await this.membershipFor(customerId, req.companyId);
    const centre = await this.costCentreFor(member, req.costCentreId);
    const before = await this.deps.charges.standing(member.companyId, payment.amountCents, now);
    refuseUnless(before);
    const companyName = before.company.legalName;
    await this.deps.payments.settlePaid(payment.id, 'company-account', now, {
      within: async (ptx, b, p, snap) => {
        await this.deps.charges.lock(ptx.tx, member.companyId);
        refuseUnless(await this.deps.charges.standingOf(before.company, p.amountCents, now, ptx.tx));
        await ptx.setPaymentProvider(p.id, ACCOUNT_PROVIDER, 'Account', now);
        const c = b.contact;
        const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
        await this.deps.charges.recordBooking(
          ptx.tx,
          b.id,
          {
            companyId: member.companyId,
            memberId: member.memberId,
            costCentreId: centre?.id ?? null,
            siteId: b.siteId,
            plate: plateOf(b.identifications) ?? null,
            driver: name || c.mail || member.mail,
            description:
              templateName(snap.config, snap.paidTemplates.get(b.templateId), b.language) ?? b.templateId,
            serviceFrom: b.startsAt,
            serviceTo: b.displayEnd,
            grossCents: p.amountCents,
            vatRateBasisPoints: this.vatRateBasisPoints,
          },
          now,
        );
        return { onAccount: { companyName } };
      },
    });
    await this.deps.cancelAtProvider(payment);
    return this.answer(booking, { ...payment, status: 'paid' });
  }

  /** A booking paid already: its charge, if it was booked on account; else 409. */
  private async answer(booking: BookingRow, payment: PaymentRow): Promise<AccountPaymentResponse> {
    const charge = await this.deps.charges.chargeOfBooking(booking.id);
    if (!charge) throw new DomainError('WRONG_PAYMENT_METHOD', 'This booking was paid another way');
    const company = await this.deps.directory.company(charge.companyId);
    const centre = charge.costCentreId
      ? (await this.deps.directory.costCentres(charge.companyId)).find((c) => c.id === charge.costCentreId)
      : undefined;
    return {
      paymentId: payment.id,
      companyId: charge.companyId,
      companyName: company?.legalName ?? '',
      costCentre: centre ? centreView(centre) : null,
      amount: charge.grossCents,
    };
  }

  private async liveMemberships(customerId: string): Promise<MembershipView[]> {
    return (await this.deps.directory.membershipsOf(customerId)).filter((m) => m.status === 'active');
  }

  private async membershipFor(customerId: string, companyId: string | undefined): Promise<MembershipView> {
    const live = await this.liveMemberships(customerId);
    const member = companyId ? live.find((m) => m.companyId === companyId) : live[0];
    if (!member) throw new DomainError('COMPANY_NOT_MEMBER', 'No active membership of this company');
    return member;
  }

  private async costCentreFor(
    member: MembershipView,
    id: string | undefined,
  ): Promise<CostCentreView | null> {
    const centres = await this.deps.directory.costCentres(member.companyId);
    if (id === undefined) {
      const own = centres.find((c) => c.id === member.defaultCostCentreId);
      return own && !own.archived ? own : null;
    }
    // Another company's cost centre is not found, as an unknown one (ids cannot be probed).
    const centre = UUID_PATTERN.test(id) ? centres.find((c) => c.id === id) : undefined;
    if (!centre) throw new DomainError('COST_CENTRE_NOT_FOUND', 'No such cost centre of the company');
    if (centre.archived) throw new DomainError('COST_CENTRE_ARCHIVED', 'The cost centre is archived');
    return centre;
  }
}

function centreView(c: CostCentreView) {
  return { id: c.id, code: c.code, name: c.name };
}

function refuseUnless(s: Standing): asserts s is Extract<Standing, { ok: true }> {
  if (s.ok) return;
  const text = {
    COMPANY_NOT_ACTIVE: 'The company account is not active',
    COMPANY_OVERDUE: 'The company has an overdue invoice',
    COMPANY_OVER_LIMIT: "The booking would pass the company's credit limit",
  }[s.reason];
  throw new DomainError(s.reason, text);
}
