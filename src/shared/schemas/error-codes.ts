/**
 * Stable error codes. The server answers `{code, message}`; the client shows
 * `t('apiError.' + code)` and falls back to the HTTP status text of spec §8.
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION', // malformed body or query (400)
  INVALID_JSON: 'INVALID_JSON', // body is not JSON (400)
  TEMPLATE_NOT_FOUND: 'TEMPLATE_NOT_FOUND', // 404
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND', // 404
  START_OFF_GRID: 'START_OFF_GRID', // start not on the template's slot grid (400)
  START_TOO_EARLY: 'START_TOO_EARLY', // start before the current slot (400)
  START_TOO_LATE: 'START_TOO_LATE', // start not before now + startBefore (400)
  END_TOO_LATE: 'END_TOO_LATE', // end after now + bookUntil (400)
  SLOT_COUNT_OUT_OF_RANGE: 'SLOT_COUNT_OUT_OF_RANGE', // slotCount outside min/max (400)
  CONTACT_FIELD_MISSING: 'CONTACT_FIELD_MISSING', // details.fields lists them (400)
  INVALID_MAIL: 'INVALID_MAIL', // (400)
  LICENSE_PLATE_MISSING: 'LICENSE_PLATE_MISSING', // requested but not sent (400)
  LICENSE_PLATE_INVALID: 'LICENSE_PLATE_INVALID', // (400)
  IDENTIFIER_NOT_REQUESTED: 'IDENTIFIER_NOT_REQUESTED', // a source the template does not ask for (400)
  BOOKED_OUT: 'BOOKED_OUT', // capacity reached (503 on price, 409 on reserve)
  NO_BOOKING: 'NO_BOOKING', // checkout without a reservation in this session (404)
  PAYMENT_PENDING: 'PAYMENT_PENDING', // checkout while the payment is open (409)
  PAYMENT_FAILED: 'PAYMENT_FAILED', // checkout after failure or lapse (424)
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND', // (404)
  PAYMENT_CLOSED: 'PAYMENT_CLOSED', // settling a payment that is no longer pending (409)
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND', // unknown permission or wrong secret (404)
  UNAUTHORIZED: 'UNAUTHORIZED', // (401)
  NOT_FOUND: 'NOT_FOUND', // unknown route (404)
  RATE_LIMITED: 'RATE_LIMITED', // (429)
  INTERNAL: 'INTERNAL', // (500, no internals leaked)
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
