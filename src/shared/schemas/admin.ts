import { z } from 'zod';
import { siteQueryParam } from './site-query';
import { contactSchema, identificationSchema } from './booking';
import { isoInstant } from './common';

/**
 * The back office's booking search and accountant exports (ADR 024). One schema per
 * call, used by the routes under /api/admin and /api/operator, the admin screens and the tests.
 */

export const bookingStatuses = ['held', 'paid', 'failed', 'lapsed', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);

export const bookingSortFields = ['createdAt', 'startsAt', 'price', 'status'] as const;

/** The largest page the search answers: a grid page, never a dump (that is what exports are for). */
export const MAX_BOOKING_PAGE_SIZE = 100;

/**
 * Above this many matches the total is reported as "more than" (`totalCapped`): an exact count
 * over 100,000 rows for every page turn costs more than the page itself, and a grid needs
 * only "1–25 of 10,000+".
 */
export const BOOKING_COUNT_CAP = 10_000;

/** GET /api/admin/bookings: every criterion is optional and they combine with AND. */
export const bookingSearchQuerySchema = z.object({
  plate: z
    .string()
    .max(20)
    .optional()
    .describe(
      'Start of the licence plate; spaces, hyphens, dots and case are ignored ("B-AB 1" finds B-AB 123)',
    ),
  mail: z.string().max(254).optional().describe('Start of the e-mail address (case-insensitive)'),
  name: z
    .string()
    .max(100)
    .optional()
    .describe('Start of the first name, last name or company (case-insensitive)'),
  from: isoInstant.optional().describe('Bookings that end after this instant (period overlap)'),
  to: isoInstant.optional().describe('Bookings that start before this instant (period overlap)'),
  templateId: z.string().max(100).optional(),
  status: bookingStatusSchema.optional(),
  site: siteQueryParam,
  lapsed: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'true: also unpaid holds that lapsed, left out by default (asking for status lapsed shows them too)',
    ),
  sort: z.enum(bookingSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('From 0'),
  pageSize: z.coerce.number().int().min(1).max(MAX_BOOKING_PAGE_SIZE).default(25),
});
export type BookingSearchQuery = z.infer<typeof bookingSearchQuerySchema>;

export const bookingSearchRowSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  /** The template's name in the shop's language; the id again for a template no longer offered. */
  templateName: z.string(),
  startsAt: isoInstant,
  /** The end shown to the customer (display end). */
  endsAt: isoInstant,
  status: bookingStatusSchema,
  priceCents: z.number().int(),
  mail: z.string().nullable(),
  name: z.string().nullable(),
  plate: z.string().nullable(),
  createdAt: isoInstant,
  /** The booking's latest payment; null when none was started. */
  paymentStatus: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  billNumber: z.number().int().nullable(),
  /**
   * How many bookings of one intent this row stands for: a failed or lapsed attempt followed by
   * "pay again" or a new reserve of the same data in the same session is not a row of its own
   * (ADR 031, 056); 1 when there was no other attempt.
   */
  attempts: z.number().int().min(1),
});
export type BookingSearchRow = z.infer<typeof bookingSearchRowSchema>;

export const bookingSearchResponseSchema = z.object({
  data: z.array(bookingSearchRowSchema),
  /** Exact up to BOOKING_COUNT_CAP; with `totalCapped` it means "at least this many". */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingSearchResponse = z.infer<typeof bookingSearchResponseSchema>;

const paymentEventSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  source: z.string(),
  providerEventId: z.string().nullable(),
  payload: z.unknown(),
  createdAt: isoInstant,
});

const paymentInboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  authoritative: z.boolean(),
  status: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  payload: z.unknown(),
  receivedAt: isoInstant,
});

const bookingPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  method: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.string(),
  statusReason: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  events: z.array(paymentEventSchema),
  inbox: z.array(paymentInboxEntrySchema),
});

