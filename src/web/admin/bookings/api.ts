import { z } from 'zod';
import {
  bookingDetailSchema,
  bookingSearchResponseSchema,
  type BookingSearchQuery,
} from '../../../shared/schemas/admin';
import {
  adminCancelResponseSchema,
  changePlateResponseSchema,
  extendResponseSchema,
  resendTicketResponseSchema,
  type AdminCancelRequest,
  type ChangePlateRequest,
  type ExtendRequest,
} from '../../../shared/schemas/admin-bookings';
import { templatesResponseSchema } from '../../../shared/schemas/booking';
import { adminCall, toQuery } from '../api';

const path = (id: string, action = '') => `/api/admin/bookings/${encodeURIComponent(id)}${action}`;

/** The products for the search's select: the shop's templates (id and name). */
const templateOptions = templatesResponseSchema.transform((list) =>
  list.map((t) => ({ id: t._id, name: t.info.name })),
);

/** The bookings area's calls (ADR 024 and 026). */
export const bookingsApi = {
  search: (q: Partial<BookingSearchQuery>) =>
    adminCall('GET', `/api/admin/bookings?${toQuery(q)}`, bookingSearchResponseSchema),
  detail: (id: string) => adminCall('GET', path(id), bookingDetailSchema),
  templates: (lang: string) =>
    adminCall('GET', `/api/booking/templates?${toQuery({ lang })}`, templateOptions),
  resendTicket: (id: string, note?: string) =>
    adminCall('POST', path(id, '/resend-ticket'), resendTicketResponseSchema, note ? { note } : {}),
  changePlate: (id: string, body: ChangePlateRequest) =>
    adminCall('POST', path(id, '/plate'), changePlateResponseSchema, body),
  extend: (id: string, body: ExtendRequest) =>
    adminCall('POST', path(id, '/extend'), extendResponseSchema, body),
  cancel: (id: string, body: AdminCancelRequest) =>
    adminCall('POST', path(id, '/cancel'), adminCancelResponseSchema, body),
};

export const bookingsKey = ['admin', 'bookings'] as const;
export type TemplateOption = z.infer<typeof templateOptions>[number];
