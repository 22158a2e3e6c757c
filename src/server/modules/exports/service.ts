import { TZDate } from '@date-fns/tz';
import { addDays, format, lastDayOfMonth } from 'date-fns';
import { MAX_EXPORT_DAYS, periodProblem, type ExportKind } from '../../../shared/schemas/admin';
import { normalizePlate, plateOf } from '../../../shared/domain/plate';
import type { Identification } from '../../../shared/schemas/booking';
import { templateName, type ShopConfig } from '../../config/shop-config';
import { isMultiSite, siteById } from '../../config/sites';
import type { SiteScope } from '../../platform/backoffice/site-scope';
import { DomainError } from '../../errors';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { csvLine, euros, germanDate, localDateTime, percent, UTF8_BOM } from '../../platform/csv/csv';
import { encodeWindows1252 } from './windows-1252';
import {
  datevBookingLine,
  datevColumnLine,
  datevCompanyInvoiceLines,
  datevHeader,
  resolveDatevAccounts,
  type CompanyInvoiceBookings,
  type DatevWidth,
} from './datev';
import type { DocumentCursor, ExportRepository, TimeCursor } from './repository';

/** Rows per query: small enough to hold, large enough that a 100k export is 100 queries. */
export const EXPORT_BATCH = 1000;

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** The file in pieces (one per batch), so a large period never sits in memory whole. */
  body: AsyncIterable<Buffer>;
}

const BOOKING_STATUS_DE: Record<string, string> = {
  held: 'reserviert',
  paid: 'bezahlt',
  failed: 'fehlgeschlagen',
  lapsed: 'verfallen',
  cancelled: 'storniert',
};

/**
 * The accountant's exports (ADR 024): bookings, payments and bills as CSV for a period
 * of calendar days in the shop's time zone, and a month's sales as a DATEV Buchungsstapel.
 *
 * Sites (ADR 060): a scope narrows every file to the rows of its sites (a booking's site, a
 * payment's and a bill's by their booking). A product valid at several sites is no one site's:
 * its rows come only in the whole shop's file. A shop with several sites gets a last column
 * `Standort` (the site id, empty for such a product); a shop with one keeps its columns as they
 * were, so the accountant's imports keep working. DATEV's KOST1 carries the site's cost centre.
 */
export class ExportService {
  /** The shop's time zone, pinned at start (ADR 025): the days and times of every file. */
  private readonly zone: string;

  constructor(
    private readonly deps: {
      /** The products' names and the accountant's settings. */
      catalogue: CatalogueReader;
      repo: ExportRepository;
      /** Company billing's invoices of a month, for their DATEV lines (ADR 067). */
      companyInvoices?: CompanyInvoiceBookings;
      /** Batch size; tests make it small to cross batch borders with a few rows. */
      batchSize?: number;
    },
  ) {
    this.zone = deps.catalogue.current().config.shop.timeZone;
  }

  private get batch() {
    return this.deps.batchSize ?? EXPORT_BATCH;
  }

  /** Local midnight at the start of `from` and after the end of `to` (a DST day has 23 or 25 h). */
  private instants(from: string, to: string): { start: Date; end: Date } {
    const [fy, fm, fd] = from.split('-').map(Number);
    const [ty, tm, td] = to.split('-').map(Number);
    const start = new TZDate(fy, fm - 1, fd, this.zone);
    const end = addDays(new TZDate(ty, tm - 1, td, this.zone), 1);
    return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
  }

  csv(kind: ExportKind, from: string, to: string, scope: SiteScope = null): ExportFile {
    const problem = periodProblem(from, to, MAX_EXPORT_DAYS);
    if (problem) throw new DomainError('PERIOD_INVALID', problem);
    const names = { bookings: 'buchungen', payments: 'zahlungen', bills: 'rechnungen' } as const;
    // One file names its products from one revision, however long it streams.
    const snap = this.deps.catalogue.current();
    knownSites(snap.config, scope);
    const site = isMultiSite(snap.config);
    const body =
      kind === 'bookings'
        ? this.bookingLines(snap, from, to, scope, site)
        : kind === 'payments'
          ? this.paymentLines(from, to, scope, site)
          : this.documentLines(from, to, scope, site);
    // One site's file says so in its name: two sites' files of a month do not overwrite each other.
    const siteSuffix = scope?.length === 1 ? `_${scope[0]}` : '';
    return {
      fileName: `${names[kind]}_${from}_${to}${siteSuffix}.csv`,
      contentType: 'text/csv; charset=utf-8; header=present',
      body: utf8(body),
    };
  }

