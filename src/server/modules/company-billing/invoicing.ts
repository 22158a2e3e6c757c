import { randomBytes, randomUUID } from 'node:crypto';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { sellerParty } from '../../config/e-invoice-seller';
import type { SepaSettings } from '../../config/payment-settings';
import type { ShopConfig } from '../../config/shop-config';
import { siteById, siteName } from '../../config/sites';
import type { BillParty } from '../../db/schema';
import type { CompanyChargeRow, CompanyInvoiceRow } from '../../db/rows';
import { DomainError } from '../../errors';
import { addDays, localIsoDate } from '../../payments/dates';
import { secretsEqual, UUID_PATTERN } from '../../platform/codes';
import type { CompanyDirectory, CompanyView, CostCentreView } from '../companies';
import type { PaymentTransactions } from '../payments';
import { invoiceAmounts, monthRange } from './invoice-amounts';
import { companyInvoiceCii, companyInvoicePdf, type InvoiceDocumentInput } from './invoice-documents';
import { companyInvoiceMail } from './invoice-mail';
import type { Mailer } from '../../mail/mailer';
import type { InvoiceListFilter, InvoicingRepository } from './invoicing-repository';

export interface InvoicingDeps {
  repo: InvoicingRepository;
  directory: CompanyDirectory;
  /** The settle's transaction: its gap-free 'bill' counter numbers the invoices too (ADR 064). */
  transactions: PaymentTransactions;
  shop: () => ShopConfig;
  /** The creditor of B2B debits; absent: every invoice is paid by transfer. */
  sepa: SepaSettings | undefined;
  /** SMTP and the sender; without a mailer invoices are not mailed (the back office re-sends). */
  mailer: Mailer | undefined;
  mailFrom: string;
  log: (msg: string, err: unknown) => void;
}

/** One line of an invoice (or of the preview): its charge as the invoice prints it. */
export interface InvoiceLine {
  chargeId: string;
  date: string;
  serviceFrom: string;
  serviceTo: string;
  description: string;
  site: string | null;
  plate: string | null;
  driver: string | null;
  costCentre: string | null;
  grossCents: number;
  netCents: number;
  vatRateBasisPoints: number;
}

export interface InvoiceDraft {
  companyId: string;
  companyName: string;
  costCentreId: string | null;
  costCentre: string | null;
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  vat: { vatRateBasisPoints: number; netCents: number; vatCents: number; grossCents: number }[];
}

export interface CompanyInvoiceView {
  id: string;
  number: string;
  companyId: string;
  companyName: string;
  costCentreId: string | null;
  period: string;
  issueDate: string;
  dueDate: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  paymentMeans: 'transfer' | 'sepa_b2b';
  status: 'open' | 'overdue' | 'paid' | 'cancelled';
  paidAt: string | null;
  sentAt: string | null;
  pdfUrl: string;
  xmlUrl: string;
}

/**
 * A company invoice as the accountant's DATEV export books it: on the company's own debitor
 * account, split by the site, cost centre and VAT rate of its charges. Each part's gross is the
 * sum of its charges' gross, so the parts add up to the invoice's gross to the cent.
 */
export interface CompanyInvoiceBooking {
  number: number;
  issueDate: string;
  companyName: string;
  debitorAccount: number;
  parts: {
    /** The car park of the charges; null for a product valid at several sites. */
    siteId: string | null;
    /** The cost centre's code; null for charges without one. */
    costCentre: string | null;
    vatRateBasisPoints: number;
    grossCents: number;
  }[];
}

/** Companies whose charges are invoiced: a suspended company still owes what it used. */
const INVOICED: ReadonlySet<string> = new Set(['active', 'suspended']);

class NothingToIssue extends Error {}

export const companyInvoiceUrl = (i: { id: string; secret: string }, ext: 'pdf' | 'xml') =>
  `/api/company-invoice/${i.id}/${i.secret}.${ext}`;