export const bookingDetailSchema = z.object({
  booking: bookingSearchRowSchema.extend({
    slotCount: z.number().int(),
    contact: contactSchema,
    identifications: z.array(identificationSchema),
    language: z.string(),
    holdUntil: isoInstant.nullable(),
    cancelledAt: isoInstant.nullable(),
    customerId: z.string().nullable(),
    permissionId: z.string().nullable(),
    ticketCode: z.string().nullable(),
  }),
  /** Every payment of the booking (a replaced checkout leaves its own), oldest first. */
  payments: z.array(bookingPaymentSchema),
  /**
   * The unpaid attempts of the same intent that this booking stands for in the list (ADR 056),
   * oldest first, each with its payments: the booking's payment history before this row.
   */
  earlierAttempts: z.array(
    z.object({
      bookingId: z.string(),
      status: bookingStatusSchema,
      createdAt: isoInstant,
      payments: z.array(bookingPaymentSchema),
    }),
  ),
  /** The mails of the booking's permission, without their bodies (they hold the ticket link). */
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: isoInstant,
      sentAt: isoInstant.nullable(),
    }),
  ),
  bills: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      closingDate: z.string(),
      netCents: z.number().int(),
      vatCents: z.number().int(),
      grossCents: z.number().int(),
      vatRateBasisPoints: z.number().int(),
      paymentMethod: z.string(),
      /** The bill's PDF (the shop's own route with the bill's secret). */
      pdfUrl: z.string(),
    }),
  ),
  creditNotes: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      billId: z.string(),
      closingDate: z.string(),
      netCents: z.number().int(),
      vatCents: z.number().int(),
      grossCents: z.number().int(),
      vatRateBasisPoints: z.number().int(),
      refundMethod: z.string(),
      refundStatus: z.string(),
      refundReason: z.string().nullable(),
      /** The credit note's PDF (the shop's own route with its secret). */
      pdfUrl: z.string(),
    }),
  ),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

const calendarDate = z.iso.date();

/** The longest period one CSV export covers: a year and a day (a leap year's whole year). */
export const MAX_EXPORT_DAYS = 367;

/**
 * CSV exports: calendar days in the shop's time zone, both included. (Requests are validated
 * by Ajv from the JSON Schema, where zod refinements do not exist: the order and length of the
 * period are checked by `periodProblem`, answering 400 PERIOD_INVALID.)
 */
/** `?site=` of the exports: one site's rows; 404 NOT_FOUND for an unknown site or one outside the operator's. */
const exportSiteQuery = z
  .string()
  .max(64)
  .optional()
  .describe(
    "One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site`",
  );

export const exportPeriodQuerySchema = z.object({
  from: calendarDate.describe('First day (YYYY-MM-DD, shop time zone), included'),
  to: calendarDate.describe('Last day (YYYY-MM-DD, shop time zone), included'),
  site: exportSiteQuery,
});
export type ExportPeriodQuery = z.infer<typeof exportPeriodQuerySchema>;

/**
 * The DATEV export: one calendar month (the accountant's usual "Buchungsstapel"), 2000-01 to
 * 2099-12. A year outside that is a typo, not a month with sales; `0000` reached the file's
 * header as an impossible fiscal year (500), and `0050` became 1950 in `Date.UTC`.
 */
export const datevQuerySchema = z.object({
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/)
    .describe('YYYY-MM, 2000-01 to 2099-12'),
  site: exportSiteQuery,
});
export type DatevQuery = z.infer<typeof datevQuerySchema>;

/** Why a period cannot be searched or exported, or null when it can. */
export function periodProblem(
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): string | null {
  if (from === undefined || to === undefined) return null;
  const a = Date.parse(from);
  const b = Date.parse(to);
  if (Number.isNaN(a) || Number.isNaN(b)) return 'not a date';
  // Calendar days include both ends; instants must leave a non-empty interval.
  if (from.length === 10 ? a > b : a >= b) return '`from` must come before `to`';
  if (maxDays !== undefined && (b - a) / 86_400_000 >= maxDays) return `at most ${maxDays} days`;
  return null;
}

export const exportKinds = ['bookings', 'payments', 'bills'] as const;
export type ExportKind = (typeof exportKinds)[number];

/**
 * The back office's accounts, sessions and audit log (ADR 023): the schemas of the
 * /api/admin calls, used by the routes, the admin screens and the tests.
 */

/** admin: everything; staff: bookings, customers, refunds, stays; viewer: read only. */
export const operatorRoleSchema = z.enum(['admin', 'staff', 'viewer']);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** Ordered from least to most: a role may do what every role before it may. */
export const OPERATOR_ROLES: readonly OperatorRole[] = ['viewer', 'staff', 'admin'];

export function roleAtLeast(role: OperatorRole, min: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(min);
}

export const operatorStatusSchema = z.enum(['active', 'disabled']);

/** Letters, digits and . _ @ - ; compared case-insensitively. */
export const operatorUsernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'letters, digits and . _ @ - only');

/** The header every back-office write must carry (the value of `csrfToken`). */
export const CSRF_HEADER = 'x-csrf-token';

export const adminLoginRequestSchema = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/**
 * A session's stage: `totp` the password was right and the code is due (POST /auth/totp);
 * `enrol` an admin without TOTP who must enrol first (POST /auth/totp/setup, /confirm);
 * `active` logged in.
 */
export const adminStageSchema = z.enum(['totp', 'enrol', 'active']);
export type AdminStage = z.infer<typeof adminStageSchema>;

