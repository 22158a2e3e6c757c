import { z } from 'zod';
import { siteQueryParam } from './site-query';
import { isoInstant } from './common';

/**
 * The access-system interface: number-plate cameras, barriers and pay stations.
 * Devices authenticate with `Authorization: Bearer <apiKey>` on /api/access/...; the operator
 * manages them with OPERATOR_TOKEN on /api/operator/access-devices.
 */
export const accessDirections = ['entry', 'exit'] as const;
export const accessDirectionSchema = z.enum(accessDirections);
export type AccessDirection = z.infer<typeof accessDirectionSchema>;

export const deviceDirectionSchema = z.enum(['entry', 'exit', 'both']);
export type DeviceDirection = z.infer<typeof deviceDirectionSchema>;

/** POST /api/operator/access-devices */
export const accessDeviceCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  direction: deviceDirectionSchema,
  /**
   * The car park whose gate the device serves: required in a shop of several, the one site when
   * left out in a shop of one. An unknown id: 400 SITE_UNKNOWN.
   */
  siteId: z.string().trim().min(1).max(100).optional(),
});
export type AccessDeviceCreate = z.infer<typeof accessDeviceCreateSchema>;

/** 201: the key is shown this once; only its hash is stored. */
export const accessDeviceCreatedSchema = z.object({
  id: z.string(),
  apiKey: z.string(),
  /** The car park whose gate it serves (the one named, or the shop's one site). */
  siteId: z.string(),
});

export const accessDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  direction: deviceDirectionSchema,
  /** The car park whose gate the device serves. */
  siteId: z.string(),
  createdAt: isoInstant,
  revokedAt: isoInstant.nullable(),
  lastSeenAt: isoInstant.nullable(),
});
export type AccessDevice = z.infer<typeof accessDeviceSchema>;

