import { randomUUID } from 'node:crypto';
import { templateName, type ShopConfig, type TemplateConfig } from '../config/shop-config';
import { DomainError } from '../errors';
import { renderTicketMail } from '../mail/texts';
import { newPermissionSecret, newTicketCode, UUID_PATTERN } from '../tickets/codes';
import { formatDateTime, formatEuro } from '../tickets/format';
import type { PaymentStatus } from '../db/schema';
import type { ProviderPaymentStatus } from './port';
import type { BookingRow, PaymentsRepository, PaymentsTx } from './repository';

export interface SettleResult {
  /** False when the payment already had this outcome: nothing was changed. */
  changed: boolean;
  permissionId?: string;
}

export interface PaymentServiceDeps {
  shop: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
  repo: PaymentsRepository;
  publicUrl: string;
  /** Whether a mailer is configured: without one, mails go straight to the outbox. */
  mailEnabled: boolean;
  /** Called after commit with a newly queued mail, to send it without waiting for the job. */
  onMailQueued: (mailId: string) => void;
}

/**
 * The one place a payment changes state, whatever reported it (demo page, checkout poll,
 * lapse job, later webhooks). Each change is one transaction around the locked payment row
 * and appends a payment_events row; repeating a change is a no-op.
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  /** Applies a status the provider reported. */
  async apply(
    paymentId: string,
    status: ProviderPaymentStatus,
    source: string,
    now: Date,
    providerEventId?: string,
  ) {
    if (status === 'paid') return this.settlePaid(paymentId, source, now, providerEventId);
    if (status === 'failed') return this.settleFailed(paymentId, source, now, providerEventId);
    if (status === 'expired') return this.expire(paymentId, source, now);
    return { changed: false };
  }

  async settlePaid(
    paymentId: string,
    source: string,
    now: Date,
    providerEventId?: string,
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const r = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) return { kind: 'not-found' as const };
      const booking = await tx.booking(p.bookingId);
      if (p.status === 'paid') {
        const permission = await tx.permissionOfBooking(booking.id);
        return { kind: 'done' as const, changed: false, permissionId: permission?.id };
      }
      if (p.status !== 'pending') return { kind: 'closed' as const, status: p.status };
      if (booking.holdUntil && booking.holdUntil.getTime() <= now.getTime()) {
        // Paid too late: the place may be taken by now, so the hold's lapse wins.
        await this.markExpired(tx, p.id, booking.id, 'lapse', now);
        return { kind: 'expired' as const };
      }
      await tx.setPaymentStatus(p.id, 'paid', now);
      await tx.setBookingStatus(booking.id, 'paid');
      await tx.addEvent({ paymentId: p.id, status: 'paid', source, now, providerEventId });
      const { permissionId, mailId } = await this.issuePermission(tx, booking, now);
      return { kind: 'done' as const, changed: true, permissionId, mailId };
    });
    if (r.kind === 'not-found') throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
    if (r.kind === 'closed') throw new DomainError('PAYMENT_CLOSED', `The payment is already ${r.status}`);
    if (r.kind === 'expired')
      throw new DomainError('PAYMENT_CLOSED', 'The payment has expired: the hold lapsed');
    if (r.mailId && this.deps.mailEnabled) this.deps.onMailQueued(r.mailId);
    return { changed: r.changed, permissionId: r.permissionId };
  }

  async settleFailed(
    paymentId: string,
    source: string,
    now: Date,
    providerEventId?: string,
  ): Promise<SettleResult> {
    this.assertId(paymentId);
    const r = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p) return 'not-found' as const;
      if (p.status === 'failed') return 'same' as const;
      if (p.status !== 'pending') return p.status;
      await tx.setPaymentStatus(p.id, 'failed', now);
      // Releasing the booking frees its place at once.
      await tx.setBookingStatus(p.bookingId, 'failed');
      await tx.addEvent({ paymentId: p.id, status: 'failed', source, now, providerEventId });
      return 'changed' as const;
    });
    if (r === 'not-found') throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
    if (r === 'same') return { changed: false };
    if (r !== 'changed') throw new DomainError('PAYMENT_CLOSED', `The payment is already ${r}`);
    return { changed: true };
  }

  /** A pending payment whose hold ran out (or was replaced) expires; anything else is left alone. */
  async expire(paymentId: string, source: string, now: Date): Promise<SettleResult> {
    this.assertId(paymentId);
    const changed = await this.deps.repo.transaction(async (tx) => {
      const p = await tx.lockPayment(paymentId);
      if (!p || p.status !== 'pending') return false;
      await this.markExpired(tx, p.id, p.bookingId, source, now);
      return true;
    });
    return { changed };
  }

  /** For the lapse job: expires every pending payment whose hold has run out. */
  async lapseExpiredHolds(now: Date): Promise<number> {
    let n = 0;
    for (;;) {
      const ids = await this.deps.repo.lapsedPendingPaymentIds(now, 100);
      for (const id of ids) if ((await this.expire(id, 'lapse', now)).changed) n++;
      if (ids.length < 100) return n;
    }
  }

  async recordProviderRef(paymentId: string, providerRef: string, method: string, now: Date): Promise<void> {
    await this.deps.repo.setProviderRef(paymentId, providerRef, method, now);
  }

  async find(paymentId: string) {
    return UUID_PATTERN.test(paymentId) ? this.deps.repo.find(paymentId) : undefined;
  }

  /** Used inside another transaction (a repeated reserve releasing the previous hold). */
  async markExpired(tx: PaymentsTx, paymentId: string, bookingId: string, source: string, now: Date) {
    await tx.setPaymentStatus(paymentId, 'expired', now);
    await tx.setBookingStatus(bookingId, 'lapsed');
    await tx.addEvent({ paymentId, status: 'expired' satisfies PaymentStatus, source, now });
  }

  private assertId(paymentId: string) {
    // Not a uuid cannot be ours; answering here also keeps bad input away from the uuid column.
    if (!UUID_PATTERN.test(paymentId)) throw new DomainError('PAYMENT_NOT_FOUND', 'Unknown payment');
  }

  private async issuePermission(tx: PaymentsTx, booking: BookingRow, now: Date) {
    const existing = await tx.permissionOfBooking(booking.id);
    if (existing) return { permissionId: existing.id, mailId: undefined };
    let ticketCode = newTicketCode();
    // 31^10 codes make a clash unlikely; checking keeps the unique index from aborting the settle.
    while (await tx.ticketCodeTaken(ticketCode)) ticketCode = newTicketCode();
    const permissionId = randomUUID();
    const secret = newPermissionSecret();
    await tx.insertPermission({
      id: permissionId,
      bookingId: booking.id,
      templateId: booking.templateId,
      secret,
      ticketCode,
      identifications: booking.identifications,
      createdAt: now,
    });
    const template = this.deps.templates.get(booking.templateId);
    const zone = this.deps.shop.shop.timeZone;
    const rendered = renderTicketMail({
      language: booking.language,
      shopName: this.deps.shop.shop.name,
      templateName: templateName(this.deps.shop, template, booking.language) ?? booking.templateId,
      start: formatDateTime(booking.startsAt, zone, booking.language),
      end: formatDateTime(booking.displayEnd, zone, booking.language),
      plate: booking.identifications.find((i) => i.source === 'lp')?.code ?? null,
      price: formatEuro(booking.priceCents, booking.language),
      ticketCode,
      // ?lang opens the ticket page in the booking's language.
      link: `${this.deps.publicUrl}/t/${permissionId}/${secret}?lang=${booking.language}`,
    });
    const mailId = randomUUID();
    const inserted = await tx.insertMail({
      id: mailId,
      permissionId,
      kind: 'ticket',
      recipient: booking.contact.mail ?? '',
      language: booking.language,
      ...rendered,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return { permissionId, mailId: inserted ? mailId : undefined };
  }
}