export const adminMeSchema = z
  .object({
    operator: z.object({
      id: z.string(),
      username: z.string(),
      role: operatorRoleSchema,
      totpEnabled: z.boolean(),
      siteIds: z
        .array(z.string())
        .nullable()
        .describe('The sites this operator sees and changes; null: every site (always so for an admin)'),
    }),
    sites: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .describe("The shop's car parks this operator may choose (the site switcher; one entry: no switcher)"),
    stage: adminStageSchema,
    totpRequired: z.boolean().describe('stage is `totp`: send the code to POST /api/admin/auth/totp'),
    csrfToken: z
      .string()
      .describe('Send it as `X-CSRF-Token` with every write of this session (it changes with the session)'),
    idleMinutes: z.number().int().describe('The session ends after this many minutes without a call'),
  })
  .describe("The back-office session's operator and state");
export type AdminMe = z.infer<typeof adminMeSchema>;

/**
 * Starting a TOTP set-up. Replacing an enrolled secret needs the current password and a code of
 * the current secret (a session alone must not swap the operator's phone for another); the
 * first enrolment, also after an admin's reset, needs neither.
 */
export const totpSetupRequestSchema = z.object({
  password: z.string().min(1).max(1024).optional().describe('The current password (renewal only)'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits')
    .optional()
    .describe('A code of the current secret (renewal only)'),
});
export type TotpSetupRequest = z.infer<typeof totpSetupRequestSchema>;

export const totpCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});

export const totpSetupResponseSchema = z.object({
  uri: z.string().describe('otpauth:// URI for the QR code'),
  secret: z.string().describe('The same secret in base32, for typing it in by hand'),
});
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

export const adminSetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
});

export const adminChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: operatorRoleSchema,
  status: operatorStatusSchema,
  totpEnabled: z.boolean(),
  totpLockedUntil: z
    .string()
    .nullable()
    .describe(
      'While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null',
    ),
  passwordSet: z.boolean().describe('False until the set-password link is used'),
  siteIds: z
    .array(z.string())
    .nullable()
    .describe('The sites this operator sees and changes; null: every site (always so for an admin)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

const sortOrderSchema = z.enum(['asc', 'desc']);

export const operatorListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(['username', 'role', 'status', 'createdAt']).default('username'),
  order: sortOrderSchema.default('asc'),
  search: z.string().max(64).optional().describe('Part of the username (case-insensitive)'),
});
export type OperatorListQuery = z.infer<typeof operatorListQuerySchema>;

export const operatorListResponseSchema = z.object({
  items: z.array(operatorSchema),
  total: z.number().int(),
});
export type OperatorList = z.infer<typeof operatorListResponseSchema>;

/** An operator's sites: null (or absent) for every site; an admin's list is always null. */
export const operatorSiteIdsSchema = z
  .array(z.string().min(1).max(64))
  .min(1)
  .max(200)
  .nullable()
  .describe(
    'Sites the operator is limited to (400 OPERATOR_SITE_UNKNOWN for an unknown one); null: every site. Ignored (null) for an admin',
  );

export const createOperatorRequestSchema = z.object({
  username: operatorUsernameSchema,
  role: operatorRoleSchema,
  siteIds: operatorSiteIdsSchema.optional(),
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

/** A new operator or a reset: the one-time set-password link, shown once. */
export const operatorLinkResponseSchema = z.object({
  operator: operatorSchema,
  setPasswordUrl: z.string().describe('`PUBLIC_URL/admin/set-password?token=…`, one use, 72 h'),
  expiresAt: z.string(),
});
export type OperatorLink = z.infer<typeof operatorLinkResponseSchema>;

export const patchOperatorRequestSchema = z
  .object({
    role: operatorRoleSchema.optional(),
    status: operatorStatusSchema.optional(),
    siteIds: operatorSiteIdsSchema.optional(),
  })
  .refine(
    (b) => b.role !== undefined || b.status !== undefined || b.siteIds !== undefined,
    'role, status or siteIds',
  );
export type PatchOperatorRequest = z.infer<typeof patchOperatorRequestSchema>;

export const auditActorKindSchema = z.enum(['operator', 'token', 'cli']);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: auditActorKindSchema,
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  order: sortOrderSchema.default('desc').describe('By time (and id)'),
  actor: z.string().max(64).optional().describe("The actor's name, exact (case-insensitive)"),
  action: z.string().max(100).optional().describe('Exact, or a prefix ending in `.` (e.g. `auth.`)'),
  entity: z.string().max(100).optional(),
  entityId: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('At or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('Before this instant'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
});
export type AuditList = z.infer<typeof auditListResponseSchema>;
