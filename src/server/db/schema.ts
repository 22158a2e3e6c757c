import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Contact, Identification } from '../../shared/schemas/booking';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A visitor's booking session (cookie `shop_session`); kept here so any instance can serve it. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  currentBookingId: uuid('current_booking_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export type BookingStatus = 'held' | 'paid' | 'failed' | 'lapsed';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    templateId: text('template_id').notNull(),
    startsAt: ts('starts_at').notNull(),
    /** Exclusive end: used for overlap and capacity. */
    endsAt: ts('ends_at').notNull(),
    /** The end shown to the visitor (last second for day-or-longer steps). */
    displayEnd: ts('display_end').notNull(),
    slotCount: integer('slot_count').notNull(),
    priceCents: integer('price_cents').notNull(),
    contact: jsonb('contact').$type<Contact>().notNull(),
    identifications: jsonb('identifications').$type<Identification[]>().notNull(),
    language: text('language').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    holdUntil: ts('hold_until'),
    sessionId: text('session_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // The capacity count only looks at bookings that can still occupy a place.
    index('bookings_active_overlap_idx')
      .on(t.templateId, t.startsAt, t.endsAt)
      .where(sql`status in ('held', 'paid')`),
    // The lapse job scans held bookings by hold time.
    index('bookings_held_hold_until_idx')
      .on(t.holdUntil)
      .where(sql`status = 'held'`),
  ],
);

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Set once the provider has created the payment (None for a free booking). */
    method: text('method'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/** Append-only history of every payment status change (the later webhook inbox writes here too). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Who reported it: demo-page, lapse, replaced, zero-price, webhook, ... */
    source: text('source').notNull(),
    /** A provider's event id, so a repeated webhook is recorded once. */
    providerEventId: text('provider_event_id'),
    payload: jsonb('payload'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId),
    uniqueIndex('payment_events_provider_event_idx').on(t.paymentId, t.providerEventId),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    templateId: text('template_id').notNull(),
    /** >= 128 bits of randomness, base64url; compared in constant time. */
    secret: text('secret').notNull(),
    ticketCode: text('ticket_code').notNull(),
    identifications: jsonb('identifications').$type<Identification[]>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('permissions_booking_idx').on(t.bookingId),
    uniqueIndex('permissions_ticket_code_idx').on(t.ticketCode),
  ],
);

export type MailStatus = 'queued' | 'sending' | 'sent' | 'outbox' | 'failed';

/** Outgoing mails: one row per (permission, kind) makes sending idempotent; also the outbox. */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey(),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachmentName: text('attachment_name'),
    status: text('status').$type<MailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: ts('claimed_at'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mails_permission_kind_idx').on(t.permissionId, t.kind),
    index('mails_status_idx').on(t.status),
  ],
);
