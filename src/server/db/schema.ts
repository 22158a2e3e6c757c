import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Contact, Identification } from '../../shared/schemas/booking';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** pending: signed up by the driver, e-mail not yet confirmed (no login, ADR 043). */
export type CustomerStatus = 'active' | 'blocked' | 'pending';

/**
 * A customer account of the portal (spec §2, §6). The e-mail is the identity (unique,
 * case-insensitive); the username defaults to it. The contact holds the spec's fields.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    mail: text('mail').notNull(),
    contact: jsonb('contact').$type<Contact>().notNull(),
    /** Normalised plates, prefilled into bookings. */
    licensePlates: jsonb('license_plates').$type<string[]>().notNull().default([]),
    /** The driver's names of their plates ("Firmenwagen"), by normalised plate. */
    plateNames: jsonb('plate_names').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<CustomerStatus>().notNull().default('active'),
    /** Argon2id PHC string; null until the invitation is used. */
    passwordHash: text('password_hash'),
    requirePasswordChange: boolean('require_password_change').notNull().default(false),
    /** When the e-mail was proven (invitation or reset link used, or an operator-set password). */
    mailVerifiedAt: ts('mail_verified_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('customers_mail_idx').on(sql`lower(${t.mail})`),
    uniqueIndex('customers_username_idx').on(sql`lower(${t.username})`),
  ],
);

/**
 * A booking session (cookie `shop_session`, `__Host-shop_session` on https); kept here so any
 * instance can serve it. One table for visitors and, later, customers. `id` is an internal,
 * stable key (bookings and mandates refer to it); the cookie carries a token of which only the
 * SHA-256 is stored, and that token is replaced on every reserve (ADR 012).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 (base64url) of the cookie's token; null for rows from before hashing (dead). */
    tokenHash: text('token_hash'),
    currentBookingId: uuid('current_booking_id'),
    /** The logged-in customer (null for a guest); a login always starts a new session row. */
    customerId: uuid('customer_id').references(() => customers.id),
    createdAt: ts('created_at').notNull(),
    /** The last use (touched at most once a minute); the retention job deletes by it. */
    updatedAt: ts('updated_at').notNull(),
    /**
     * The earlier of the idle limit (last use + SESSION_IDLE_MINUTES) and the absolute limit
     * (created + SESSION_ABSOLUTE_HOURS). The default only expires rows that predate the column.
     */
    expiresAt: ts('expires_at')
      .notNull()
      .default(sql`now()`),
    /**
     * The hash of the token this session had before its last rotation, still accepted until
     * previousUntil (a short grace): a request that left the browser before the
     * rotating answer arrived carries it, and must neither fail nor rotate again.
     */
    previousTokenHash: text('previous_token_hash'),
    previousUntil: ts('previous_until'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type CustomerSecurityEventKind = 'login' | 'login-failed' | 'password-changed' | 'password-reset';

/**
 * A customer's security log: logins, failed logins against the account, password
 * changes and resets, shown to the customer as "last logins" in the portal. Its own table, owned
 * by `accounts`, not the audit log: the audit log records what operators and the token did, for
 * admins, append-only for years; this records what happened to one customer's account, for that
 * customer, is written by strangers' failed attempts (it must not flood the operators' record)
 * and goes with the account. It keeps no raw address or User-Agent: only a masked address and a
 * short device summary, which is all the customer needs to recognise a login.
 */
export const customerSecurityEvents = pgTable(
  'customer_security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    kind: text('kind').$type<CustomerSecurityEventKind>().notNull(),
    /** e.g. "Firefox · Windows" (from the User-Agent), or null. */
    device: text('device'),
    /** The address with its host part masked: 203.0.113.x, 2001:db8:1:2::/64. */
    address: text('address'),
  },
  (t) => [index('customer_security_events_customer_idx').on(t.customerId, t.at)],
);

