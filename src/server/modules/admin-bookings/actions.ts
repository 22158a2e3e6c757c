import type { AuditInTx } from '../../platform/audit/audit';
import { randomUUID } from 'node:crypto';
import { isValidPlate, normalizePlate, plateKey, plateOf } from '../../../shared/domain/plate';
import { isDayOrLonger } from '../../../shared/domain/slots';
import { calendarDaysBetween, DAY, isLocalMidnight } from '../../../shared/domain/time';
import type {
  AdminCancelRequest,
  AdminCancelResponse,
  ChangePlateRequest,
  ChangePlateResponse,
  ExtendRequest,
  ExtendResponse,
  ResendTicketResponse,
} from '../../../shared/schemas/admin-bookings';
import type { Identification } from '../../../shared/schemas/booking';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { PaymentInbox, PaymentService, PaymentTransactions, PaymentsTx } from '../payments';
import type { CatalogueReader } from '../../platform/catalogue/view';
import { UUID_PATTERN } from '../../platform/codes';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import type { CancellationService } from '../refunds';
import type { AdminBookingActionsRepository } from './actions-repository';
import type { BookingRow } from '../../db/rows';
import type { DbExecutor } from '../../db/executor';

/**
 * What the actions change of the booking row. Bookings are the booking module's table (ADR
 * 029): its writer changes them on the action's transaction, and keeps the slot occupancy
 * (ADR 049) and the barrier's plates with them.
 */
export interface AdminBookingWrites {
  /**
   * The booking's plate. The plateKey column feeds the barrier and the allowlist: its trigger
   * logs the old and the new plate as changed (migration 0005), so devices drop one and learn
   * the other.
   */
  setIdentifications(
    tx: DbExecutor,
    id: string,
    identifications: Identification[],
    plateKey: string | null,
  ): Promise<void>;
  /** Under the slots' locks (the reserve's): the added time has a place, the booking not counted. */
  hasPlace(
    tx: DbExecutor,
    b: { id: string; templateId: string; startsAt: Date; endsAt: Date },
    now: Date,
  ): Promise<boolean>;
  setEnd(
    tx: DbExecutor,
    id: string,
    end: { endsAt: Date; displayEnd: Date; slotCount: number },
  ): Promise<void>;
  cancel(tx: DbExecutor, id: string, now: Date): Promise<void>;
}

/** The longest extension one call makes: a year past the current end (a typo guard, ADR 026). */
const MAX_EXTENSION_MS = 366 * DAY * 1000;

/**
 * The back office's booking actions (ADR 026): resend the ticket, change the plate,
 * extend, cancel with a full or partial refund. Each runs in one transaction under the
 * booking's row lock and writes its audit entry there (`audit`); mails and provider refunds
 * follow the commit. The rules of tickets, refunds and credit notes stay with their owners:
 * the ticket mail is the settle's text (PaymentService.renderTicket), a cancel is the refunds module's
 * (CancellationService.cancelLocked, ADR 016) with the operator's amount.
 */
export class AdminBookingActions {
  constructor(
    private readonly deps: {
      /** The booking's template (its slot grid, for an extension) and the shop's time zone. */
      catalogue: CatalogueReader;
      repo: AdminBookingActionsRepository;
      bookings: AdminBookingWrites;
      payments: PaymentTransactions;
      paymentService: PaymentService;
      cancellations: CancellationService;
      inbox: PaymentInbox;
      mailEnabled: boolean;
      onMailQueued: (mailId: string) => void;
    },
  ) {}

  /**
   * A new ticket mail with the booking as it stands (plate, end), as its own mail row (kind
   * `ticket-resend`): the first one keeps its history. Only a paid booking has a ticket.
   */
  async resendTicket(id: string, note: string | undefined, now: Date, audit: AuditInTx) {
    const r = await this.locked(id, async (ptx, booking) => {
      if (booking.status === 'cancelled') throw cancelled();
      const permission = await ptx.permissionOfBooking(booking.id);
      if (booking.status !== 'paid' || !permission) {
        throw new DomainError('BOOKING_NOT_PAID', 'Only a paid booking has a ticket', {
          status: booking.status,
        });
      }
      const bill = await ptx.billOfBooking(booking.id);
      const rendered = this.deps.paymentService.renderTicket(booking, permission, bill ?? null);
      const mailId = randomUUID();
      const status = this.deps.mailEnabled ? ('queued' as const) : ('outbox' as const);
      const recipient = booking.contact.mail ?? '';
      await ptx.insertMail({
        id: mailId,
        permissionId: permission.id,
        kind: 'ticket-resend',
        recipient,
        language: booking.language,
        ...rendered,
        status,
        createdAt: now,
      });
      await audit(ptx.tx, {
        action: 'booking.resend-ticket',
        entity: 'booking',
        entityId: booking.id,
        before: null,
        after: { mailId, recipient, status, ...(note ? { note } : {}) },
      });
      return { mailId, recipient, status } satisfies ResendTicketResponse;
    });
    if (r.status === 'queued') this.deps.onMailQueued(r.mailId);
    return r;
  }

