import { z } from 'zod';
import { contactLevelSchema, contactSchema, identificationSchema } from './booking';
import { cents, isoInstant } from './common';
import { isoDate, sepaMandateSchema } from './payment';

/** Paging of every /sapi list (spec §7): page from 0, at most 200 per page. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A plate of the account with the driver's name for it; the name may be empty. */
export const namedPlateSchema = z.object({
  plate: z.string().min(1).max(40).describe('The plate as the driver typed it (normalised when saved)'),
  name: z.string().max(40).describe('The driver\'s name for it, e.g. "Firmenwagen"; empty for none'),
});
export type NamedPlate = z.infer<typeof namedPlateSchema>;

/** PUT /sapi/customer/plates: the whole list, in the driver's order. */
export const platesUpdateSchema = z.object({ plates: z.array(namedPlateSchema).max(10) });
export type PlatesUpdate = z.infer<typeof platesUpdateSchema>;

/** The saved list: normalised, duplicates (by matching key) dropped. */
export const platesSchema = z.object({ plates: z.array(namedPlateSchema) });

/** GET /sapi/customer/me */
export const customerMeSchema = z.object({
  contact: contactSchema,
  /**
   * The most complete contact level the stored contact satisfies (MailOnly, NameAndMail or
   * FullData): the booking stepper skips the data step for a template whose level it covers.
   */
  contactDetails: contactLevelSchema,
  licensePlates: z.array(z.string()),
  /** The same plates with the driver's names for them. */
  plates: z.array(namedPlateSchema),
});
export type CustomerMe = z.infer<typeof customerMeSchema>;

/** PUT /sapi/customer/me: the mail is the login and stays as it is (a different one is ignored). */
export const customerMeUpdateSchema = z.object({
  contact: contactSchema,
  licensePlates: z.array(z.string().max(40)).max(10).optional(),
});
export type CustomerMeUpdate = z.infer<typeof customerMeUpdateSchema>;

export const permissionOrders = ['start', '-start', 'end', '-end', 'name', '-name'] as const;

/** GET /sapi/permission/list */
export const permissionListQuerySchema = pageQuerySchema.extend({
  order: z.enum(permissionOrders).default('-start'),
  search: z.string().max(100).optional(),
  /** true: only permissions not cancelled whose end lies ahead; false: only the others. */
  'filter.active': z.enum(['true', 'false']).optional(),
  'filter.templateId': z.string().max(100).optional(),
});
export type PermissionListQuery = z.infer<typeof permissionListQuerySchema>;

export const customerPermissionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  templateId: z.string(),
  start: isoInstant,
  end: isoInstant,
  identifications: z.array(identificationSchema),
  /** upcoming: not yet begun; active: running; expired: ended; cancelled: by the customer or operator. */
  status: z.enum(['upcoming', 'active', 'expired', 'cancelled']),
  priceCents: cents,
  computed: z.object({
    cancellationPossible: z.boolean(),
    /** What a cancel now would pay back, in cents (the cancel dialog states it before the driver confirms); 0 when not possible. */
    refundCents: cents,
  }),
  /** Where "Verlängern" continues the permit: the exclusive end of its period (`end` is the last moment shown). */
  nextStart: isoInstant,
  /** The ticket page (client route), `/t/{permissionId}/{secret}`. */
  ticketUrl: z.string(),
  /** The car park the booking is for, in a shop with several; absent in a one-site shop and for a city-wide permit. */
  site: z.object({ id: z.string(), name: z.string() }).optional(),
  /** A permit valid at several car parks: each of them, in the shop's order; absent otherwise. */
  validAt: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type CustomerPermission = z.infer<typeof customerPermissionSchema>;

export const permissionListSchema = z.object({
  data: z.array(customerPermissionSchema),
  count: z.number().int(),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

export const activeCountSchema = z.object({ permissionsCount: z.number().int() });

/** POST /sapi/permission/cancel: the permission (only `_id` is read). */
export const cancelRequestSchema = z.looseObject({ _id: z.string().min(1).max(100) });

export const refundStatusSchema = z.enum(['pending', 'refunded', 'dropped', 'due', 'none']);

export const cancelResponseSchema = z.object({
  refund: z.object({
    amountCents: cents,
    /** The payment method the refund goes back to (Mollie, Sumup, Sepa, Redirect for demo). */
    method: z.string(),
    status: refundStatusSchema,
  }),
  /** Null for a booking without bill (a free one). */
  creditNote: z
    .object({ _id: z.string(), nr: z.string(), secret: z.string(), pdfUrl: z.string() })
    .nullable(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** GET /sapi/bill: bills and credit notes of the customer's bookings, newest first. */
export const customerBillSchema = z.object({
  _id: z.string(),
  nr: z.string(),
  closingDate: isoDate,
  secret: z.string(),
  kind: z.enum(['bill', 'creditNote']),
  grossCents: cents,
  /** A credit note's bill number. */
  refersTo: z.string().optional(),
  pdfUrl: z.string(),
});
export const customerBillListSchema = z.object({
  data: z.array(customerBillSchema),
  count: z.number().int(),
});
export type CustomerBillList = z.infer<typeof customerBillListSchema>;

/** GET /sapi/mandates */
export const customerMandateListSchema = z.object({
  data: z.array(sepaMandateSchema),
  count: z.number().int(),
});
export type CustomerMandateList = z.infer<typeof customerMandateListSchema>;
