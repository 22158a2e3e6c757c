import { plateOf } from '../../../shared/domain/plate';
import { permissionListQuerySchema } from '../../../shared/schemas/portal';
import type { CustomerDataExport } from '../../../shared/schemas/privacy';
import type { MandateList } from '../../../shared/schemas/payment';
import type { DbExecutor } from '../../db/executor';
import { DomainError } from '../../errors';
import type { CustomerAuditSink, CustomerService } from '../accounts';
import type { CustomerLookup } from '../../platform/customers/guard';
import { csvLine, euros, UTF8_BOM, type Cell } from '../../platform/csv/csv';
import type { PortalService } from '../portal';

/**
 * The account's SEPA mandates (the sepa module's): listed, IBANs masked, for the export; all
 * revoked in the erasure's transaction.
 */
export interface CustomerMandates {
  customerMandates(customerId: string, page: number, limit: number): Promise<MandateList>;
  revokeAllOfCustomer(customerId: string, now: Date, tx: DbExecutor): Promise<number>;
}

/** The booking module's part of an erasure: the account's bookings lose contact and plates. */
export interface BookingEraser {
  /** On the erasure's transaction, so the account and its bookings change together. */
  anonymiseCustomerBookings(customerId: string, tx: DbExecutor): Promise<number>;
}

export interface PrivacyServiceDeps {
  customers: CustomerLookup;
  accounts: CustomerService;
  portal: PortalService;
  sepa: CustomerMandates;
  booking: BookingEraser;
}

/** The most rows one export reads per part: far beyond any real account. */
const MAX_ROWS = 10_000;
const PAGE = 200;

/**
 * A customer's data, out and gone (GDPR Art. 15, 17, 20, ADR 033). The export reads
 * through the services that show the same data in the portal (so it shows what the customer
 * sees, IBANs masked); the erasure is the accounts module's transaction, in which booking
 * anonymises the account's bookings and sepa revokes its mandates. Bills and credit notes keep
 * their own copy of the buyer for the ten years of § 147 AO.
 */
export class PrivacyService {
  constructor(private readonly deps: PrivacyServiceDeps) {}

  async exportData(customerId: string, now: Date): Promise<CustomerDataExport> {
    const row = await this.deps.customers.findById(customerId);
    if (!row) throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
    const me = await this.deps.portal.me(customerId);
    const bookings: CustomerDataExport['bookings'] = [];
    for (let page = 0; bookings.length < MAX_ROWS; page++) {
      const q = permissionListQuerySchema.parse({ page, limit: PAGE, order: 'start' });
      const { data } = await this.deps.portal.permissions(customerId, q, now);
      bookings.push(...data);
      if (data.length < PAGE) break;
    }
    const bills = (await this.deps.portal.documents(customerId, { page: 0, limit: MAX_ROWS })).data;
    const mandates = (await this.deps.sepa.customerMandates(customerId, 0, MAX_ROWS)).data;
    const plates = [
      ...new Set([...me.licensePlates, ...bookings.flatMap((b) => plateOf(b.identifications) ?? [])]),
    ];
    return {
      exportedAt: now.toISOString(),
      account: { ...me, mail: row.mail, username: row.username, createdAt: row.createdAt.toISOString() },
      bookings,
      bills,
      mandates,
      plates,
    };
  }

  /**
   * The same export as one CSV, as the accountant's exports write it (`;`, decimal comma, BOM,
   * formulas defused): one row per item, `record` naming its part.
   */
  static csv(data: CustomerDataExport): string {
    const rows: Cell[][] = [
      ['record', 'id', 'name', 'from', 'until', 'status', 'amount', 'plates', 'details'],
    ];
    const a = data.account;
    const c = a.contact;
    const ad = c.address;
    const address = ad
      ? [[ad.streetName, ad.buildingNumber].filter(Boolean).join(' '), ad.zipCode, ad.city, ad.country]
      : [];
    const name = [c.firstName, c.lastName, c.companyName].filter(Boolean).join(' ');
    const details = [a.mail, ...address].filter(Boolean).join(', ');
    rows.push(['account', a.username, name, a.createdAt, '', '', '', a.licensePlates.join(' '), details]);
    for (const b of data.bookings) {
      const plates = b.identifications.map((i) => i.code).join(' ');
      rows.push(['booking', b._id, b.name, b.start, b.end, b.status, euros(b.priceCents), plates, '']);
    }
    for (const b of data.bills) {
      rows.push([b.kind, b._id, b.nr, b.closingDate, '', '', euros(b.grossCents), '', b.refersTo ?? '']);
    }
    for (const m of data.mandates) {
      rows.push([
        'mandate',
        m.mandateId,
        m.accountName,
        m.signatureDate,
        '',
        '',
        '',
        '',
        `${m.iban} ${m.bic}`,
      ]);
    }
    for (const p of data.plates) rows.push(['plate', '', '', '', '', '', '', p, '']);
    return UTF8_BOM + rows.map(csvLine).join('');
  }

  /**
   * Anonymises the account in one transaction (accounts), with its bookings (booking) and its
   * mandates revoked (sepa; 409 MANDATE_IN_USE while a debit awaits the bank export).
   */
  async erase(
    customerId: string,
    now: Date,
    opts: { password?: string; address?: string; record?: CustomerAuditSink } = {},
  ): Promise<void> {
    await this.deps.accounts.erase(customerId, now, {
      ...opts,
      within: async (tx) => {
        await this.deps.booking.anonymiseCustomerBookings(customerId, tx);
        await this.deps.sepa.revokeAllOfCustomer(customerId, now, tx);
      },
    });
  }
}