/**
 * The monthly collective invoice (ADR 067): what a month's charges come to per company (or
 * cost centre), issued once under the unique index with a number from the bills' counter.
 * Free of HTTP and SQL; the clock comes with each call.
 */
export class InvoicingService {
  constructor(private readonly deps: InvoicingDeps) {}

  private get timeZone() {
    return this.deps.shop().shop.timeZone;
  }

  /** The invoices a run of `period` would issue now, with their lines and exact sums. */
  async preview(period: string): Promise<InvoiceDraft[]> {
    const { from, toExclusive } = monthRange(period);
    const charges = await this.deps.repo.openCharges(from, toExclusive);
    const companies = new Map(
      (await this.deps.directory.companies()).filter((c) => INVOICED.has(c.status)).map((c) => [c.id, c]),
    );
    const groups = new Map<
      string,
      { company: CompanyView; costCentreId: string | null; charges: CompanyChargeRow[] }
    >();
    for (const ch of charges) {
      const company = companies.get(ch.companyId);
      if (!company) continue;
      const costCentreId = company.invoicePer === 'cost_centre' ? ch.costCentreId : null;
      const key = `${company.id}/${costCentreId ?? ''}`;
      const g = groups.get(key) ?? { company, costCentreId, charges: [] };
      g.charges.push(ch);
      groups.set(key, g);
    }
    const drafts: InvoiceDraft[] = [];
    for (const g of groups.values()) {
      const centres = await this.centres(g.company.id);
      drafts.push(this.draft(g.company, g.costCentreId, g.charges, centres));
    }
    return drafts.sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName) || (a.costCentre ?? '').localeCompare(b.costCentre ?? ''),
    );
  }

  /**
   * Issues the month's invoices: each in its own transaction that takes the next number of the
   * bills' counter first (which queues concurrent runs), then locks the open charges; when they
   * are gone or the month's invoice exists already, the transaction rolls back and gives the
   * number back, so a second or concurrent run issues nothing twice and leaves no gap.
   */
  async issue(period: string, now: Date): Promise<CompanyInvoiceRow[]> {
    const drafts = await this.preview(period);
    // Without a live B2B mandate an invoice is paid by transfer, and its PDF and e-invoice must
    // name the account (BG-17): with neither the shop's nor the SEPA creditor's, issue nothing.
    if (drafts.length > 0 && !this.deps.shop().shop.bankAccount && !this.deps.sepa) {
      throw new DomainError('COMPANY_INVOICE_NO_BANK_ACCOUNT', 'No bank account for transfers is configured');
    }
    const issued: CompanyInvoiceRow[] = [];
    for (const d of drafts) {
      const company = await this.deps.directory.company(d.companyId);
      if (!company || !INVOICED.has(company.status)) continue;
      const row = await this.issueOne(company, d.costCentreId, period, now).catch((e: unknown) => {
        if (e instanceof NothingToIssue) return null;
        throw e;
      });
      if (row) issued.push(row);
    }
    return issued;
  }

  private async issueOne(
    company: CompanyView,
    costCentreId: string | null,
    period: string,
    now: Date,
  ): Promise<CompanyInvoiceRow> {
    const { from, toExclusive } = monthRange(period);
    const config = this.deps.shop();
    const { shop } = config;
    return this.deps.transactions.transaction(async (ptx) => {
      const number = await ptx.nextCounter('bill');
      const { repo } = this.deps;
      const centre = company.invoicePer === 'cost_centre' ? costCentreId : undefined;
      const charges = await repo.lockOpenCharges(ptx.tx, company.id, centre, from, toExclusive);
      if (charges.length === 0) throw new NothingToIssue();
      const sums = invoiceAmounts(charges);
      const issueDate = localIsoDate(now, this.timeZone);
      const mandate =
        company.paymentMeans === 'sepa_b2b' && this.deps.sepa
          ? await repo.liveMandate(ptx.tx, company.id)
          : null;
      const dueDate = mandate
        ? addDays(issueDate, this.deps.sepa!.prenotificationDays)
        : addDays(issueDate, company.paymentDays);
      const row: CompanyInvoiceRow = {
        id: randomUUID(),
        companyId: company.id,
        costCentreId: company.invoicePer === 'cost_centre' ? costCentreId : null,
        period,
        number,
        secret: randomBytes(32).toString('base64url'),
        issueDate,
        dueDate,
        netCents: sums.netCents,
        vatCents: sums.vatCents,
        grossCents: sums.grossCents,
        vatRateBasisPoints: sums.vatRateBasisPoints,
        seller: sellerParty(shop),
        buyer: buyerParty(company, formatBillNumber(number)),
        paymentMeans: mandate ? 'sepa_b2b' : 'transfer',
        mandateId: mandate?.id ?? null,
        endToEndId: null,
        debitBatchId: null,
        status: 'open',
        paidAt: null,
        sentAt: null,
        language: shop.language,
        createdAt: now,
      };
      if (!(await repo.insertInvoice(ptx.tx, row))) throw new NothingToIssue();
      await repo.assignCharges(
        ptx.tx,
        charges.map((c) => c.id),
        row.id,
      );
      return row;
    });
  }

  /**
   * The invoices issued on the days [from, to] (the shop's time zone) as the DATEV export books
   * them. Every issued invoice counts, paid or not: the sale is booked when it is invoiced.
   */
  async bookings(from: string, to: string): Promise<CompanyInvoiceBooking[]> {
    const out: CompanyInvoiceBooking[] = [];
    for (const inv of await this.deps.repo.issuedBetween(from, to)) {
      const company = await this.deps.directory.company(inv.companyId);
      if (!company) throw new Error(`company ${inv.companyId} of invoice ${inv.number} is gone`);
      const centres = await this.centres(inv.companyId);
      const parts = new Map<string, CompanyInvoiceBooking['parts'][number]>();
      for (const c of await this.deps.repo.chargesOf(inv.id)) {
        const costCentre = c.costCentreId ? (centres.get(c.costCentreId)?.code ?? null) : null;
        const key = JSON.stringify([c.siteId, costCentre, c.vatRateBasisPoints]);
        const part = parts.get(key) ?? {
          siteId: c.siteId,
          costCentre,
          vatRateBasisPoints: c.vatRateBasisPoints,
          grossCents: 0,
        };
        part.grossCents += c.grossCents;
        parts.set(key, part);
      }
      out.push({
        number: inv.number,
        issueDate: inv.issueDate,
        companyName: inv.buyer.name,
        debitorAccount: company.debitorAccount,
        // By site, then cost centre (those without one last), then rate: the same order every time.
        parts: [...parts.values()].sort(
          (a, b) =>
            nullsLast(a.siteId, b.siteId) ||
            nullsLast(a.costCentre, b.costCentre) ||
            b.vatRateBasisPoints - a.vatRateBasisPoints,
        ),
      });
    }
    return out;
  }

  /** The back office's list; `overdue` is open past its due date. */
  async list(filter: Omit<InvoiceListFilter, 'today'>, now: Date): Promise<CompanyInvoiceView[]> {
    const today = localIsoDate(now, this.timeZone);
    const rows = await this.deps.repo.invoices({ ...filter, today }, 500);
    return this.views(rows, today);
  }

  /** A company's own invoices (its admin's portal). */
  async ofCompany(companyId: string, now: Date): Promise<CompanyInvoiceView[]> {
    return this.list({ companyId }, now);
  }

  /** Rows as lists show them. */
  view(rows: CompanyInvoiceRow[], now: Date): CompanyInvoiceView[] {
    return this.views(rows, localIsoDate(now, this.timeZone));
  }

  private views(rows: CompanyInvoiceRow[], today: string): CompanyInvoiceView[] {
    return rows.map((r) => ({
      id: r.id,
      number: formatBillNumber(r.number),
      companyId: r.companyId,
      companyName: r.buyer.name,
      costCentreId: r.costCentreId,
      period: r.period,
      issueDate: r.issueDate,
      dueDate: r.dueDate,
      netCents: r.netCents,
      vatCents: r.vatCents,
      grossCents: r.grossCents,
      paymentMeans: r.paymentMeans,
      status: r.status === 'open' && r.dueDate < today ? 'overdue' : r.status,
      paidAt: r.paidAt?.toISOString() ?? null,
      sentAt: r.sentAt?.toISOString() ?? null,
      pdfUrl: companyInvoiceUrl(r, 'pdf'),
      xmlUrl: companyInvoiceUrl(r, 'xml'),
    }));
  }

  /** An invoice by id for the back office; 404 for an unknown one. */
  async get(id: string): Promise<CompanyInvoiceRow> {
    const row = UUID_PATTERN.test(id) ? await this.deps.repo.invoice(id) : null;
    if (!row) throw new DomainError('NOT_FOUND', 'No such invoice');
    return row;
  }

  /** By its secret link; an unknown id and a wrong secret answer alike. */
  async bySecret(id: string, secret: string): Promise<CompanyInvoiceRow> {
    const row = UUID_PATTERN.test(id) ? await this.deps.repo.invoice(id) : null;
    if (!row || !secretsEqual(row.secret, secret)) throw new DomainError('BILL_NOT_FOUND', 'Bill not found');
    return row;
  }

  /** A company admin's own invoice; another company's answers like an unknown one. */
  async ofCompanyAdmin(customerId: string, id: string): Promise<CompanyInvoiceRow> {
    const companies = await this.adminCompanies(customerId);
    const row = UUID_PATTERN.test(id) ? await this.deps.repo.invoice(id) : null;
    if (!row || !companies.includes(row.companyId)) throw new DomainError('BILL_NOT_FOUND', 'Bill not found');
    return row;
  }

  /** The companies the customer is an admin of now. */
  async adminCompanies(customerId: string): Promise<string[]> {
    const memberships = await this.deps.directory.membershipsOf(customerId);
    return memberships.filter((m) => m.role === 'admin' && m.status === 'active').map((m) => m.companyId);
  }

  /**
   * Open → paid, on `paidOn` (the day the transfer arrived, often days before the operator
   * notices it) or now. A past day is kept as its noon UTC: the same calendar day in every
   * European zone, so the day the operator typed is the day lists and exports show.
   */
  async markPaid(
    id: string,
    now: Date,
    audit: (tx: unknown, before: CompanyInvoiceRow) => Promise<void>,
    paidOn?: string,
  ) {
    const row = await this.get(id);
    const today = localIsoDate(now, this.timeZone);
    if (
      paidOn !== undefined &&
      (paidOn > today || paidOn < row.issueDate || Number.isNaN(Date.parse(paidOn)))
    )
      throw new DomainError(
        'PAID_DATE_INVALID',
        'The payment day lies in the future or before the invoice date',
      );
    const at = paidOn === undefined || paidOn === today ? now : new Date(`${paidOn}T12:00:00Z`);
    await this.deps.transactions.transaction(async (ptx) => {
      if (!(await this.deps.repo.markPaid(ptx.tx, id, at)))
        throw new DomainError('NOT_FOUND', 'No open invoice with this id');
      await audit(ptx.tx, row);
    });
    return { ...row, status: 'paid' as const, paidAt: at };
  }

  /** The lines of an issued invoice, with the same nets its sums were made of. */
  async lines(invoice: CompanyInvoiceRow): Promise<InvoiceLine[]> {
    const charges = await this.deps.repo.chargesOf(invoice.id);
    const centres = await this.centres(invoice.companyId);
    return this.linesOf(charges, centres, invoice.language);
  }

  /** What the invoice's PDF, XML and mail are made of. */
  async documentInput(invoice: CompanyInvoiceRow): Promise<InvoiceDocumentInput> {
    return {
      invoice,
      lines: await this.lines(invoice),
      mandate: invoice.mandateId ? await this.deps.repo.mandate(invoice.mandateId) : null,
      shop: this.deps.shop().shop,
      sepa: this.deps.sepa,
    };
  }

  /** The XRechnung 3.0 (CII) of an invoice, named by its number. */
  async xml(invoice: CompanyInvoiceRow): Promise<{ xml: string; nr: string }> {
    return {
      xml: companyInvoiceCii(await this.documentInput(invoice), 'xrechnung'),
      nr: formatBillNumber(invoice.number),
    };
  }

  /**
   * Mails the invoice (PDF and XML attached) to the company's invoice address and notes when;
   * false when no mailer is configured or the server refused it (logged; re-send later).
   */
  async send(invoice: CompanyInvoiceRow, now: Date): Promise<boolean> {
    const { mailer } = this.deps;
    if (!mailer || !invoice.buyer.mail) return false;
    try {
      const input = await this.documentInput(invoice);
      const files = { pdf: await companyInvoicePdf(input), xml: companyInvoiceCii(input, 'xrechnung') };
      await mailer.send(companyInvoiceMail(input, files, this.deps.mailFrom));
      await this.deps.repo.markSent(invoice.id, now);
      return true;
    } catch (e) {
      this.deps.log(`company invoice ${invoice.id} not mailed`, e);
      return false;
    }
  }

  /** The Factur-X PDF of an invoice. */
  async pdf(invoice: CompanyInvoiceRow): Promise<{ pdf: Buffer; nr: string }> {
    return {
      pdf: await companyInvoicePdf(await this.documentInput(invoice)),
      nr: formatBillNumber(invoice.number),
    };
  }

  private async centres(companyId: string): Promise<Map<string, CostCentreView>> {
    return new Map((await this.deps.directory.costCentres(companyId)).map((c) => [c.id, c]));
  }

  private draft(
    company: CompanyView,
    costCentreId: string | null,
    charges: CompanyChargeRow[],
    centres: Map<string, CostCentreView>,
  ): InvoiceDraft {
    const sums = invoiceAmounts(charges);
    return {
      companyId: company.id,
      companyName: company.legalName,
      costCentreId,
      costCentre: costCentreId ? (centres.get(costCentreId)?.code ?? null) : null,
      lines: this.linesOf(charges, centres, this.deps.shop().shop.language),
      netCents: sums.netCents,
      vatCents: sums.vatCents,
      grossCents: sums.grossCents,
      vat: sums.vat,
    };
  }

  private linesOf(charges: CompanyChargeRow[], centres: Map<string, CostCentreView>, language: string) {
    const config = this.deps.shop();
    const { lineNetCents } = invoiceAmounts(charges);
    return charges.map((c, i) => {
      const site = c.siteId ? siteById(config, c.siteId) : undefined;
      return {
        chargeId: c.id,
        date: c.chargeDate,
        serviceFrom: localIsoDate(c.serviceFrom, this.timeZone),
        serviceTo: localIsoDate(c.serviceTo, this.timeZone),
        description: c.description,
        site: site ? siteName(config, site, language) : null,
        plate: c.plate,
        driver: c.driver,
        costCentre: c.costCentreId ? (centres.get(c.costCentreId)?.code ?? null) : null,
        grossCents: c.grossCents,
        netCents: lineNetCents[i],
        vatRateBasisPoints: c.vatRateBasisPoints,
      };
    });
  }
}

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** The company as the invoice's buyer; BT-10 is its reference, else the invoice's number. */
function buyerParty(c: CompanyView, number: string): BillParty {
  return {
    name: c.legalName,
    street: c.address.street,
    ...(c.address.buildingNumber ? { buildingNumber: c.address.buildingNumber } : {}),
    zipCode: c.address.zipCode,
    city: c.address.city,
    country: c.address.country,
    mail: c.invoiceMail,
    company: c.legalName,
    ...(c.vatId ? { vatId: c.vatId } : {}),
    buyerReference: c.buyerReference || number,
  };
}
