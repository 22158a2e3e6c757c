import type { ErrorCode, PaymentErrorCode } from '../shared/schemas/error-codes';

export type AnyErrorCode = ErrorCode | PaymentErrorCode;

/**
 * A rule said no. Services throw these; the error handler in app.ts turns the code into the
 * HTTP status (STATUS_BY_CODE) and `{code, message, details}`.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: AnyErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds until trying again makes sense: sent as `Retry-After` (429s). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const STATUS_BY_CODE: Partial<Record<AnyErrorCode, number>> = {
  VALIDATION: 400,
  INVALID_JSON: 400,
  TEMPLATE_NOT_FOUND: 404,
  PAGE_NOT_FOUND: 404,
  START_OFF_GRID: 400,
  START_TOO_EARLY: 400,
  START_TOO_LATE: 400,
  END_TOO_LATE: 400,
  SLOT_COUNT_OUT_OF_RANGE: 400,
  CONTACT_FIELD_MISSING: 400,
  INVALID_MAIL: 400,
  LICENSE_PLATE_MISSING: 400,
  LICENSE_PLATE_INVALID: 400,
  IDENTIFIER_NOT_REQUESTED: 400,
  BOOKED_OUT: 409,
  RANGE_INVALID: 400,
  RANGE_TOO_LARGE: 400,
  NO_BOOKING: 404,
  PAYMENT_PENDING: 409,
  PAYMENT_FAILED: 424,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_CLOSED: 409,
  TICKET_NOT_FOUND: 404,
  BILL_NOT_FOUND: 404,
  WRONG_PAYMENT_METHOD: 409,
  IBAN_INVALID: 400,
  BIC_INVALID: 400,
  ACCOUNT_NAME_INVALID: 400,
  MANDATE_NOT_FOUND: 404,
  PROVIDER_UNAVAILABLE: 503,
  PROVIDER_ERROR: 502,
  EXPORT_NOT_FOUND: 404,
  WEBHOOK_INVALID: 400,
  SEPA_AMOUNT_LIMIT: 422,
  SEPA_OPEN_DEBITS_LIMIT: 409,
  COUNTRY_INVALID: 400,
  SEPA_FILE_INVALID: 422,
  COLLECTION_NOT_FOUND: 404,
  COLLECTION_EXPORTED: 409,
  UNAUTHORIZED: 401,
  CROSS_SITE: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  WRONG_HOST: 421,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  TOO_MANY_HOLDS: 429,
  NOT_LOGGED_IN: 401,
  PASSWORD_CHANGE_REQUIRED: 403,
  WRONG_CREDENTIALS: 403,
  LOGIN_LOCKED: 429,
  WRONG_OLD_PASSWORD: 401,
  PASSWORD_POLICY: 417,
  TOKEN_GONE: 410,
  CUSTOMER_EXISTS: 409,
  CUSTOMER_NOT_FOUND: 404,
  PERMISSION_NOT_FOUND: 404,
  CANCELLATION_NOT_POSSIBLE: 409,
  MANDATE_IN_USE: 409,
  BOOKING_LIMIT_REACHED: 409,
  STAY_NOT_FOUND: 404,
  ACCESS_EVENT_CONFLICT: 409,
  ACCESS_DEVICE_NOT_FOUND: 404,
  DEVICE_DIRECTION_NOT_ALLOWED: 403,
  INTERNAL: 500,
};

export function statusOf(code: AnyErrorCode): number {
  return STATUS_BY_CODE[code] ?? 500;
}
