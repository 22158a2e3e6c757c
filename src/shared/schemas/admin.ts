import { z } from 'zod';

/**
 * The back office's accounts, sessions and audit log (issue 10, ADR 023): the schemas of the
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
    }),
    stage: adminStageSchema,
    totpRequired: z.boolean().describe('stage is `totp`: send the code to POST /api/admin/auth/totp'),
    csrfToken: z
      .string()
      .describe('Send it as `X-CSRF-Token` with every write of this session (it changes with the session)'),
    idleMinutes: z.number().int().describe('The session ends after this many minutes without a call'),
  })
  .describe("The back-office session's operator and state");
export type AdminMe = z.infer<typeof adminMeSchema>;

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
  passwordSet: z.boolean().describe('False until the set-password link is used'),
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

export const createOperatorRequestSchema = z.object({
  username: operatorUsernameSchema,
  role: operatorRoleSchema,
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
  .object({ role: operatorRoleSchema.optional(), status: operatorStatusSchema.optional() })
  .refine((b) => b.role !== undefined || b.status !== undefined, 'role or status');
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
