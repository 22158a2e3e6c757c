import type { TicketView } from '../../../shared/schemas/booking';
import { plateOf } from '../../../shared/domain/plate';
import { templateName, type ShopConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { creditNotePdfUrl } from '../../../shared/domain/document-urls';
import { secretsEqual, UUID_PATTERN } from '../../platform/codes';
import { renderTicketPdf, ticketTexts } from '../../tickets/pdf';
import { ticketIcs } from '../../tickets/ics';
import { placeOfBooking, validAtLine, type DocumentPlace } from '../../config/site-documents';
import { textsFor } from '../../mail/texts';
import { PdfCache } from '../../tickets/pdf-cache';
import QRCode from 'qrcode';
import type { TicketRepository } from './repository';

export interface Ticket {
  view: TicketView;
  language: string;
  /** Exclusive end of the period (the view shows the last second for day-or-longer steps). */
  endsAt: Date;
  createdAt: Date;
  /** The car park (or car parks) the ticket is for (ADR 060). */
  place: DocumentPlace;
  /** The booking behind the permission (its writers announce changes by booking). */
  bookingId: string;
}

export class TicketService {
  constructor(
    private readonly deps: {
      /** The shop's name, entrance and ticket texts, and the names of paid templates. */
      catalogue: CatalogueReader;
      repo: TicketRepository;
      /** Rendered PDFs by permission and what they show; a fresh cache by default. */
      pdfCache?: PdfCache;
      /** Called after each actual render (tests count renders with it). */
      onRender?: (permissionId: string) => void;
      /** Host of the shop's public URL: the calendar event's UID is the permission id at it. */
      uidDomain?: string;
      /** PUBLIC_URL: the ticket names the terms page at it. */
      publicUrl: string;
    },
  ) {
    this.cache = deps.pdfCache ?? new PdfCache();
  }

  private readonly cache: PdfCache;

  /** Unknown id and wrong secret fail alike, so a guess learns nothing. */
  get(permissionId: string, secret: string): Promise<Ticket> {
    return this.ticketOf(this.deps.catalogue.current(), permissionId, secret);
  }

  private async ticketOf(
    { config, paidTemplates }: CatalogueSnapshot,
    permissionId: string,
    secret: string,
  ): Promise<Ticket> {
    const row = UUID_PATTERN.test(permissionId)
      ? await this.deps.repo.permissionWithBooking(permissionId)
      : null;
    if (!row || !secretsEqual(row.permission.secret, secret)) {
      throw new DomainError('TICKET_NOT_FOUND', 'Ticket not found');
    }
    const { permission, booking } = row;
    const cancelled = booking.status === 'cancelled';
    const note = cancelled ? await this.deps.repo.latestCreditNote(permission.id) : null;
    const place = placeOfBooking(config, booking, paidTemplates.get(permission.templateId));
    const { entrance } = place;
    return {
      bookingId: booking.id,
      language: booking.language,
      endsAt: booking.endsAt,
      createdAt: booking.createdAt,
      place,
      view: {
        permissionId: permission.id,
        templateName:
          templateName(config, paidTemplates.get(permission.templateId), booking.language) ??
          permission.templateId,
        start: booking.startsAt.toISOString(),
        end: booking.displayEnd.toISOString(),
        licensePlate: plateOf(permission.identifications),
        priceToBePaid: booking.priceCents,
        ticketCode: permission.ticketCode,
        pdfUrl: `/api/ticket/${permission.id}/${permission.secret}.pdf`,
        ...(entrance
          ? {
              entrance: {
                address: entrance.line,
                ...(entrance.latitude !== undefined ? { latitude: entrance.latitude } : {}),
                ...(entrance.longitude !== undefined ? { longitude: entrance.longitude } : {}),
                ...(entrance.directions ? { directions: entrance.directions } : {}),
              },
            }
          : {}),
        ...(place.site ? { site: place.site } : {}),
        ...(place.validAt ? { validAt: place.validAt } : {}),
        // A cancelled ticket shows no code that a reader could take for a valid one.
        ...(cancelled
          ? {}
          : {
              qrSvg: await QRCode.toString(permission.ticketCode, {
                type: 'svg',
                errorCorrectionLevel: 'M',
                margin: 1,
              }),
            }),
        ...(cancelled
          ? {
              cancelled: true,
              ...(booking.cancelledAt ? { cancelledAt: booking.cancelledAt.toISOString() } : {}),
              ...(note ? { creditNoteUrl: creditNotePdfUrl(note) } : {}),
            }
          : {}),
      },
    };
  }

  async pdf(permissionId: string, secret: string): Promise<{ pdf: Buffer; ticketCode: string }> {
    const snap = this.deps.catalogue.current();
    const t = await this.ticketOf(snap, permissionId, secret);
    // A cancelled ticket's PDF says so, without the QR code (renderPdf): a saved link or a
    // bookmark gets a clear answer rather than a 404 or a valid-looking ticket.
    return { pdf: await this.renderPdf(snap, t), ticketCode: t.view.ticketCode };
  }

  /** The ticket as a calendar event (GET /api/ticket/{id}/{secret}.ics), in the booking's language. */
  async ics(permissionId: string, secret: string): Promise<{ ics: string; ticketCode: string }> {
    const snap = this.deps.catalogue.current();
    const t = await this.ticketOf(snap, permissionId, secret);
    const { shop } = snap.config;
    const texts = textsFor(t.language);
    // Where the driver drives to: the entrance, not the operator's office (ADR 054).
    // In a shop with several car parks, the booking's one, or those a city-wide permit is valid at.
    const { entrance, site } = t.place;
    const validAt = validAtLine(t.place);
    const where = [shop.name, ...(site ? [site.name] : []), ...(entrance ? [entrance.line] : [])];
    const ics = ticketIcs({
      permissionId: t.view.permissionId,
      uidDomain: this.deps.uidDomain ?? 'parkshop.local',
      shopName: shop.name,
      location: validAt ? `${shop.name}: ${validAt}` : where.join(', '),
      ...(entrance?.latitude !== undefined && entrance.longitude !== undefined
        ? { geo: { latitude: entrance.latitude, longitude: entrance.longitude } }
        : {}),
      summary: `${t.view.templateName} – ${shop.name}`,
      start: new Date(t.view.start),
      end: t.endsAt,
      stamp: t.createdAt,
      descriptionLines: [
        `${texts.ticketCode}: ${t.view.ticketCode}`,
        ...(t.view.licensePlate ? [`${texts.plate}: ${t.view.licensePlate}`] : []),
        ...(validAt ? [`${texts.validAt}: ${validAt}`] : []),
        ...(t.view.cancelled ? [texts.cancelledNote] : []),
      ],
      cancelled: t.view.cancelled,
    });
    return { ics, ticketCode: t.view.ticketCode };
  }

  /**
   * The ticket by its id alone, for a caller that proved its right another way (a wallet pass's
   * own token); null when there is none.
   */
  async byPermission(permissionId: string): Promise<Ticket | null> {
    const row = UUID_PATTERN.test(permissionId)
      ? await this.deps.repo.permissionWithBooking(permissionId)
      : null;
    return row && this.get(permissionId, row.permission.secret);
  }

  /** For the ticket mail's attachment (the caller already holds the permission id). */
  async pdfForPermission(permissionId: string): Promise<Buffer> {
    const row = await this.deps.repo.permissionWithBooking(permissionId);
    if (!row) throw new Error(`permission ${permissionId} vanished`);
    const snap = this.deps.catalogue.current();
    return this.renderPdf(snap, await this.ticketOf(snap, permissionId, row.permission.secret));
  }

  /**
   * Rendered once per ticket as it stands; the caller has checked the secret (get). The back
   * office can change a ticket's plate and end (ADR 026), so the key names what the PDF shows:
   * a changed ticket is a new entry on every instance, the old one ages out.
   */
  private renderPdf({ config }: CatalogueSnapshot, t: Ticket): Promise<Buffer> {
    // The access and conditions texts are live catalogue settings: a changed text is a new entry.
    const notes = ticketTexts(config, this.deps.publicUrl, t.language, !!t.view.licensePlate, t.place);
    const key = [
      t.view.permissionId,
      t.view.licensePlate ?? '',
      t.view.start,
      t.view.end,
      t.view.cancelled ? `cancelled ${t.view.cancelledAt ?? ''}` : '',
      JSON.stringify(notes),
    ].join('|');
    return this.cache.get(key, () => this.render(config, t, notes));
  }

  private async render(
    { shop }: ShopConfig,
    t: Ticket,
    notes: ReturnType<typeof ticketTexts>,
  ): Promise<Buffer> {
    const pdf = await renderTicketPdf({
      ...notes,
      language: t.language,
      shopName: shop.name,
      templateName: t.view.templateName,
      start: new Date(t.view.start),
      end: new Date(t.view.end),
      timeZone: shop.timeZone,
      bookedAt: t.createdAt,
      licensePlate: t.view.licensePlate,
      priceCents: t.view.priceToBePaid,
      ticketCode: t.view.ticketCode,
      cancelled: t.view.cancelled,
      cancelledAt: t.view.cancelledAt ? new Date(t.view.cancelledAt) : undefined,
      withCreditNote: !!t.view.creditNoteUrl,
    });
    this.deps.onRender?.(t.view.permissionId);
    return pdf;
  }
}