  private async *bookingLines(
    { config, templates }: CatalogueSnapshot,
    from: string,
    to: string,
    scope: SiteScope,
    siteColumn: boolean,
  ): AsyncGenerator<string> {
    const { start, end } = this.instants(from, to);
    yield (
      UTF8_BOM +
      csvLine([
        'Buchungs-ID',
        'Erstellt',
        'Produkt-ID',
        'Produkt',
        'Beginn',
        'Ende',
        'Status',
        'Preis EUR',
        'E-Mail',
        'Vorname',
        'Nachname',
        'Firma',
        'Kennzeichen',
        'Zahlungsstatus',
        'Zahlart',
        'Rechnungsnummer',
        'Storniert am',
        ...(siteColumn ? ['Standort'] : []),
      ])
    );
    let after: TimeCursor = null;
    for (;;) {
      const rows = await this.deps.repo.bookings(start, end, after, this.batch, scope);
      if (rows.length === 0) return;
      let chunk = '';
      for (const r of rows) {
        chunk += csvLine([
          r.id,
          localDateTime(r.createdAt, this.zone),
          r.templateId,
          templateName(config, templates.get(r.templateId), config.shop.language) ?? r.templateId,
          localDateTime(r.startsAt, this.zone),
          localDateTime(r.displayEnd, this.zone),
          BOOKING_STATUS_DE[r.status] ?? r.status,
          euros(r.priceCents),
          r.contact.mail,
          r.contact.firstName,
          r.contact.lastName,
          r.contact.companyName,
          // The one display form, also for rows stored before every path normalised the plate.
          exportPlate(r.identifications),
          r.paymentStatus,
          r.paymentMethod,
          r.billNumber === null ? '' : formatBillNumber(r.billNumber),
          localDateTime(r.cancelledAt, this.zone),
          ...(siteColumn ? [r.siteId ?? ''] : []),
        ]);
      }
      yield chunk;
      const last = rows[rows.length - 1];
      after = { at: last.createdAt, id: last.id };
      if (rows.length < this.batch) return;
    }
  }

  private async *paymentLines(
    from: string,
    to: string,
    scope: SiteScope,
    siteColumn: boolean,
  ): AsyncGenerator<string> {
    const { start, end } = this.instants(from, to);
    yield (
      UTF8_BOM +
      csvLine([
        'Zahlungs-ID',
        'Buchungs-ID',
        'Erstellt',
        'Bezahlt am',
        'Anbieter',
        'Anbieter-Referenz',
        'Zahlart',
        'Betrag EUR',
        'Status',
        'Grund',
        'Rechnungsnummer',
        ...(siteColumn ? ['Standort'] : []),
      ])
    );
    let after: TimeCursor = null;
    for (;;) {
      const rows = await this.deps.repo.payments(start, end, after, this.batch, scope);
      if (rows.length === 0) return;
      let chunk = '';
      for (const r of rows) {
        chunk += csvLine([
          r.id,
          r.bookingId,
          localDateTime(r.createdAt, this.zone),
          localDateTime(r.paidAt, this.zone),
          r.provider,
          r.providerRef,
          r.method,
          euros(r.amountCents),
          r.status,
          r.statusReason,
          r.billNumber === null ? '' : formatBillNumber(r.billNumber),
          ...(siteColumn ? [r.siteId ?? ''] : []),
        ]);
      }
      yield chunk;
      const last = rows[rows.length - 1];
      after = { at: last.createdAt, id: last.id };
      if (rows.length < this.batch) return;
    }
  }

  /** Bills positive, credit notes negative (they reduce the sales), so a column's sum is the net revenue. */
  private async *documentLines(
    from: string,
    to: string,
    scope: SiteScope,
    siteColumn: boolean,
  ): AsyncGenerator<string> {
    yield (
      UTF8_BOM +
      csvLine([
        'Belegart',
        'Nummer',
        'Datum',
        'Zu Rechnung',
        'Buchungs-ID',
        'Kunde',
        'Beschreibung',
        'Netto EUR',
        'USt-Satz %',
        'USt EUR',
        'Brutto EUR',
        'Zahlart',
        'Erstattungsstatus',
        ...(siteColumn ? ['Standort'] : []),
      ])
    );
    for await (const rows of this.documentBatches(from, to, scope)) {
      let chunk = '';
      for (const d of rows) {
        const sign = d.kind === 'bill' ? 1 : -1;
        chunk += csvLine([
          d.kind === 'bill' ? 'Rechnung' : 'Gutschrift',
          formatBillNumber(d.number),
          germanDate(d.closingDate),
          d.billNumber === null ? '' : formatBillNumber(d.billNumber),
          d.bookingId,
          d.buyer.name,
          d.description,
          euros(sign * d.netCents),
          percent(d.vatRateBasisPoints),
          euros(sign * d.vatCents),
          euros(sign * d.grossCents),
          d.method,
          d.refundStatus,
          ...(siteColumn ? [d.siteId ?? ''] : []),
        ]);
      }
      yield chunk;
    }
  }