/**
 * Failed-login counters, in the database so every instance sees them (ADR 015). `key` is
 * `acct:<username lower>|<address>` (lockout per account AND address, so an attacker elsewhere
 * cannot lock the customer out) or `addr:<address>` (a looser limit across accounts).
 * A fixed window: `failures` since `windowStart`; `lockedUntil` once the limit is reached.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: ts('window_start').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);

/** cancelled: a paid booking the customer cancelled (it frees its place at once; ADR 016). */
export type BookingStatus = 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';

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
    /** The visitor's address (req.ip) at reserve: unpaid holds are limited per address. */
    clientAddress: text('client_address'),
    /** The customer account that booked it (logged in), or that proved the guest e-mail later. */
    customerId: uuid('customer_id').references(() => customers.id),
    /** When the customer cancelled it (status 'cancelled'). */
    cancelledAt: ts('cancelled_at'),
    /**
     * plateKey (shared/domain/plate.ts) of the licence plate among the identifications, so the
     * barrier and the plate look-up find a plate's permissions by index.
     */
    plateKey: text('plate_key'),
    /** A walk-in stay paid by plate (/api/permission/pay): this booking pays it up to endsAt. */
    stayId: uuid('stay_id'),
    createdAt: ts('created_at').notNull(),
    /**
     * The tariff version (catalogue_tariffs) in force when the booking was sold (ADR 025); set
     * by the database at insert from created_at. Null for bookings sold before tariffs had versions.
     */
    tariffVersion: integer('tariff_version'),
    /**
     * The site (car park) of the booking (ADR 060): a walk-in stay's site, or the one site of
     * its product; null for a product valid at several sites (a city-wide permit).
     */
    siteId: text('site_id'),
  },
  (t) => [
    // The back office's site filter and the per-site figures.
    index('bookings_site_idx').on(t.siteId, t.createdAt),
    // The barrier, the allowlist and the plate look-up: a plate's paid permissions.
    index('bookings_paid_plate_idx')
      .on(t.plateKey, t.endsAt)
      .where(sql`status = 'paid'`),
    index('bookings_stay_idx').on(t.stayId),
    // The portal lists a customer's bookings; the booking cap counts them.
    index('bookings_customer_idx').on(t.customerId),
    // The open-holds limit counts held bookings per address and per e-mail (case-insensitive).
    index('bookings_held_client_idx')
      .on(t.clientAddress)
      .where(sql`status = 'held'`),
    index('bookings_held_mail_idx')
      .on(sql`lower(${t.contact}->>'mail')`)
      .where(sql`status = 'held'`),
    // The capacity count only looks at bookings that can still occupy a place.
    index('bookings_active_overlap_idx')
      .on(t.templateId, t.startsAt, t.endsAt)
      .where(sql`status in ('held', 'paid')`),
    // The lapse job scans held bookings by hold time.
    index('bookings_held_hold_until_idx')
      .on(t.holdUntil)
      .where(sql`status = 'held'`),
    // The back office's booking search (ADR 024): prefix look-ups (text_pattern_ops serves
    // `like 'x%'` whatever the collation) and the sort orders with their id tie-break.
    index('bookings_search_plate_idx').on(t.plateKey.op('text_pattern_ops')),
    index('bookings_search_mail_idx').on(sql`lower(${t.contact}->>'mail') text_pattern_ops`),
    index('bookings_search_last_name_idx').on(sql`lower(${t.contact}->>'lastName') text_pattern_ops`),
    index('bookings_search_first_name_idx').on(sql`lower(${t.contact}->>'firstName') text_pattern_ops`),
    index('bookings_search_company_idx').on(sql`lower(${t.contact}->>'companyName') text_pattern_ops`),
    index('bookings_search_created_idx').on(t.createdAt, t.id),
    index('bookings_search_starts_idx').on(t.startsAt, t.id),
    // A period overlaps a booking: a btree on starts_at bounds only one side (every earlier
    // booking is read), the range's GiST index finds the overlap directly.
    index('bookings_search_period_idx').using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt})`),
  ],
);

/**
 * A slot's occupancy (ADR 049): one row per grid slot a booking of a capacity
 * template covers, written with the booking in the same transaction by BookingWrites, so price,
 * availability and reserve read the slots they ask about (a range of the primary key) instead
 * of counting overlapping bookings. `hold_until` is the hold's end while the booking is held,
 * null once paid; a row counts while it is null or later than now. `starts_here` marks the
 * slot that holds the booking's start (the availability's startsHere).
 */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    templateId: text('template_id').notNull(),
    slotStart: ts('slot_start').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    holdUntil: ts('hold_until'),
    startsHere: boolean('starts_here').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.slotStart, t.bookingId] }),
    // A booking's rows: every write after the insert (pay, lapse, cancel, extend, the check).
    index('slot_occupancy_booking_idx').on(t.bookingId),
  ],
);

/**
 * refund_due: the provider took the money after our hold had lapsed and the place was gone
 * (docs/decisions/006-payment-inbox-and-late-payments.md); the operator refunds it.
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due';

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
    /** Where the browser pays (Mollie's checkout, the demo page), kept so a reload resumes it. */
    redirectUrl: text('redirect_url'),
    /** The card widget's script (SumUp), kept so a reload mounts the same checkout again. */
    widgetUrl: text('widget_url'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /**
     * When the provider was last asked about this payment (any instance). Look-ups claim it with
     * a conditional update, so polls, notices and webhooks ask at most once per interval.
     */
    lastCheckedAt: ts('last_checked_at'),
    /**
     * Why the payment is refund_due (late-place-taken, amount-mismatch, amount-missing,
     * currency-mismatch) or failed after it was paid (sepa-excluded: the debit was never sent).
     */
    statusReason: text('status_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // The payments export selects a period by creation (ADR 024).
    index('payments_created_idx').on(t.createdAt, t.id),
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

/**
 * Outgoing mails: one row per (permission, kind) makes sending idempotent; also the outbox.
 * Account mails (invitation, password reset) carry a customer instead of a permission; the
 * unique index does not bind them (NULL permission ids are distinct), since every reset
 * request is its own mail.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey(),
    permissionId: uuid('permission_id').references(() => permissions.id),
    customerId: uuid('customer_id').references(() => customers.id),
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
    // A resend from the back office (ADR 026) is a mail of its own each time.
    uniqueIndex('mails_permission_kind_idx')
      .on(t.permissionId, t.kind)
      .where(sql`kind <> 'ticket-resend'`),
    index('mails_status_idx').on(t.status),
  ],
);

/**
 * Payment inbox: every word a provider (or the browser) said about a payment, append-only and
 * never updated. `authoritative` rows were fetched from the provider itself; unsigned webhooks
 * and browser notices are stored as hints only. A pending payment with an authoritative
 * non-pending row was interrupted before settling: the reconciliation job applies it.
 */
export const paymentInbox = pgTable(
  'payment_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Null for a webhook about a payment we do not know. */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** webhook, webhook-fetch, poll, reconcile, lapse-check, client-notice, notice-fetch */
    kind: text('kind').notNull(),
    authoritative: boolean('authoritative').notNull(),
    /** The normalised status the event carries, if any. */
    status: text('status').$type<PaymentStatus>(),
    /** The amount the provider reports, in cents. */
    amountCents: integer('amount_cents'),
    payload: jsonb('payload'),
    receivedAt: ts('received_at').notNull(),
    /**
     * The identity of what was said (provider, ref, payment, kind, status, amount, payload; for
     * hints also the time window): a repeat of the same word is not stored again (storms).
     */
    dedupKey: text('dedup_key'),
  },
  (t) => [
    index('payment_inbox_payment_idx').on(t.paymentId),
    uniqueIndex('payment_inbox_dedup_idx').on(t.dedupKey),
    // The retention job deletes old rows by age.
    index('payment_inbox_received_idx').on(t.receivedAt),
    // The reconciliation job looks only at authoritative outcomes.
    index('payment_inbox_outcome_idx')
      .on(t.paymentId)
      .where(sql`authoritative and status in ('paid', 'failed', 'expired')`),
  ],
);

/** Gap-free sequences (bill numbers): one row per sequence, locked by the settle transaction. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

export interface BillParty {
  name: string;
  street?: string;
  buildingNumber?: string;
  zipCode?: string;
  city?: string;
  country?: string;
  vatId?: string;
  /**
   * A business buyer's reference (BT-10): the Leitweg-ID of a public body, or the buyer's own
   * order reference; an e-invoice without one carries the booking's number instead.
   */
  buyerReference?: string;
  /**
   * The buyer's company, when the booking's contact named one: the bill goes to a business and
   * is an e-invoice (its PDF carries the XML). Absent on a private driver's bill.
   */
  company?: string;
  mail?: string;
  /** The seller's German tax number (BT-32), for a seller without a VAT ID. */
  taxNumber?: string;
  /** The seller's contact for the e-invoice (BG-6), frozen at issue like the address. */
  contact?: { name: string; phone: string; mail: string };
  /**
   * The seller's only: where the service was (ADR 060), frozen at issue in the bill's language.
   * Null: the bill names no site (a one-site shop). Absent: issued before sites were frozen, so
   * it is read from the configuration when shown.
   */
  site?: BillSite | null;
}

/** A bill's line naming the car park of its service: "Standort: Parkhaus am Markt, …". */
export interface BillSite {
  label: string;
  text: string;
}

/** One bill per paid booking; amounts and parties are frozen at issue. */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey(),
    /** Sequential per shop without gaps (counter 'bill'). */
    number: integer('number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id),
    /** >= 128 bits, base64url: the bill link is the key to the bill. */
    secret: text('secret').notNull(),
    /** The day the bill was closed (paid), in the shop's time zone. */
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** 1900 = 19 %. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    seller: jsonb('seller').$type<BillParty>().notNull(),
    buyer: jsonb('buyer').$type<BillParty>().notNull(),
    description: text('description').notNull(),
    paymentMethod: text('payment_method').notNull(),
    language: text('language').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bills_number_idx').on(t.number),
    uniqueIndex('bills_booking_idx').on(t.bookingId),
    // The accountant's exports select a period by closing day (ADR 024).
    index('bills_closing_date_idx').on(t.closingDate),
  ],
);

/** A SEPA direct debit mandate signed online (spec §3). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey(),
    /** Unique mandate reference, at most 35 characters of the SEPA character set. */
    reference: text('reference').notNull(),
    creditorId: text('creditor_id').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    accountName: text('account_name').notNull(),
    signatureDate: date('signature_date', { mode: 'string' }).notNull(),
    /** 'Save for future payments': usable again (FRST, then RCUR); otherwise one-off (OOFF). */
    recurrent: boolean('recurrent').notNull(),
    /** Who may use it again: the booking session and e-mail it was signed in (ADR 007). */
    sessionId: text('session_id'),
    /** A logged-in customer's mandate belongs to the account (offered in any later session). */
    customerId: uuid('customer_id').references(() => customers.id),
    ownerMail: text('owner_mail').notNull(),
    /** The debtor's address from the booking, when it has one (structured in the bank file). */
    debtorAddress: jsonb('debtor_address').$type<BillParty>(),
    useCount: integer('use_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_idx').on(t.reference),
    index('sepa_mandates_session_idx').on(t.sessionId),
    index('sepa_mandates_customer_idx').on(t.customerId),
  ],
);

/** A bank export: one pain.008.001.08 file, kept so it can be fetched again. */
export const sepaBatches = pgTable(
  'sepa_batches',
  {
    id: uuid('id').primaryKey(),
    messageId: text('message_id').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    controlSumCents: integer('control_sum_cents').notNull(),
    xml: text('xml').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('sepa_batches_message_idx').on(t.messageId)],
);

/** One direct debit per SEPA payment, due after the pre-notification period. */
export const sepaCollections = pgTable(
  'sepa_collections',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => sepaMandates.id),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** FRST, RCUR or OOFF, fixed when the collection is made. */
    sequenceType: text('sequence_type').$type<'FRST' | 'RCUR' | 'OOFF'>().notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    remittance: text('remittance').notNull(),
    batchId: uuid('batch_id').references(() => sepaBatches.id),
    /** Taken out of the bank export by the operator (the file check refused it); never exported. */
    excludedAt: ts('excluded_at'),
    excludeReason: text('exclude_reason'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sepa_collections_payment_idx').on(t.paymentId),
    index('sepa_collections_open_idx')
      .on(t.createdAt)
      .where(sql`batch_id is null and excluded_at is null`),
    index('sepa_collections_batch_idx').on(t.batchId),
  ],
);

/**
 * Request-limit counters shared by every instance (platform/limits/rate-limit-store.ts): one row per route
 * and client address, counting hits until `expires_at`, then starting a new window. Expired rows
 * are swept by the store itself.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * What became of a cancellation's refund (ADR 016): refunded at the provider, dropped (a SEPA
 * debit not yet exported is never collected), due (the operator refunds it by hand: demo,
 * exported SEPA, or the provider refused), pending (the provider is being asked), none (no
 * refund by the template's rule, or nothing left to refund).
 */
export type RefundStatus = 'pending' | 'refunded' | 'dropped' | 'due' | 'none';

/** A credit note: the cancellation of a bill (its own gap-free numbers, counter 'credit-note'). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey(),
    number: integer('number').notNull(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id),
    secret: text('secret').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    /** The amount credited (the refund), split like bills (ADR 005). */
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    seller: jsonb('seller').$type<BillParty>().notNull(),
    buyer: jsonb('buyer').$type<BillParty>().notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    refundMethod: text('refund_method').notNull(),
    refundStatus: text('refund_status').$type<RefundStatus>().notNull(),
    /** Why the refund is due by hand (demo, sepa-exported, provider-refused, provider-unavailable). */
    refundReason: text('refund_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    // One cancellation per booking: a double click cannot credit twice.
    uniqueIndex('credit_notes_booking_idx').on(t.bookingId),
    index('credit_notes_closing_date_idx').on(t.closingDate),
    index('credit_notes_refund_due_idx')
      .on(t.updatedAt)
      .where(sql`refund_status = 'due'`),
  ],
);

export type DeviceDirection = 'entry' | 'exit' | 'both';

/**
 * A device of the car park's access system (plate camera, barrier, pay station) with its own
 * API key. Only the SHA-256 of the key is stored; the key is shown once at creation.
 */
export const accessDevices = pgTable(
  'access_devices',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    direction: text('direction').$type<DeviceDirection>().notNull(),
    /** The site whose gate this device serves (ADR 060); rows from before sites: `main`. */
    siteId: text('site_id').notNull().default('main'),
    /** SHA-256 (base64url) of the API key. */
    keyHash: text('key_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Last authenticated call (touched at most once a minute). */
    lastSeenAt: ts('last_seen_at'),
  },
  (t) => [uniqueIndex('access_devices_key_hash_idx').on(t.keyHash)],
);

/**
 * open: inside; closed: the exit read closed it; exit-missed: a later entry of the same plate
 * closed it without an exit read (shown to operators); closed-by-operator: an operator closed an
 * open stay whose exit was never read (parking_stay_closures holds who, when and why).
 */
export type StayStatus = 'open' | 'closed' | 'exit-missed' | 'closed-by-operator';

/** A parking stay: from an entry read of a plate to its exit read. */
export const parkingStays = pgTable(
  'parking_stays',
  {
    id: uuid('id').primaryKey(),
    plateKey: text('plate_key').notNull(),
    /** The plate as the entry camera read it (for operators). */
    plate: text('plate').notNull(),
    /** By the reads' own times (occurredAt), not by arrival. */
    entryAt: ts('entry_at').notNull(),
    exitAt: ts('exit_at'),
    status: text('status').$type<StayStatus>().notNull(),
    /** Paid up to here (walk-in bookings with stay_id); null: nothing paid. */
    paidUntil: ts('paid_until'),
    /** Sum of the paid walk-in bookings of this stay, in cents (pay again: the difference only). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** The site the car entered (its entry device's site; ADR 060). */
    siteId: text('site_id').notNull().default('main'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // Occupancy and the back office's lists per site.
    index('parking_stays_site_open_idx')
      .on(t.siteId, t.entryAt)
      .where(sql`status = 'open'`),
    index('parking_stays_plate_idx').on(t.plateKey, t.entryAt),
    index('parking_stays_open_idx')
      .on(t.entryAt)
      .where(sql`status = 'open'`),
    // The back office's stay lists: by status in entry order, plate prefix
    // (text_pattern_ops serves LIKE 'KA%'), and the stays that left in exit order.
    index('parking_stays_status_entry_idx').on(t.status, t.entryAt),
    index('parking_stays_plate_prefix_idx').on(t.plateKey.op('text_pattern_ops')),
    index('parking_stays_exit_idx')
      .on(t.exitAt)
      .where(sql`status = 'closed'`),
  ],
);

/**
 * Every plate read a device sent, append-only. Idempotent by (device, eventId): a replay answers
 * as the first time; the same id with another body (bodyHash) is a 409.
 */
export const accessEvents = pgTable(
  'access_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => accessDevices.id),
    eventId: text('event_id').notNull(),
    /** SHA-256 of the canonical body, to tell a replay from a conflicting reuse of the id. */
    bodyHash: text('body_hash').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    direction: text('direction').$type<'entry' | 'exit'>().notNull(),
    plate: text('plate').notNull(),
    plateKey: text('plate_key').notNull(),
    confidence: integer('confidence_permille'),
    stayId: uuid('stay_id'),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('access_events_device_event_idx').on(t.deviceId, t.eventId),
    index('access_events_plate_idx').on(t.plateKey, t.occurredAt),
  ],
);

/** Every barrier decision with its reason: operators read it; retention may trim it. */
export const accessDecisions = pgTable(
  'access_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: uuid('device_id').references(() => accessDevices.id),
    plate: text('plate').notNull(),
    plateKey: text('plate_key').notNull(),
    direction: text('direction').$type<'entry' | 'exit'>().notNull(),
    allowed: boolean('allowed').notNull(),
    reason: text('reason').notNull(),
    validUntil: ts('valid_until'),
    stayId: uuid('stay_id'),
    bookingId: uuid('booking_id'),
    decidedAt: ts('decided_at').notNull(),
  },
  (t) => [
    index('access_decisions_decided_idx').on(t.decidedAt),
    index('access_decisions_plate_idx').on(t.plateKey),
    // The back office's decisions log: plate prefix and one device's decisions.
    index('access_decisions_plate_prefix_idx').on(t.plateKey.op('text_pattern_ops')),
    index('access_decisions_device_idx').on(t.deviceId, t.decidedAt),
  ],
);

/**
 * The allowlist's change feed (ADR 019): one row per plate whose paid permissions or paid stays
 * changed, written by triggers on bookings and parking_stays (migration, custom SQL), so no
 * module has to remember to report a change. `txid` is the writing transaction's id: the
 * allowlist cursor is a snapshot's xmin, which, unlike a bigserial, never skips a row that a
 * slower transaction commits later.
 */
export const accessAllowlistChanges = pgTable(
  'access_allowlist_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    plateKey: text('plate_key').notNull(),
    txid: bigint('txid', { mode: 'number' }).notNull(),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index('access_allowlist_changes_txid_idx').on(t.txid)],
);

// ---- the back office (ADR 023) ----

/** admin: everything; staff: bookings, customers, refunds, stays; viewer: read only. */
export type OperatorRole = 'admin' | 'staff' | 'viewer';
export type OperatorStatus = 'active' | 'disabled';

/**
 * A person who runs the car park in the back office (not a customer; the OPERATOR_TOKEN API
 * stays for scripts). Username unique case-insensitive. The TOTP secret is needed to check
 * codes, so it is stored as is (base32); `totpLastStep` is the last accepted 30-second step,
 * so a code cannot be used twice.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    status: text('status').$type<OperatorStatus>().notNull().default('active'),
    /** Argon2id PHC string; null until the set-password link is used. */
    passwordHash: text('password_hash'),
    /** Base32 secret once TOTP is enrolled (confirmed with a code); null otherwise. */
    totpSecret: text('totp_secret'),
    /** A secret offered by /totp/setup, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The sites this operator sees and changes (ADR 060); null: every site. An admin is never
     * limited.
     */
    siteIds: text('site_ids').array(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('operators_username_idx').on(sql`lower(${t.username})`)],
);

/** What a single-use link is for: a customer's invitation or reset, an operator's set-password link. */
export type SingleUseTokenPurpose =
  | 'invite'
  | 'reset'
  | 'signup'
  | 'operator-password'
  | 'renewal'
  /** A reset link someone asked for without logging in (forgot password, a sign-up of a known e-mail). */
  | 'forgot'
  /** A company admin's invitation of a member (ADR 065): the invited e-mail's account accepts it. */
  | 'company-invite';

/**
 * Every single-use link (platform/tokens): customer invitations (72 h) and resets (1 h), and
 * operators' set-password links (72 h). Exactly one of customer and operator is set. Only the
 * SHA-256 of the token is stored, like session tokens; a used link keeps its row (usedAt) so a
 * second use answers 410.
 */
export const singleUseTokens = pgTable(
  'single_use_tokens',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id),
    operatorId: uuid('operator_id').references(() => operators.id),
    /** A reminder's one-click renewal of this permission (ADR 044). */
    permissionId: uuid('permission_id').references(() => permissions.id),
    /** A company's invitation of this member (ADR 065); the member may have no account yet. */
    companyMemberId: uuid('company_member_id').references(() => companyMembers.id),
    purpose: text('purpose').$type<SingleUseTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * A sign-up's password, bound to its own link (ADR 057): a second sign-up of a pending
     * account never replaces the password the first one chose.
     */
    passwordHash: text('password_hash'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('single_use_tokens_hash_idx').on(t.tokenHash),
    index('single_use_tokens_customer_idx').on(t.customerId),
    index('single_use_tokens_operator_idx').on(t.operatorId),
    index('single_use_tokens_permission_idx').on(t.permissionId),
    index('single_use_tokens_company_member_idx').on(t.companyMemberId),
    check(
      'single_use_tokens_one_subject',
      sql`num_nonnulls(${t.customerId}, ${t.operatorId}, ${t.permissionId}, ${t.companyMemberId}) = 1`,
    ),
  ],
);

/**
 * totp: the password was right, the TOTP code is still due (a few minutes); enrol: an admin
 * without TOTP who may only enrol; active: a full session.
 */
export type OperatorSessionStage = 'totp' | 'enrol' | 'active';

/**
 * Back-office sessions (cookie `admin_session`, `__Secure-admin_session` on https), apart from
 * the shop's sessions: other limits (15 min idle, 12 h absolute), other cookie, and ending
 * them never touches a customer. Only the SHA-256 of the cookie's token is stored.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    stage: text('stage').$type<OperatorSessionStage>().notNull(),
    createdAt: ts('created_at').notNull(),
    /** Last use (touched at most every 30 s). */
    lastSeenAt: ts('last_seen_at').notNull(),
    /** The earlier of last use + idle limit and created + absolute limit. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
    index('operator_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Who did it: a back-office operator, the OPERATOR_TOKEN API, or the command line. */
export type AuditActorKind = 'operator' | 'token' | 'cli';

/**
 * Every write of the back office, and its logins: who, when, what, before and
 * after. Never holds a secret (passwords, hashes, TOTP secrets, tokens): audit() strips them.
 * Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** The operator's id (actorKind operator); null for token and cli, and for unknown usernames. */
    actorId: uuid('actor_id'),
    /** The operator's username at the time (kept when the account is renamed or gone). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorName, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

// ---- the back office's parking screens ----

/**
 * An operator closed an open stay by hand (its exit was never read: it held a walk-in place,
 * ADR 018). The stay's status is `closed-by-operator`; a later exit read of the plate still
 * closes it as `closed` (a real read beats the guess), and this row keeps who closed it and why.
 */
export const parkingStayClosures = pgTable('parking_stay_closures', {
  stayId: uuid('stay_id')
    .primaryKey()
    .references(() => parkingStays.id, { onDelete: 'cascade' }),
  closedAt: ts('closed_at').notNull(),
  /** Null when the machine API (operator token) closed it. */
  operatorId: uuid('operator_id'),
  /** The operator's name at the time (or `token`). */
  actorName: text('actor_name').notNull(),
  reason: text('reason').notNull(),
});
/** Which list a refund due comes from: a payment's (refund_due) or a cancellation's credit note. */
export type RefundItemKind = 'payment' | 'cancellation';
/** pending: the provider is being asked (blocks a second click); failed: it refused, still due. */
export type RefundRecordStatus = 'pending' | 'done' | 'failed';

/**
 * The operator's handling of a refund due in the back office: refunded by bank transfer
 * (with the transfer's reference) or through the provider. One row per item (the key), so a
 * refund is never recorded twice; a provider's refusal stays here with its error until the
 * operator tries again or transfers the money.
 */
export const refundRecords = pgTable(
  'refund_records',
  {
    kind: text('kind').$type<RefundItemKind>().notNull(),
    /** The payment's id (kind payment) or the credit note's (kind cancellation). */
    itemId: uuid('item_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<'transfer' | 'provider'>().notNull(),
    status: text('status').$type<RefundRecordStatus>().notNull(),
    /** The bank transfer's reference (method transfer). */
    reference: text('reference'),
    /** The provider's refusal (status failed), shown in the list. */
    error: text('error'),
    operatorName: text('operator_name').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('refund_records_payment_idx').on(t.paymentId)],
);

/**
 * The catalogue (ADR 025): the shop configuration document (the SHOP_CONFIG format)
 * with a revision, one row (id 1). Seeded from SHOP_CONFIG into an empty database, changed by
 * the back office and the import; every change raises the revision and NOTIFYs the instances.
 */
export const catalogue = pgTable('catalogue', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull(),
  /** The validated shop config; each template's `tariff` is the version in force at the write. */
  document: jsonb('document').notNull(),
  /** Retired templates (hidden from the shop, still resolvable for their bookings' bills and tickets). */
  retired: jsonb('retired').notNull().default([]),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * Tariff versions per template id (and `walk-in`, the walk-in tariff): the one with the latest
 * valid_from not after the moment of sale applies. Past versions are never changed.
 */
export const catalogueTariffs = pgTable(
  'catalogue_tariffs',
  {
    templateId: text('template_id').notNull(),
    version: integer('version').notNull(),
    validFrom: ts('valid_from').notNull(),
    tariff: jsonb('tariff').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('catalogue_tariffs_version_idx').on(t.templateId, t.version)],
);

/**
 * What each recent catalogue write changed (catalogue/changes.ts): another instance takes a new
 * revision from these rows instead of reading the whole document. Only the last ones are kept;
 * an instance further behind, or a revision without its row, reads everything.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  revision: integer('revision').primaryKey(),
  change: jsonb('change').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A customer's choice about the reminder mails (ADR 044): no row means both are on.
 * Its own table, owned by the reminders module, so the account row stays the accounts module's.
 */
export const reminderSettings = pgTable('reminder_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The mail N days before a permit ends, with the one-click renewal. */
  endReminder: boolean('end_reminder').notNull().default(true),
  /** The mail when a renewal's payment fails. */
  renewalFailure: boolean('renewal_failure').notNull().default(true),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A booking opened by a reminder's renewal link: the permission it renews. The reminders job
 * mails the driver when such a booking's payment fails (once per permission, mails' index).
 */
export const renewalAttempts = pgTable(
  'renewal_attempts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('renewal_attempts_permission_idx').on(t.permissionId)],
);

export type CompanyStatus = 'pending' | 'active' | 'suspended';
export type CompanyMemberRole = 'admin' | 'member';
export type CompanyMemberStatus = 'invited' | 'active' | 'removed';
export type CompanyPaymentMeans = 'transfer' | 'sepa_b2b';
export type CompanyInvoiceStatus = 'open' | 'paid' | 'cancelled';

/** The postal address of a company (BG-8 of its e-invoices). */
export interface CompanyAddress {
  street: string;
  buildingNumber?: string;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * A business customer (ADR 064): members book on its account, its fleet plates leave without
 * paying, and it gets one invoice a month (or one per cost centre). `pending` waits for the
 * operator's approval after a self sign-up; only `active` companies may book on account.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    address: jsonb('address').$type<CompanyAddress>().notNull(),
    vatId: text('vat_id'),
    /** BT-10: the Leitweg-ID of a public body or the company's own reference. */
    buyerReference: text('buyer_reference'),
    /** Where the monthly invoice goes. */
    invoiceMail: text('invoice_mail').notNull(),
    status: text('status').$type<CompanyStatus>().notNull(),
    /** One invoice for the company, or one per cost centre. */
    invoicePer: text('invoice_per').$type<'company' | 'cost_centre'>().notNull().default('company'),
    paymentMeans: text('payment_means').$type<CompanyPaymentMeans>().notNull().default('transfer'),
    /** Days from the invoice date to its due date (bank transfer). */
    paymentDays: integer('payment_days').notNull().default(14),
    /** What may stand open (not yet paid, invoiced or not); null: the shop's default. */
    creditLimitCents: integer('credit_limit_cents'),
    /** The DATEV debitor account (Debitorenkonto) of this company, unique in the shop. */
    debitorAccount: integer('debitor_account').notNull(),
    createdAt: ts('created_at').notNull(),
    approvedAt: ts('approved_at'),
  },
  (t) => [
    uniqueIndex('companies_debitor_idx').on(t.debitorAccount),
    index('companies_status_idx').on(t.status),
  ],
);

/**
 * A member (driver) of a company, invited by e-mail; `customer_id` is set when the invitation
 * is accepted by the customer account of that e-mail. A removed member keeps the row (their
 * past bookings still name them) but can no longer book on account.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Lower case. */
    mail: text('mail').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    role: text('role').$type<CompanyMemberRole>().notNull(),
    status: text('status').$type<CompanyMemberStatus>().notNull(),
    /** The cost centre the member's bookings go to unless they choose another. */
    defaultCostCentreId: uuid('default_cost_centre_id'),
    invitedAt: ts('invited_at').notNull(),
    joinedAt: ts('joined_at'),
    removedAt: ts('removed_at'),
  },
  (t) => [
    // One live membership per e-mail and company: a second invitation refreshes the first.
    uniqueIndex('company_members_mail_idx')
      .on(t.companyId, t.mail)
      .where(sql`status <> 'removed'`),
    index('company_members_customer_idx')
      .on(t.customerId)
      .where(sql`status = 'active'`),
  ],
);

/** A licence plate of a company's fleet: its walk-in stays go onto the company's invoice. */
export const companyPlates = pgTable(
  'company_plates',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** As the company wrote it. */
    plate: text('plate').notNull(),
    /** plateKey (shared/domain/plate.ts): what the camera's read is matched by. */
    plateKey: text('plate_key').notNull(),
    createdAt: ts('created_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    // A plate is in one fleet at a time, or the barrier would not know whom to charge.
    uniqueIndex('company_plates_key_idx')
      .on(t.plateKey)
      .where(sql`removed_at is null`),
    index('company_plates_company_idx').on(t.companyId),
  ],
);

/** A cost centre of a company (its code goes onto invoice lines and the DATEV export). */
export const companyCostCentres = pgTable(
  'company_cost_centres',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('company_cost_centres_code_idx').on(t.companyId, t.code)],
);

/** A company's SEPA B2B direct debit mandate (Firmenlastschrift); one in force at a time. */
export const companyMandates = pgTable(
  'company_mandates',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    creditorId: text('creditor_id').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    accountName: text('account_name').notNull(),
    signatureDate: date('signature_date', { mode: 'string' }).notNull(),
    /** The company admin who signed it online. */
    signedBy: uuid('signed_by').references(() => customers.id),
    /** FRST until the first debit was exported, then RCUR. */
    useCount: integer('use_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('company_mandates_reference_idx').on(t.reference),
    uniqueIndex('company_mandates_live_idx')
      .on(t.companyId)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * One thing a company owes for: a booking on account or a fleet plate's walk-in stay, with the
 * member, cost centre, site and plate the invoice line names. Amounts are frozen here; the
 * monthly run puts every charge of the month without an invoice onto one.
 */
export const companyCharges = pgTable(
  'company_charges',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    memberId: uuid('member_id').references(() => companyMembers.id),
    costCentreId: uuid('cost_centre_id').references(() => companyCostCentres.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    stayId: uuid('stay_id'),
    siteId: text('site_id'),
    plate: text('plate'),
    /** The driver's name or e-mail as the invoice line shows it. */
    driver: text('driver'),
    description: text('description').notNull(),
    serviceFrom: ts('service_from').notNull(),
    serviceTo: ts('service_to').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** The day of the service in the shop's time zone: the month it is invoiced with. */
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    invoiceId: uuid('invoice_id'),
    /** Cancelled before it was invoiced: never billed. */
    voidedAt: ts('voided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('company_charges_booking_idx').on(t.bookingId),
    uniqueIndex('company_charges_stay_idx').on(t.stayId),
    index('company_charges_open_idx')
      .on(t.companyId, t.chargeDate)
      .where(sql`invoice_id is null and voided_at is null`),
    index('company_charges_invoice_idx').on(t.invoiceId),
  ],
);

/** A file of B2B direct debits (pain.008, local instrument B2B), kept to fetch again. */
export const companyDebitBatches = pgTable('company_debit_batches', {
  id: uuid('id').primaryKey(),
  messageId: text('message_id').notNull(),
  transactionCount: integer('transaction_count').notNull(),
  controlSumCents: integer('control_sum_cents').notNull(),
  xml: text('xml').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A company's invoice of one month (one per company, or per cost centre): numbered from the
 * bills' gap-free counter, its parties and lines frozen at issue. The unique index makes a
 * second run of the same month issue nothing twice.
 */
export const companyInvoices = pgTable(
  'company_invoices',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    costCentreId: uuid('cost_centre_id').references(() => companyCostCentres.id),
    /** YYYY-MM of the services invoiced. */
    period: text('period').notNull(),
    number: integer('number').notNull(),
    secret: text('secret').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    seller: jsonb('seller').$type<BillParty>().notNull(),
    buyer: jsonb('buyer').$type<BillParty>().notNull(),
    paymentMeans: text('payment_means').$type<CompanyPaymentMeans>().notNull(),
    mandateId: uuid('mandate_id').references(() => companyMandates.id),
    /** The B2B debit's end-to-end id and its bank file, once exported. */
    endToEndId: text('end_to_end_id'),
    debitBatchId: uuid('debit_batch_id').references(() => companyDebitBatches.id),
    status: text('status').$type<CompanyInvoiceStatus>().notNull(),
    paidAt: ts('paid_at'),
    sentAt: ts('sent_at'),
    language: text('language').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('company_invoices_number_idx').on(t.number),
    uniqueIndex('company_invoices_period_idx').on(
      t.companyId,
      sql`coalesce(${t.costCentreId}::text, '')`,
      t.period,
    ),
    index('company_invoices_open_idx')
      .on(t.dueDate)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The wallet's change counter: every change of a pass takes the next value as its tag, so "the
 * passes changed since tag N" (the PassKit web service) is exact across instances, never a
 * clock's guess.
 */
export const walletPassTags = pgSequence('wallet_pass_tags');

/**
 * A ticket added to a phone's wallet (modules/wallet): made when its pass is first downloaded.
 * The token is the pass's `authenticationToken`: the phone shows it to the PassKit web service,
 * which serves nothing without it. It is embedded in every download of the same pass, so it is
 * kept as it is, like the ticket's own secret.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    permissionId: uuid('permission_id').primaryKey(),
    /** The booking behind the permission: the booking writers announce changes by booking. */
    bookingId: uuid('booking_id').notNull(),
    authToken: text('auth_token').notNull(),
    /** From wallet_pass_tags: taken at creation and at each change of the ticket. */
    updateTag: bigint('update_tag', { mode: 'number' }).notNull(),
    updatedAt: ts('updated_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wallet_passes_booking_idx').on(t.bookingId)],
);

/** A phone that asked to hear of a pass's changes (PassKit web service registration). */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceId: text('device_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => walletPasses.permissionId, { onDelete: 'cascade' }),
    /** APNs token the phone gave: a change pushes to it. */
    pushToken: text('push_token').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.passTypeId, t.permissionId] }),
    index('wallet_registrations_permission_idx').on(t.permissionId),
  ],
);
