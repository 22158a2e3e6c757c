/** Timings of spec §9 that the screens share. */

/** The required-fields warning of a form (spec §5). */
export const REQUIRED_ALERT_MS = 4000;
/** "Saved" after a successful save (general.save.labelSuccess). */
export const SAVE_SUCCESS_MS = 2500;
/** A failed save. */
export const SAVE_ERROR_MS = 3500;
/** A list that failed to load. */
export const LIST_ERROR_MS = 5000;
/** loginScreen.error and changePasswordScreen.error. */
export const LOGIN_ERROR_MS = 3000;
/** The shake of a login form after wrong credentials. */
export const LOGIN_SHAKE_MS = 510;

/** Availability on the period screen: reused this long, then refetched (also on focus). */
export const AVAILABILITY_STALE_MS = 5000;

// The checkout poll's timings belong to its policy: shared/domain/checkout-poll.ts.
