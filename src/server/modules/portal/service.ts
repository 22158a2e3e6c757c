import { missingContactFields } from '../../../shared/domain/contact';
import { BUSINESS_BUYER_MESSAGES, checkBusinessBuyer } from '../../../shared/domain/business-buyer';
import { isCountryCode } from '../../../shared/domain/country';
import { isValidPlate, normalizePlate, plateKey } from '../../../shared/domain/plate';
import type { Contact, ContactLevel } from '../../../shared/schemas/booking';
import type {
  CustomerBillList,
  CustomerMe,
  CustomerMeUpdate,
  CustomerPermission,
  NamedPlate,
  PageQuery,
  PlatesUpdate,
  PermissionList,
  PermissionListQuery,
} from '../../../shared/schemas/portal';
import { placeOfBooking } from '../../config/site-documents';
import { templateName, type TemplateConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import { billPdfUrl, creditNotePdfUrl } from '../../../shared/domain/document-urls';
import { quoteCancellation } from '../refunds';
import type { PortalRepository } from './repository';
import type { BookingRow, PermissionRow } from '../../db/rows';

/** The account's own row is accounts' (ADR 029): its writer changes the contact and plates. */
export interface CustomerContacts {
  updateOwnContact(
    id: string,
    contact: Contact,
    licensePlates: string[] | undefined,
    now: Date,
  ): Promise<unknown>;
  setPlates(id: string, plates: string[], names: Record<string, string>, now: Date): Promise<unknown>;
}

export interface PortalServiceDeps {
  contacts: CustomerContacts;
  /** The templates a paid booking may name (names, cancellation rules) and the shop's zone. */
  catalogue: CatalogueReader;
  repo: PortalRepository;
}

/** The account's plates in its order, each with the driver's name for it ('' for none). */
function namedPlates(c: { licensePlates: string[]; plateNames: Record<string, string> }): NamedPlate[] {
  return c.licensePlates.map((plate) => ({ plate, name: c.plateNames[plate] ?? '' }));
}

/** Contact levels from the most complete down: the first the stored contact satisfies. */
const LEVELS: ContactLevel[] = ['FullData', 'NameAndMail', 'MailOnly'];

/** Every text of a localized template name, for the search by name in any language. */
function nameTexts(t: TemplateConfig): string[] {
  return typeof t.name === 'string' ? [t.name] : Object.values(t.name).filter((v): v is string => !!v);
}

/**
 * The customer's own calls (/sapi, spec §7): the account's contact, its permissions with the
 * cancellation (refund, credit note, mail; ADR 016), its bills and credit notes. Every object is
 * looked up together with the customer, so another customer's id answers like an unknown one.
 */
export class PortalService {
  constructor(private readonly deps: PortalServiceDeps) {}

  async me(customerId: string): Promise<CustomerMe> {
    const c = await this.customer(customerId);
    const contact: Contact = { ...c.contact, mail: c.mail };
    return {
      contact,
      contactDetails: LEVELS.find((l) => missingContactFields(l, contact).length === 0) ?? 'MailOnly',
      licensePlates: c.licensePlates,
      plates: namedPlates(c),
    };
  }

  /**
   * The plate editor's list: each plate checked and normalised, a later one with the
   * matching key of an earlier one dropped, names trimmed. 400 LICENSE_PLATE_INVALID.
   */
  async updatePlates(customerId: string, req: PlatesUpdate, now: Date): Promise<{ plates: NamedPlate[] }> {
    const plates: string[] = [];
    const names: Record<string, string> = {};
    const keys = new Set<string>();
    for (const { plate, name } of req.plates) {
      if (!isValidPlate(plate))
        throw new DomainError('LICENSE_PLATE_INVALID', 'The licence plate is not valid');
      const p = normalizePlate(plate);
      if (keys.has(plateKey(p))) continue;
      keys.add(plateKey(p));
      plates.push(p);
      if (name.trim()) names[p] = name.trim();
    }
    await this.deps.contacts.setPlates(customerId, plates, names, now);
    return { plates: plates.map((p) => ({ plate: p, name: names[p] ?? '' })) };
  }

  /** The mail is the login: whatever the body says, the account's mail is kept. */
  async updateMe(customerId: string, req: CustomerMeUpdate, now: Date): Promise<void> {
    const c = await this.customer(customerId);
    const country = req.contact.address?.country?.trim();
    if (country && !isCountryCode(country)) {
      throw new DomainError('COUNTRY_INVALID', 'The address country is not an ISO 3166 code');
    }
    const buyer = checkBusinessBuyer({ ...req.contact, mail: c.mail });
    if (!buyer.ok) throw new DomainError(buyer.code, BUSINESS_BUYER_MESSAGES[buyer.code]);
    let plates: string[] | undefined;
    if (req.licensePlates) {
      plates = [];
      for (const raw of req.licensePlates) {
        if (!isValidPlate(raw))
          throw new DomainError('LICENSE_PLATE_INVALID', 'The licence plate is not valid');
        const p = normalizePlate(raw);
        if (!plates.includes(p)) plates.push(p);
      }
    }
    await this.deps.contacts.updateOwnContact(customerId, buyer.contact, plates, now);
  }

  async permissions(customerId: string, q: PermissionListQuery, now: Date): Promise<PermissionList> {
    const snap = this.deps.catalogue.current();
    const text = q.search?.trim();
    const needle = text?.toLowerCase();
    const { rows, count } = await this.deps.repo.permissions({
      customerId,
      active: q['filter.active'] === undefined ? undefined : q['filter.active'] === 'true',
      templateId: q['filter.templateId'],
      search: text
        ? {
            text,
            templateIds: [...snap.paidTemplates.values()]
              .filter((t) => nameTexts(t).some((n) => n.toLowerCase().includes(needle!)))
              .map((t) => t.id),
          }
        : undefined,
      order: q.order,
      offset: q.page * q.limit,
      limit: q.limit,
      now,
    });
    return { data: rows.map((r) => this.permissionView(snap, r.booking, r.permission, now)), count };
  }

  async activeCount(customerId: string, now: Date, sessionId?: string): Promise<number> {
    return this.deps.repo.activeCount(customerId, now, sessionId);
  }

  /** Bills and credit notes of the customer's bookings, newest first. */
  async documents(customerId: string, q: PageQuery): Promise<CustomerBillList> {
    const { bills, notes } = await this.deps.repo.documents(customerId);
    const all = [
      ...bills.map((b) => ({
        _id: b.id,
        nr: formatBillNumber(b.number),
        closingDate: b.closingDate,
        secret: b.secret,
        kind: 'bill' as const,
        grossCents: b.grossCents,
        pdfUrl: billPdfUrl(b),
        at: b.createdAt.getTime(),
      })),
      ...notes.map(({ note, billNumber }) => ({
        _id: note.id,
        nr: formatBillNumber(note.number),
        closingDate: note.closingDate,
        secret: note.secret,
        kind: 'creditNote' as const,
        grossCents: note.grossCents,
        refersTo: formatBillNumber(billNumber),
        pdfUrl: creditNotePdfUrl(note),
        at: note.createdAt.getTime(),
      })),
      // Newest first; a credit note issued at its bill's moment still follows it.
    ].sort(
      (a, b) =>
        b.at - a.at || (a.kind === b.kind ? (a.nr < b.nr ? 1 : -1) : a.kind === 'creditNote' ? -1 : 1),
    );
    const data = all.slice(q.page * q.limit, (q.page + 1) * q.limit).map(({ at: _at, ...d }) => d);
    return { data, count: all.length };
  }

  private permissionView(
    { config, paidTemplates }: CatalogueSnapshot,
    booking: BookingRow,
    permission: PermissionRow,
    now: Date,
  ): CustomerPermission {
    const template = paidTemplates.get(booking.templateId);
    const quote = quoteCancellation(template?.cancellation, booking, now, config.shop.timeZone);
    // The same rule as the ticket, PDF and mail; a one-site shop names no place, so its answer
    // stays as it was before there were sites.
    const { site, validAt } = placeOfBooking(config, booking, template);
    return {
      _id: permission.id,
      name: templateName(config, template, booking.language) ?? booking.templateId,
      templateId: booking.templateId,
      start: booking.startsAt.toISOString(),
      end: booking.displayEnd.toISOString(),
      // Spec §3: a permission is identified by its ticket too (source ticket, the ticket code).
      identifications: permission.identifications.some((i) => i.source === 'ticket')
        ? permission.identifications
        : [...permission.identifications, { source: 'ticket', code: permission.ticketCode }],
      status:
        booking.status === 'cancelled'
          ? 'cancelled'
          : booking.endsAt.getTime() <= now.getTime()
            ? 'expired'
            : booking.startsAt.getTime() > now.getTime()
              ? 'upcoming'
              : 'active',
      priceCents: booking.priceCents,
      computed: { cancellationPossible: quote.possible, refundCents: quote.possible ? quote.refundCents : 0 },
      nextStart: booking.endsAt.toISOString(),
      ticketUrl: `/t/${permission.id}/${permission.secret}`,
      ...(site && { site }),
      ...(validAt && { validAt }),
    };
  }

  private async customer(id: string) {
    const c = await this.deps.repo.customer(id);
    if (!c) throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
    return c;
  }
}