  private async *documentBatches(from: string, to: string, scope: SiteScope) {
    let after: DocumentCursor = null;
    for (;;) {
      const rows = await this.deps.repo.documents(from, to, after, this.batch, scope);
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1];
      after = { date: last.closingDate, kind: last.kind, number: last.number };
      if (rows.length < this.batch) return;
    }
  }

  /** The DATEV Buchungsstapel of one month (`YYYY-MM`), by the bills' and credit notes' closing days. */
  async datev(month: string, now: Date, scope: SiteScope = null): Promise<ExportFile> {
    const { config } = this.deps.catalogue.current();
    knownSites(config, scope);
    const settings = config.accounting?.datev;
    if (!settings) {
      throw new DomainError('ACCOUNTING_NOT_CONFIGURED', 'Set accounting.datev in the shop configuration');
    }
    const [y, m] = month.split('-').map(Number);
    const from = `${month}-01`;
    // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
    const first = new Date(0);
    first.setUTCFullYear(y, m - 1, 1);
    first.setUTCHours(12);
    const to = format(lastDayOfMonth(first), 'yyyy-MM-dd');
    // A company invoice spans sites: with a scope only its parts of those sites are booked (a
    // part of a product valid at several sites, like such a bill, only in the whole shop's file).
    const companyInvoices = (await this.deps.companyInvoices?.bookings(from, to)) ?? [];
    const inScope = (siteId: string | null) => scope === null || (siteId !== null && scope.includes(siteId));
    const companyLines = companyInvoices
      .map((inv) => ({ inv, parts: inv.parts.filter((p) => inScope(p.siteId)) }))
      .filter((c) => c.parts.length > 0);
    // Every rate the month will need must have an account: refuse before the first byte is sent.
    const accounts = resolveDatevAccounts(settings);
    const rates = new Set([
      ...(await this.deps.repo.vatRates(from, to, scope)),
      ...companyLines.flatMap((c) => c.parts.map((p) => p.vatRateBasisPoints)),
    ]);
    const missing = [...rates].sort((a, b) => b - a).filter((r) => !(String(r) in accounts.revenueAccounts));
    if (missing.length > 0) {
      throw new DomainError(
        'ACCOUNTING_NOT_CONFIGURED',
        `No revenue account for the VAT rate(s) ${missing.map((r) => `${r / 100} %`).join(', ')} (accounting.datev.revenueAccounts)`,
      );
    }
    const created = format(new TZDate(now.getTime(), this.zone), 'yyyyMMddHHmmssSSS');
    const batches = this.documentBatches(from, to, scope);
    // KOST1 per line from its site's cost centre, once any site has one; a product valid at
    // several sites has no one cost centre (the adviser splits it, if at all). KOST2, the
    // company's cost centre, once the month holds a company invoice.
    const costCentres = new Map(config.sites.flatMap((s) => (s.costCentre ? [[s.id, s.costCentre]] : [])));
    const width: DatevWidth = companyLines.length > 0 ? 'kost2' : costCentres.size > 0 ? 'kost1' : 'short';
    const kost1 = (siteId: string | null) =>
      width === 'short' ? undefined : ((siteId && costCentres.get(siteId)) ?? '');
    async function* lines(): AsyncGenerator<string> {
      yield datevHeader(settings!, { from, to }, created);
      yield datevColumnLine(width);
      for await (const rows of batches) {
        yield rows.map((d) => datevBookingLine(settings!, d, kost1(d.siteId), width)).join('');
      }
      for (const c of companyLines) yield datevCompanyInvoiceLines(settings!, c.inv, c.parts, kost1, width);
    }
    const encoding = settings.encoding;
    return {
      // DATEV's import looks for files whose names begin with EXTF_.
      fileName: `EXTF_Buchungsstapel_${month}${scope?.length === 1 ? `_${scope[0]}` : ''}.csv`,
      contentType: `text/csv; charset=${encoding}`,
      // No byte order mark: the header's first field must be the bare "EXTF".
      body: encoding === 'utf-8' ? utf8(lines()) : windows1252(lines()),
    };
  }
}

/** A site the configuration does not have is as unknown as an object of another site: 404. */
function knownSites(config: ShopConfig, scope: SiteScope) {
  if (scope?.some((id) => !siteById(config, id))) throw new DomainError('NOT_FOUND', 'No such site');
}

async function* utf8(lines: AsyncIterable<string>, bom = false): AsyncGenerator<Buffer> {
  let first = bom;
  for await (const s of lines) {
    yield Buffer.from(first ? UTF8_BOM + s : s, 'utf8');
    first = false;
  }
}

async function* windows1252(lines: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const s of lines) yield encodeWindows1252(s);
}

function exportPlate(ids: readonly Identification[]): string | undefined {
  const plate = plateOf(ids);
  return plate === null ? undefined : normalizePlate(plate);
}
