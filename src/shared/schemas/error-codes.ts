/** Codes of the payment calls (issue 4); part of ErrorCode. */
export const PaymentErrorCode = {
  BILL_NOT_FOUND: 'BILL_NOT_FOUND', // unknown bill or wrong secret (404)
  WRONG_PAYMENT_METHOD: 'WRONG_PAYMENT_METHOD', // e.g. a SEPA call for a card payment (409)
  IBAN_INVALID: 'IBAN_INVALID', // country length, format or mod-97 check failed (400)
  BIC_INVALID: 'BIC_INVALID', // malformed, of another country, or not found for a German IBAN (400)
  ACCOUNT_NAME_INVALID: 'ACCOUNT_NAME_INVALID', // account holder shorter than 2 characters (400)
  MANDATE_NOT_FOUND: 'MANDATE_NOT_FOUND', // unknown, one-off, revoked or not this visitor's mandate (404)
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE', // the payment provider does not answer; retry (503)
  PROVIDER_ERROR: 'PROVIDER_ERROR', // the payment provider refused the request (502)
  EXPORT_NOT_FOUND: 'EXPORT_NOT_FOUND', // unknown SEPA export batch (404)
  WEBHOOK_INVALID: 'WEBHOOK_INVALID', // not a provider callback, or an id of the wrong shape (400)
  SEPA_AMOUNT_LIMIT: 'SEPA_AMOUNT_LIMIT', // the amount is above the largest SEPA debit the shop accepts (422)
  SEPA_OPEN_DEBITS_LIMIT: 'SEPA_OPEN_DEBITS_LIMIT', // this IBAN or e-mail already has as many open debits as allowed (409)
  COUNTRY_INVALID: 'COUNTRY_INVALID', // an address country that is not an ISO 3166 alpha-2 code (400)
  SEPA_FILE_INVALID: 'SEPA_FILE_INVALID', // the bank file breaks an EPC rule; details name the collections (422)
  COLLECTION_NOT_FOUND: 'COLLECTION_NOT_FOUND', // unknown SEPA collection (404)
  COLLECTION_EXPORTED: 'COLLECTION_EXPORTED', // the collection is already in a bank file (409)
} as const;
export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

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
  RANGE_INVALID: 'RANGE_INVALID', // availability: `from` not before `to` (400)
  RANGE_TOO_LARGE: 'RANGE_TOO_LARGE', // availability: more slots than MAX_AVAILABILITY_SLOTS (400)
  NO_BOOKING: 'NO_BOOKING', // checkout without a reservation in this session (404)
  PAYMENT_PENDING: 'PAYMENT_PENDING', // checkout while the payment is open (409)
  PAYMENT_FAILED: 'PAYMENT_FAILED', // checkout after failure or lapse (424)
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND', // (404)
  PAYMENT_CLOSED: 'PAYMENT_CLOSED', // settling a payment that is no longer pending (409)
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND', // unknown permission or wrong secret (404)
  UNAUTHORIZED: 'UNAUTHORIZED', // (401)
  // Edge of the server (issue 7, ADR 009)
  CROSS_SITE: 'CROSS_SITE', // a cookie-carrying change from another site, or an operator change without JSON/X-Requested-With (403)
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE', // a body that is not application/json (415)
  WRONG_HOST: 'WRONG_HOST', // operator endpoints or demo page under a foreign Host name (421)
  NOT_FOUND: 'NOT_FOUND', // unknown route (404)
  RATE_LIMITED: 'RATE_LIMITED', // (429)
  TOO_MANY_HOLDS: 'TOO_MANY_HOLDS', // too many unpaid reservations per address or e-mail (429, Retry-After)
  // Customer accounts and the portal (issue 8)
  NOT_LOGGED_IN: 'NOT_LOGGED_IN', // a portal call without a logged-in session (401)
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED', // the account must change its password first (403)
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS', // login: unknown user or wrong password, one answer for both (403)
  LOGIN_LOCKED: 'LOGIN_LOCKED', // too many failed logins for this account from this address (429, Retry-After)
  WRONG_OLD_PASSWORD: 'WRONG_OLD_PASSWORD', // change-password: the current password is wrong (401)
  PASSWORD_POLICY: 'PASSWORD_POLICY', // the new password breaks the policy (417, changePasswordScreen.conformityNotMet)
  TOKEN_GONE: 'TOKEN_GONE', // an invitation or reset link that expired or was used (410)
  CUSTOMER_EXISTS: 'CUSTOMER_EXISTS', // an account with this e-mail or username exists (409)
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND', // unknown customer (404)
  PERMISSION_NOT_FOUND: 'PERMISSION_NOT_FOUND', // unknown permission, or another customer's (404)
  CANCELLATION_NOT_POSSIBLE: 'CANCELLATION_NOT_POSSIBLE', // the permission can no longer be cancelled (409)
  MANDATE_IN_USE: 'MANDATE_IN_USE', // a mandate with a debit awaiting export cannot be revoked yet (409)
  BOOKING_LIMIT_REACHED: 'BOOKING_LIMIT_REACHED', // the account holds maxBookingCount permissions already (409)
  INTERNAL: 'INTERNAL', // (500, no internals leaked)
  ...PaymentErrorCode,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