/** POST /api/access/events: one plate read. Idempotent by eventId (the device's own id). */
export const accessEventSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  occurredAt: isoInstant,
  direction: accessDirectionSchema,
  plate: z.string().trim().min(1).max(40),
  /** The camera's confidence, 0..1. */
  confidence: z.number().min(0).max(1).optional(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

export const accessEventResultSchema = z.object({
  eventId: z.string(),
  /** The stay the read opened, closed or was attached to (null: not used, e.g. an exit without stay). */
  stayId: z.string().nullable(),
  /** True when this eventId was already received with the same body (the answer is the first one's). */
  duplicate: z.boolean(),
  /**
   * Set when the read was stored but not used: `too-old` = stamped more than
   * parking.maxReadAgeHours before the shop's clock (no stay, no debt; check the device clock).
   */
  ignored: z
    .literal('too-old')
    .optional()
    .describe('too-old: stamped more than parking.maxReadAgeHours before the shop clock; stored, no stay'),
});

/** POST /api/access/authorize: may this plate pass now? */
export const accessAuthorizeSchema = z.object({
  plate: z.string().trim().min(1).max(40),
  direction: accessDirectionSchema,
});
export type AccessAuthorize = z.infer<typeof accessAuthorizeSchema>;

export const accessReasons = [
  'permission', // a valid permission (booking) carries the plate
  'paid', // the stay is paid and within its leaving time
  'free-minutes', // within the free minutes after entry
  'capacity', // entry: walk-in places are free (allowed) ...
  'full', // ... or taken (refused)
  'unpaid', // exit: the stay is owed
  'no-stay', // exit: no stay known for the plate (refused unless a permission)
  'account', // exit: a fleet plate of a company in good standing; the stay goes onto its invoice (ADR 066)
] as const;
export const accessReasonSchema = z.enum(accessReasons);
export type AccessReason = z.infer<typeof accessReasonSchema>;

export const accessDecisionSchema = z.object({
  allowed: z.boolean(),
  reason: accessReasonSchema,
  /** Until when the answer holds (permission end, paid-until, end of free minutes), if known. */
  validUntil: isoInstant.nullable(),
  /** For the barrier's display, in the shop language. */
  displayText: z.string(),
});
export type AccessDecision = z.infer<typeof accessDecisionSchema>;

/** GET /api/access/allowlist?since=<cursor> */
export const allowlistQuerySchema = z.object({ since: z.string().max(100).optional() });

export const allowlistEntrySchema = z.object({
  /** plateKey of the plate (domain/plate.ts). */
  plate: z.string(),
  validFrom: isoInstant,
  validUntil: isoInstant,
  /** A permission cancelled or a grant withdrawn since the cursor: drop it from the local list. */
  revoked: z.boolean(),
});
export const allowlistResponseSchema = z.object({
  entries: z.array(allowlistEntrySchema),
  /** Pass as `since` next time to get only the changes. */
  cursor: z.string(),
  /** True when `since` was unknown or too old: `entries` is the whole list, replace the local one. */
  full: z.boolean(),
});
export type AllowlistResponse = z.infer<typeof allowlistResponseSchema>;

/** The stay states operators see (db StayStatus). */
export const stayStatusSchema = z.enum(['open', 'closed', 'exit-missed', 'closed-by-operator']);
export type StayStatus = z.infer<typeof stayStatusSchema>;

/** The lists of GET /api/operator/stays and /api/admin/stays. */
export const stayListStatuses = ['open', 'unpaid-after-exit', 'exit-missed', 'closed-by-operator'] as const;
export const staySortFields = ['entryAt', 'exitAt', 'plate', 'amountDue'] as const;
/** unpaid-after-exit prices its candidates one by one: at most this many (newest exits) a query. */
export const UNPAID_CANDIDATE_CAP = 5000;

/** GET /api/operator/stays and /api/admin/stays: every filter optional, combined with AND. */
export const operatorStayQuerySchema = z.object({
  /**
   * open: inside now; exit-missed: a later entry closed it without an exit read;
   * closed-by-operator: closed by hand; unpaid-after-exit: left (exit read) owing money by the
   * walk-in tariff (priced up to the exit, minus what was paid).
   */
  status: z.enum(stayListStatuses).default('open'),
  site: siteQueryParam,
  plate: z
    .string()
    .max(20)
    .optional()
    .describe('Start of the licence plate; spaces, hyphens, dots and case are ignored'),
  from: isoInstant.optional().describe('Stays still inside or leaving after this instant (period overlap)'),
  to: isoInstant.optional().describe('Stays that entered before this instant (period overlap)'),
  sort: z.enum(staySortFields).default('entryAt').describe('amountDue sorts only unpaid-after-exit'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('From 0'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OperatorStayQuery = z.infer<typeof operatorStayQuerySchema>;

export const staySummarySchema = z.object({
  id: z.string(),
  plate: z.string(),
  plateKey: z.string(),
  /** The car park the car entered (its entry camera's site). */
  siteId: z.string(),
  status: stayStatusSchema,
  entryAt: isoInstant,
  exitAt: isoInstant.nullable(),
  paidUntil: isoInstant.nullable(),
  paidCents: z.number().int(),
  /**
   * The walk-in price of the stay (parking-price.ts) up to its exit, or for a stay inside up to
   * the pay-by-plate quote's paidUntil (now + leaving time, to the end of the step); null
   * without a walk-in tariff or for a stay without exit that is no longer inside.
   */
  priceCents: z.number().int().nullable(),
  /** priceCents minus what the stay paid (never below 0); null where priceCents is. */
  amountDueCents: z.number().int().nullable(),
  /** Set for closed-by-operator: who closed it, when and why. */
  closure: z.object({ closedAt: isoInstant, closedBy: z.string(), reason: z.string() }).nullable(),
});
export type StaySummary = z.infer<typeof staySummarySchema>;
export const stayListResponseSchema = z.object({
  data: z.array(staySummarySchema),
  count: z.number().int(),
  /**
   * unpaid-after-exit only: more than UNPAID_CANDIDATE_CAP stays left after the free minutes
   * with their time not paid; only the newest were priced (narrow the period or the plate).
   */
  capped: z.boolean(),
});
export type StayList = z.infer<typeof stayListResponseSchema>;

/** GET /api/operator/access-decisions and /api/admin/access-decisions: newest first by default. */
export const decisionListQuerySchema = z.object({
  plate: z.string().max(20).optional().describe('Start of the licence plate (normalised like stays)'),
  direction: accessDirectionSchema.optional(),
  allowed: z.enum(['true', 'false']).optional().describe('Only allowed (true) or refused (false) decisions'),
  reason: accessReasonSchema.optional(),
  deviceId: z.uuid().optional(),
  site: siteQueryParam,
  from: isoInstant.optional().describe('Decided at or after this instant'),
  to: isoInstant.optional().describe('Decided before this instant'),
  order: z.enum(['asc', 'desc']).default('desc').describe('By decision time'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DecisionListQuery = z.infer<typeof decisionListQuerySchema>;
export const decisionLogEntrySchema = z.object({
  id: z.number().int(),
  deviceId: z.string().nullable(),
  /** The device's name (devices are never deleted, only revoked). */
  deviceName: z.string().nullable(),
  plate: z.string(),
  plateKey: z.string(),
  direction: accessDirectionSchema,
  allowed: z.boolean(),
  reason: accessReasonSchema,
  validUntil: isoInstant.nullable(),
  stayId: z.string().nullable(),
  bookingId: z.string().nullable(),
  decidedAt: isoInstant,
});
export type DecisionLogEntry = z.infer<typeof decisionLogEntrySchema>;
export const decisionListResponseSchema = z.object({
  data: z.array(decisionLogEntrySchema),
  count: z.number().int(),
});
export type DecisionList = z.infer<typeof decisionListResponseSchema>;

/** GET /api/operator/ignored-reads and /api/admin/ignored-reads: newest arrival first. */
export const ignoredReadQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  site: siteQueryParam,
});
export type IgnoredReadQuery = z.infer<typeof ignoredReadQuerySchema>;
export const ignoredReadSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string().nullable(),
  eventId: z.string(),
  plate: z.string(),
  direction: accessDirectionSchema,
  occurredAt: isoInstant,
  receivedAt: isoInstant,
  reason: z.literal('too-old'),
});
export const ignoredReadListSchema = z.object({
  data: z.array(ignoredReadSchema),
  count: z.number().int(),
});
export type IgnoredReadList = z.infer<typeof ignoredReadListSchema>;

export const accessDeviceListSchema = z.array(accessDeviceSchema);