  /**
   * Replaces the licence plate (the shared plate rules, normalised) on the booking and its
   * permission, with the plateKey the barrier reads. A held booking may change too (its
   * permission copies it when paid); a cancelled or ended-unpaid one not.
   */
  async changePlate(id: string, body: ChangePlateRequest, audit: AuditInTx) {
    if (!isValidPlate(body.plate))
      throw new DomainError('LICENSE_PLATE_INVALID', 'The licence plate is not valid');
    const plate = normalizePlate(body.plate);
    return this.locked(id, async (ptx, booking) => {
      this.assertChangeable(booking);
      const previous = plateOf(booking.identifications);
      const ids: Identification[] = [
        ...booking.identifications.filter((i) => i.source !== 'lp'),
        { source: 'lp', code: plate },
      ];
      // The booking's plate and its permission's (the ticket reads the permission's).
      await this.deps.bookings.setIdentifications(ptx.tx, booking.id, ids, plateKey(plate));
      await ptx.setPermissionIdentifications(booking.id, ids);
      await audit(ptx.tx, {
        action: 'booking.change-plate',
        entity: 'booking',
        entityId: booking.id,
        before: { plate: previous },
        after: { plate, ...(body.note?.trim() ? { note: body.note.trim() } : {}) },
      });
      return { plate, previousPlate: previous } satisfies ChangePlateResponse;
    });
  }

  /**
   * Moves the end of a paid booking later, at no charge (goodwill or a correction): the end
   * must lie on the template's slot grid counted from the start, and the added time must fit
   * the template's capacity under the locks of its slots (the reserve's rule, ADR 049).
   * The ticket shows the new end (it reads the booking); the allowlist follows by its trigger.
   */
  async extend(id: string, body: ExtendRequest, now: Date, audit: AuditInTx) {
    const newEnd = new Date(body.endsAt);
    const { config, paidTemplates } = this.deps.catalogue.current();
    return this.locked(id, async (ptx, booking) => {
      this.assertChangeable(booking);
      if (booking.status !== 'paid') {
        throw new DomainError('BOOKING_NOT_PAID', 'Only a paid booking can be extended', {
          status: booking.status,
        });
      }
      const template = paidTemplates.get(booking.templateId);
      const step = template?.reservationSlotDetails.stepDuration;
      const zone = config.shop.timeZone;
      const problem = endProblem(booking, newEnd, step, zone);
      if (problem || step === undefined) {
        throw new DomainError('EXTEND_END_INVALID', problem ?? 'The template of this booking is gone', {
          endsAt: booking.endsAt.toISOString(),
        });
      }
      const added = { ...booking, startsAt: booking.endsAt, endsAt: newEnd };
      if (!(await this.deps.bookings.hasPlace(ptx.tx, added, now))) {
        throw new DomainError('BOOKED_OUT', 'The car park is full in the added time');
      }
      const end = {
        endsAt: newEnd,
        displayEnd: isDayOrLonger(step) ? new Date(newEnd.getTime() - 1000) : newEnd,
        slotCount: slotsBetween(booking.startsAt, newEnd, step, zone),
      };
      await this.deps.bookings.setEnd(ptx.tx, booking.id, end);
      const view = (e: { endsAt: Date; displayEnd: Date; slotCount: number }) => ({
        endsAt: e.endsAt.toISOString(),
        displayEnd: e.displayEnd.toISOString(),
        slotCount: e.slotCount,
      });
      await audit(ptx.tx, {
        action: 'booking.extend',
        entity: 'booking',
        entityId: booking.id,
        before: view(booking),
        after: { ...view(end), ...(body.note?.trim() ? { note: body.note.trim() } : {}) },
      });
      return view(end) satisfies ExtendResponse;
    });
  }

  /**
   * Cancels a booking. Paid: the one cancel (refunds module, ADR 016) with the operator's refund, at most
   * what was paid minus earlier refunds: the place frees at once, the credit note is issued,
   * the refund goes to the provider after the commit where it can, else on the refunds-due
   * list; the allowlist drops the plate (trigger). Held (unpaid): cancelled without refund or
   * credit note, its open payment expired here and cancelled at the provider after the commit
   * (a provider that takes the money anyway lands on the refunds-due list, PaymentService).
   */
  async cancel(
    id: string,
    body: AdminCancelRequest,
    now: Date,
    audit: AuditInTx,
  ): Promise<AdminCancelResponse> {
    const note = body.note?.trim() || undefined;
    const r = await this.locked(id, async (ptx, booking) => {
      if (booking.status === 'cancelled') throw cancelled();
      const before = { status: booking.status, plate: plateOf(booking.identifications) };
      if (booking.status === 'held') {
        if (body.refundCents > 0) throw tooHigh(0);
        const open = await this.deps.repo.pendingPayments(ptx.tx, booking.id);
        for (const p of open) {
          await ptx.setPaymentStatus(p.id, 'expired', now);
          await ptx.addEvent({ paymentId: p.id, status: 'expired', source: 'admin-cancel', now });
        }
        await this.deps.bookings.cancel(ptx.tx, booking.id, now);
        await audit(ptx.tx, {
          action: 'booking.cancel',
          entity: 'booking',
          entityId: booking.id,
          before,
          after: { status: 'cancelled', refund: null, ...(note ? { note } : {}) },
        });
        return { kind: 'held' as const, open };
      }
      const permission = await ptx.permissionOfBooking(booking.id);
      if (booking.status !== 'paid' || !permission) {
        throw new DomainError('BOOKING_NOT_PAID', 'This booking was never paid: nothing to cancel', {
          status: booking.status,
        });
      }
      const outcome = await this.deps.cancellations.cancelLocked(
        ptx,
        booking,
        permission,
        now,
        (refundable) => {
          if (body.refundCents > refundable) throw tooHigh(refundable);
          return body.refundCents;
        },
      );
      await audit(ptx.tx, {
        action: 'booking.cancel',
        entity: 'booking',
        entityId: booking.id,
        before,
        after: {
          status: 'cancelled',
          refund: {
            amountCents: outcome.amount,
            method: outcome.method,
            status: outcome.status,
            reason: outcome.reason,
          },
          creditNote: outcome.note ? formatBillNumber(outcome.note.number) : null,
          ...(note ? { note } : {}),
        },
      });
      return { kind: 'paid' as const, outcome };
    });
    if (r.kind === 'held') {
      for (const p of r.open) await this.deps.inbox.cancelAtProvider(p);
      return { status: 'cancelled', refund: null, creditNote: null };
    }
    const done = await this.deps.cancellations.finishCancel(r.outcome, now);
    return {
      status: 'cancelled',
      refund: done.refund,
      creditNote: done.creditNote
        ? { id: done.creditNote._id, number: done.creditNote.nr, pdfUrl: done.creditNote.pdfUrl }
        : null,
    };
  }

  /** One transaction around the locked booking; an unknown or malformed id is a 404. */
  private async locked<T>(id: string, fn: (ptx: PaymentsTx, booking: BookingRow) => Promise<T>): Promise<T> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    return this.deps.payments.transaction(async (ptx) => {
      const booking = await this.deps.repo.lockBooking(ptx.tx, id);
      if (!booking) throw notFound();
      return fn(ptx, booking);
    });
  }

  /** Plate and end belong to a live booking; a payment by plate belongs to its stay. */
  private assertChangeable(booking: BookingRow) {
    if (booking.status === 'cancelled') throw cancelled();
    if (booking.status !== 'paid' && booking.status !== 'held') {
      throw new DomainError('BOOKING_NOT_PAID', `The booking is ${booking.status}`, {
        status: booking.status,
      });
    }
    if (booking.stayId || booking.templateId === WALK_IN_TEMPLATE_ID) {
      throw new DomainError('BOOKING_WALK_IN', 'A payment by plate belongs to its parking stay');
    }
  }
}

/** Why `end` cannot be the booking's new end, or null. */
function endProblem(booking: BookingRow, end: Date, step: number | undefined, zone: string): string | null {
  if (step === undefined) return null;
  if (end.getTime() <= booking.endsAt.getTime()) return 'The new end must lie after the current end';
  if (end.getTime() - booking.endsAt.getTime() > MAX_EXTENSION_MS) {
    return 'The new end lies more than a year after the current end';
  }
  if (isDayOrLonger(step)) {
    if (
      !isLocalMidnight(end, zone) ||
      calendarDaysBetween(booking.startsAt, end, zone) % (step / DAY) !== 0
    ) {
      return "The new end is not on the template's grid (whole steps from the start, at local midnight)";
    }
  } else if ((end.getTime() - booking.startsAt.getTime()) % (step * 1000) !== 0) {
    return "The new end is not on the template's grid (whole steps from the start)";
  }
  return null;
}

function slotsBetween(start: Date, end: Date, step: number, zone: string): number {
  return isDayOrLonger(step)
    ? calendarDaysBetween(start, end, zone) / (step / DAY)
    : (end.getTime() - start.getTime()) / (step * 1000);
}

function notFound() {
  return new DomainError('BOOKING_NOT_FOUND', 'No such booking');
}

function cancelled() {
  return new DomainError('BOOKING_CANCELLED', 'The booking is cancelled already');
}

function tooHigh(refundableCents: number) {
  return new DomainError('REFUND_TOO_HIGH', 'More than was paid minus earlier refunds', { refundableCents });
}
