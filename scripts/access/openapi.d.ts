/**
 * Types of the parking shop's HTTP API, generated from its OpenAPI document by
 * openapi-typescript. Do not edit: run `npm run api:types` (`npm run lint:api` fails while
 * this file is out of date). ADR 022.
 */
export interface paths {
  '/api/access/allowlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Plates that may pass, for offline decisions
     * @description Without `since`: every plate with a paid permission or paid stay valid now or later (`full: true`). With the `cursor` of the last answer as `since`: only plates changed since, each with ALL its current entries (replace that plate's local entries), or one entry with `revoked: true` when none is left. An unknown cursor answers the full list. In a shop of several car parks the list is the device's own car park's: permits of products valid there and stays paid there. Drop entries whose `validUntil` has passed. Device call: `Authorization: Bearer <apiKey>` of an access device (401 without, or with a revoked key); rate-limited per key (RATE_LIMIT_ACCESS).
     */
    get: operations['getAccessAllowlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/access/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask whether a plate may pass
     * @description Exit: allowed with a paid permission carrying the plate (when the stay began before the permission's start less parking.earlyArrivalMinutes, only once that earlier time is paid), a stay paid up to now or later, or within the free minutes after entry; else refused (`unpaid` with the amount owed in `displayText`, `no-stay`). Entry: refused only when the walk-in places are full (`full`); permission and reservation holders always enter. `displayText` is for the barrier's display, in the shop language. Every answer is logged. Device call: `Authorization: Bearer <apiKey>` of an access device (401 without, or with a revoked key); rate-limited per key (RATE_LIMIT_ACCESS).
     */
    post: operations['authorizeAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/access/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a plate read
     * @description One plate read of a camera. Idempotent by `eventId` (unique per device): a replay answers as the first time with `duplicate: true`; the same id with another body answers 409 ACCESS_EVENT_CONFLICT. Send buffered reads late and in any order: stays are built by `occurredAt`. A read more than 5 minutes in the future is refused (400); a read stamped more than parking.maxReadAgeHours (default 72) before the shop's clock is stored but makes no stay and no debt, and answers `ignored: "too-old"`. Device call: `Authorization: Bearer <apiKey>` of an access device (401 without, or with a revoked key); rate-limited per key (RATE_LIMIT_ACCESS).
     */
    post: operations['postAccessEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-decisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List barrier decisions
     * @description Every barrier decision with its reason and device, filtered by plate prefix, direction, allowed, reason, device and period (`from` inclusive, `to` exclusive), by decision time (newest first by default), paged from 0. 400 PERIOD_INVALID. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    get: operations['adminListAccessDecisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List access devices
     * @description All devices, newest first, revoked ones included; never their keys. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    get: operations['adminListAccessDevices'];
    put?: never;
    /**
     * Register an access device
     * @description Registers a plate camera, barrier or pay station. The answer carries its API key this one time; only its SHA-256 is stored (never in the audit log). `direction` limits what the device may send: an `entry` device sending an exit read or asking for an exit answers 403 DEVICE_DIRECTION_NOT_ALLOWED. `siteId` is the car park whose gate it serves: required in a shop of several car parks, the one car park when left out in a shop of one; a car park the shop does not have answers 400 SITE_UNKNOWN. Staff or admin (a viewer gets 403 FORBIDDEN_ROLE). Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    post: operations['adminCreateAccessDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access-devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an access device
     * @description Its key answers 401 from now on (at once, on every instance). Revoking again changes nothing. 404 ACCESS_DEVICE_NOT_FOUND. Staff or admin (a viewer gets 403 FORBIDDEN_ROLE). Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    delete: operations['adminRevokeAccessDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the audit log
     * @description Audit entries, newest first by default, paged on the server; filters: actor (name), action (exact, or a prefix ending in `.`), entity, entityId, period [from, to). Admin only. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    get: operations['adminAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the own password
     * @description Every role may change its own password (the one write a viewer may do). 401 WRONG_OLD_PASSWORD (sic: the portal's code), counted like a failed login (429 LOGIN_LOCKED) and audited (`operator.change-password-failed`); the session's 5th wrong old password ends the session: 401 PASSWORD_SESSION_ENDED. 429 RATE_LIMITED / 503 LOGIN_BUSY while too many password checks run; 417 PASSWORD_POLICY with details.problems, each rule broken (length, upper, lower, digit, common, personal: contains the username). Ends the operator's other sessions. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Back-office login, password step
     * @description Checks username and password and starts a session (new `admin_session` cookie). The answer's `stage`: `active` (logged in), `totp` (send the code to /auth/totp within 5 minutes) or `enrol` (an admin without TOTP: /auth/totp/setup and /confirm first). 403 WRONG_CREDENTIALS for a wrong password, unknown or disabled operator alike; 429 LOGIN_LOCKED (Retry-After) after 10 failures in 15 minutes for this name from this address; 429 TOTP_LOCKED (Retry-After, details.lockedUntil) for the right password while the operator's second factor is locked.
     */
    post: operations['adminLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the back-office session
     * @description Ends the session (its cookie is dead) and clears the cookie. 204, also without a session; 403 CSRF_INVALID with a session but without its X-CSRF-Token.
     */
    post: operations['adminLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The back-office session
     * @description The logged-in operator, the session's stage and its CSRF token. 401 ADMIN_NOT_LOGGED_IN without a live session.
     */
    get: operations['adminMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the password with a one-time link
     * @description Sets an operator's password with the token of a set-password link (new operator or reset; 72 h, one use). Ends every session of the operator; log in afterwards. 410 TOKEN_GONE; 417 PASSWORD_POLICY with `details.problems`, each rule broken (length, upper, lower, digit, common, personal: contains the username) (the link stays usable).
     */
    post: operations['adminSetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Back-office login, TOTP code step
     * @description The six-digit code of the authenticator app (current 30-s step ±1; a used code is refused). Success: the session is active under a new cookie and CSRF token. Wrong codes count per operator from every address, and only a complete login clears the count. 403 TOTP_INVALID; 401 TOTP_SESSION_ENDED with the 3rd wrong code of this session (it is over: log in with the password again); 429 TOTP_LOCKED (Retry-After, details.lockedUntil) once 10 wrong codes in 15 minutes lock the second factor for 15 minutes or until an admin resets the operator (the session ends too). Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminLoginTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm TOTP enrolment with a code
     * @description Confirms the secret of /totp/setup with a current code; from now on the login asks for a code. An enrolling admin's session becomes active (new cookie and CSRF token). Replacing an enrolled secret ends the operator's other sessions (audit entry `auth.totp-renew`). 403 TOTP_INVALID. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminTotpConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start TOTP enrolment
     * @description A new TOTP secret as otpauth URI (for the QR code) and as text; it counts once confirmed with a code. Replacing an enrolled secret needs `password` and a `code` of the current secret (not after an admin's reset): 401 WRONG_OLD_PASSWORD (counts like a failed login; 429 LOGIN_LOCKED); 403 TOTP_INVALID, 401 TOTP_SESSION_ENDED, 429 TOTP_LOCKED as for the login's code step. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminTotpSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search bookings
     * @description Bookings by plate (prefix of the normalised plate), e-mail (prefix), name (prefix of first name, last name or company), period (overlapping `from`..`to`), template and status, all combined; sorted by `sort` with the id as tie-break; paged from 0, at most 100 a page. `total` is exact up to 10000; above, `totalCapped` is true. 400 PERIOD_INVALID when `from` is not before `to`. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminSearchBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A booking with its payments, mails and bills
     * @description The booking, every payment with its whole history (status events and the provider inbox), the permission's mails (without bodies: they carry the ticket link), bills and credit notes. 404 BOOKING_NOT_FOUND. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminGetBooking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a booking with a full or partial refund
     * @description Cancels the booking: its place frees at once and its plate leaves the allowlist. Paid: a credit note for `refundCents` (at most what was paid minus earlier refunds, 400 REFUND_TOO_HIGH) and the cancellation mail; the refund goes to the provider where it can, otherwise onto the refunds-due list. Held (unpaid): cancelled without refund, its payment closed (`refundCents` must be 0). 409 BOOKING_CANCELLED, BOOKING_NOT_PAID (failed or lapsed). Back-office call for staff and admins: operator session and X-CSRF-Token (401 ADMIN_NOT_LOGGED_IN; 403 CSRF_INVALID; 403 FORBIDDEN_ROLE for viewers). Audited in the same transaction (before/after). 404 BOOKING_NOT_FOUND.
     */
    post: operations['adminCancelBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/extend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extend a paid booking
     * @description Moves the end of a paid booking later at no charge. 400 EXTEND_END_INVALID (not later, off the template's slot grid, more than a year added); 409 BOOKED_OUT (the template's capacity in the added time), BOOKING_NOT_PAID, BOOKING_CANCELLED, BOOKING_WALK_IN. Back-office call for staff and admins: operator session and X-CSRF-Token (401 ADMIN_NOT_LOGGED_IN; 403 CSRF_INVALID; 403 FORBIDDEN_ROLE for viewers). Audited in the same transaction (before/after). 404 BOOKING_NOT_FOUND.
     */
    post: operations['adminExtendBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/plate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the licence plate
     * @description Replaces the licence plate of a paid or held booking and of its ticket; the barrier and the allowlist follow at once. 400 LICENSE_PLATE_INVALID; 409 BOOKING_CANCELLED, BOOKING_NOT_PAID (failed or lapsed), BOOKING_WALK_IN (a payment by plate). Back-office call for staff and admins: operator session and X-CSRF-Token (401 ADMIN_NOT_LOGGED_IN; 403 CSRF_INVALID; 403 FORBIDDEN_ROLE for viewers). Audited in the same transaction (before/after). 404 BOOKING_NOT_FOUND.
     */
    post: operations['adminChangeBookingPlate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/resend-ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the ticket mail again
     * @description Queues a new ticket mail (kind ticket-resend) with the booking as it stands now (plate, end) to the booking's e-mail; `outbox` when no mailer is configured. 409 BOOKING_NOT_PAID for a booking that is not paid, BOOKING_CANCELLED. Back-office call for staff and admins: operator session and X-CSRF-Token (401 ADMIN_NOT_LOGGED_IN; 403 CSRF_INVALID; 403 FORBIDDEN_ROLE for viewers). Audited in the same transaction (before/after). 404 BOOKING_NOT_FOUND.
     */
    post: operations['adminResendBookingTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The catalogue
     * @description The revision, the config document (tariffs in force now), retired templates, every tariff version with its state, and which settings need a restart. Every role.
     */
    get: operations['adminGetCatalogue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The catalogue as a config file
     * @description The document in the SHOP_CONFIG format (tariffs in force now), as a download; the import and SHOP_CONFIG take it back. Every role.
     */
    get: operations['adminExportCatalogue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a whole config document
     * @description Replaces the catalogue with a document in the SHOP_CONFIG format. Templates missing from it are retired; a changed tariff becomes a new version in force at once. Restart-only settings (`restartOnly`) are stored but apply at the next restart (`pendingRestart`). Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    post: operations['adminImportCatalogue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the shop settings
     * @description Shop name, hold minutes, customer shop on/off, renewal (pay by plate) on/off and the walk-in settings (its tariff through the tariff calls of `walk-in`), the booking cap, the styling (website name, header, footer, navigation pages, the logo `logoUrl` and the ticket texts `ticket.entryExit` and `ticket.conditions`, ADR 046). Absent fields stay. A logo that is not an https:// URL or a path such as /logo.png answers 400 LOGO_URL_INVALID; a ticket text over 300 characters or 6 lines in a language 400 TICKET_TEXT_TOO_LONG. The audit entry holds the changed fields before and after. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    put: operations['adminUpdateCatalogueSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a site (car park)
     * @description A site in the config format (id, name, entrance, openingHours, contact, parking: the walk-in settings with their tariff, version 1 under `walk-in@{id}`, in force at once; timeZone, costCentre). A second site makes every product name its sites (`siteIds`). Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    post: operations['adminCreateSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a site
     * @description The whole site in the config format; its id and walk-in tariff stay (that tariff changes through the tariff calls of `walk-in@{id}`, `walk-in` for the site `main`). 404 SITE_NOT_FOUND. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    put: operations['adminUpdateSite'];
    post?: never;
    /**
     * Delete a site
     * @description 404 SITE_NOT_FOUND. The last site, or a site a product still names, is refused with 409 SITE_IN_USE (`details.templateIds` names the products). Its parking stays, devices and tariff versions keep their rows. `baseRevision` in the query. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    delete: operations['adminDeleteSite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a template
     * @description A template in the config format (id, type, name, ..., tariff: its version 1, in force at once). An id of a retired template is refused. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    post: operations['adminCreateTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a template
     * @description The whole template in the config format; its id and tariff stay (tariffs change through versions). 404 TEMPLATE_NOT_FOUND. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    put: operations['adminUpdateTemplate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/templates/{id}/retire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retire a template
     * @description Hides the template from the shop; its bookings keep their bills, tickets and mails. 404 TEMPLATE_NOT_FOUND; the last template cannot go (400). Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    post: operations['adminRetireTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/templates/{id}/tariffs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A template's tariff versions
     * @description Past, current and scheduled versions; `walk-in` is the walk-in tariff (of the site `main`), `walk-in@{siteId}` that of another site. 404 TEMPLATE_NOT_FOUND. Every role.
     */
    get: operations['adminListTariffVersions'];
    put?: never;
    /**
     * Schedule a new tariff
     * @description A new tariff version from `validFrom` (absent or past: at once). A booking is priced by the version in force when it is sold. 404 TEMPLATE_NOT_FOUND. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    post: operations['adminScheduleTariff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue/templates/{id}/tariffs/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a scheduled tariff
     * @description Only a version not yet in force (409 TARIFF_VERSION_PAST otherwise; 404 TARIFF_VERSION_NOT_FOUND). `baseRevision` in the query. Admins only (403 FORBIDDEN_ROLE for staff and viewers). The body names `baseRevision`: 409 CATALOGUE_CONFLICT when the catalogue changed since. The new document is validated by the shop config rules: 400 CATALOGUE_INVALID with the failing paths in `details`. Takes effect at once on every instance; the answer is the new catalogue. Audited.
     */
    delete: operations['adminDeleteTariffVersion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Companies
     * @description By legal name; `status` filters, `q` searches the legal name and VAT ID. At most 500. Every role. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    get: operations['adminListCompanies'];
    put?: never;
    /**
     * Create a company (active at once)
     * @description With the next free DATEV debitor account. Staff and admins; audited. 400 COUNTRY_INVALID, VAT_ID_INVALID (EU format per country), BUYER_REFERENCE_INVALID (a Leitweg-ID must pass its check digits; else an order reference of up to 100 characters), INVALID_MAIL. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    post: operations['adminCreateCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company with its members, plates and cost centres
     * @description 404 COMPANY_NOT_FOUND. Every role. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    get: operations['adminGetCompany'];
    /**
     * Change a company
     * @description Its invoice data, payment means ('transfer' or 'sepa_b2b'), payment days and credit limit. Staff and admins; audited. 404 COMPANY_NOT_FOUND. 400 COUNTRY_INVALID, VAT_ID_INVALID (EU format per country), BUYER_REFERENCE_INVALID (a Leitweg-ID must pass its check digits; else an order reference of up to 100 characters), INVALID_MAIL. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    put: operations['adminUpdateCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending company
     * @description approve: pending → active; suspend: pending or active → suspended (no booking on account, no fleet exit); reactivate: suspended → active. 409 COMPANY_STATUS_INVALID from another status; 404 COMPANY_NOT_FOUND. Staff and admins; audited. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    post: operations['adminApproveCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a suspended company
     * @description approve: pending → active; suspend: pending or active → suspended (no booking on account, no fleet exit); reactivate: suspended → active. 409 COMPANY_STATUS_INVALID from another status; 404 COMPANY_NOT_FOUND. Staff and admins; audited. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    post: operations['adminReactivateCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/companies/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend a company
     * @description approve: pending → active; suspend: pending or active → suspended (no booking on account, no fleet exit); reactivate: suspended → active. 409 COMPANY_STATUS_INVALID from another status; 404 COMPANY_NOT_FOUND. Staff and admins; audited. Companies are shop-wide: an operator limited to sites gets 404 NOT_FOUND (ADR 065).
     */
    post: operations['adminSuspendCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Company invoices
     * @description Newest first (at most 500): all, or `open` (overdue included), `overdue` (open past the due date) or `paid`; `companyId` narrows to one company. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site), any role.
     */
    get: operations['adminListCompanyInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/{id}/document.{ext}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company invoice as PDF or XML
     * @description `pdf`: the Factur-X PDF (PDF/A-3 with factur-x.xml); `xml`: the XRechnung 3.0 (CII). 404 NOT_FOUND for an unknown invoice. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site), any role.
     */
    get: operations['adminCompanyInvoiceDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/{id}/paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a company invoice paid
     * @description An open invoice becomes paid (the transfer arrived), on `paidOn` or today. 400 PAID_DATE_INVALID for a day after today or before the invoice date; 404 NOT_FOUND for an unknown or not open invoice. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID); audited in the same transaction.
     */
    post: operations['adminMarkCompanyInvoicePaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a company invoice again
     * @description Mails the invoice (PDF and XML attached; a B2B debit's pre-notification in the text) to the company's invoice address again; `sentAt` is the time of this mail, or stays as it was when no mail server is configured or it refused the mail. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID); audited.
     */
    post: operations['adminResendCompanyInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/b2b-debits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export the open B2B debits of company invoices
     * @description Puts every open invoice paid by SEPA B2B direct debit not yet in a file into a new pain.008.001.08 with the local instrument B2B (never together with drivers' CORE debits), FRST for a mandate's first debit, RCUR after; answers the file (201), kept to fetch again. 204 when nothing is due or no SEPA creditor is configured. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID); audited.
     */
    post: operations['adminExportCompanyB2bDebits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/issue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a month's company invoices
     * @description Issues one invoice per company (or cost centre) for the month, numbered from the bills' gap-free counter, and mails each to the company's invoice address. A second run issues only what is new (an invoice exists once per company, cost centre and month); `issued` lists what this run issued. 409 COMPANY_INVOICE_NO_BANK_ACCOUNT when an invoice is due and the shop names no account for transfers (neither `shop.bankAccount` nor a SEPA creditor): nothing is issued. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID); audited.
     */
    post: operations['adminIssueCompanyInvoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company-invoices/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a month's invoice run would issue
     * @description Per company (or per cost centre when the company invoices so), the month's charges not yet invoiced nor voided of active and suspended companies, with net, VAT per rate and gross in cents. Nothing is written. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); an operator limited to sites gets 404 NOT_FOUND (company invoices span every site), any role.
     */
    get: operations['adminPreviewCompanyInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search customer accounts
     * @description Customer accounts by `q` (part of e-mail, username, name or company, or the start of a stored plate) and status; sorted by `sort` with the id as tie-break; paged from 0, at most 100 a page. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminSearchCustomers'];
    put?: never;
    /**
     * Create a customer account
     * @description Creates a customer account. With `password`: the customer must change it at first login. Without: an invitation mail with a one-time set-password link (72 h). 409 CUSTOMER_EXISTS for a taken e-mail or username (case-insensitive); 417 PASSWORD_POLICY; 400 INVALID_MAIL / LICENSE_PLATE_INVALID. Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.
     */
    post: operations['adminCreateCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A customer account with its bookings, bills and mandates
     * @description The account, its contact data and status, its bookings (newest 200), the bills and credit notes of those bookings, and its SEPA mandates (IBAN masked). 404 CUSTOMER_NOT_FOUND. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminGetCustomer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a customer's contact data
     * @description Replaces the contact data (e-mail, names, company, address, plates). A username equal to the old e-mail follows the new one; a new e-mail counts as unproven. 400 INVALID_MAIL / LICENSE_PLATE_INVALID; 404 CUSTOMER_NOT_FOUND; 409 CUSTOMER_EXISTS. Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.
     */
    patch: operations['adminUpdateCustomer'];
    trace?: never;
  };
  '/api/admin/customers/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block a customer account
     * @description Blocks the account: its login answers like wrong credentials, its sessions and open set-password links end at once. Blocking a blocked account changes nothing. 404 CUSTOMER_NOT_FOUND. Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.
     */
    post: operations['adminBlockCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes a customer's account (GDPR Art. 17)
     * @description As the customer's own deletion, without the password: anonymised and blocked, bookings without contact and plates, mandates revoked, sessions ended; bills and credit notes keep their buyer (§ 147 AO). Admins only; audited as customer.erase (by id, no personal data). 404 CUSTOMER_NOT_FOUND (also when already erased); 409 MANDATE_IN_USE while a debit awaits the bank export.
     */
    post: operations['adminEraseCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A customer's data as JSON or CSV (GDPR Art. 15, 20)
     * @description What the customer's own export gives (the portal's), for a request made by letter or at the desk. Staff and admin of every site; audited as customer.export. 404 CUSTOMER_NOT_FOUND (also for a customer outside the operator's sites); 403 FORBIDDEN_ROLE for an operator limited to sites, since the export holds every site's bookings (ADR 060).
     */
    get: operations['adminExportCustomerData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/password-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password reset link to a customer
     * @description Mails the customer a one-time reset link (1 h) to `PUBLIC_URL/set-password?token=...`, or a new invitation (72 h) while the account has no password yet. The link itself is never shown. 404 CUSTOMER_NOT_FOUND; 409 CUSTOMER_BLOCKED; 429 LINK_LIMIT (Retry-After, details.nextLinkAt) after LINKS_PER_HOUR links to the account in the last hour. Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.
     */
    post: operations['adminSendCustomerPasswordLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/unblock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unblock a customer account
     * @description The account can log in again. Links that ended with the block stay dead: send a new one. 404 CUSTOMER_NOT_FOUND. Back-office call: operator session cookie and `X-CSRF-Token`, role staff or admin (401 ADMIN_NOT_LOGGED_IN, 403 CSRF_INVALID / FORBIDDEN_ROLE). Audited.
     */
    post: operations['adminUnblockCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Occupancy now, today's bookings and revenue, and series over the last days
     * @description Occupancy now (open stays, walk-in places taken, reservations and permit holders covering now), today's paid bookings and revenue, and per-day bookings and revenue plus stays inside per hour (up to 7 days) or per day over the last `days` calendar days in the shop's time zone (1–90, 400 VALIDATION otherwise). Revenue: gross of the bills closed on a day minus its credit notes, in cents. Sites: `site` narrows every figure to one site; an operator limited to sites sees only theirs (404 NOT_FOUND for another or an unknown site); money and cars count at the booking's or stay's site, so a product valid at several sites shows only in the all-sites view. A shop with several sites also gets `sites`: each site's stays, walk-ins, occupancy and this month's revenue (walk-in vs booked) side by side, plus one row for the products valid at several sites. Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminGetDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exports/bills.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bills of a period as CSV
     * @description Bills and credit notes closed in the period (credit notes with negative amounts): net, VAT rate, VAT, gross. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminExportBillsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exports/bookings.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bookings of a period as CSV
     * @description Bookings created in the period (by creation day): product, period, status, price, contact, plate, payment, bill number. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminExportBookingsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exports/datev.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's sales as a DATEV Buchungsstapel
     * @description The month's bills and credit notes (by closing day) as a DATEV EXTF Buchungsstapel (version 700, category 21) for the tax adviser: one line per document, gross amount between the debit account and the revenue account of its VAT rate; credit notes with H. Numbers, accounts and encoding (Windows-1252 by default) from `accounting.datev` in the shop config; 409 ACCOUNTING_NOT_CONFIGURED without it or for a VAT rate without an account. Once a site has a cost centre (`sites[].costCentre`), each line carries its site's in KOST1 (column 37; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminExportDatev'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/exports/payments.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments of a period as CSV
     * @description Payments started in the period: provider, method, amount, status, paid at, bill number. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Back-office call: operator session cookie, any role (401 ADMIN_NOT_LOGGED_IN without).
     */
    get: operations['adminExportPaymentsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ignored-reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List plate reads kept but not used
     * @description Plate reads stamped more than parking.maxReadAgeHours (default 72) before the shop's clock when they arrived: stored with their device, but they made no stay and no debt (`reason: too-old`; check that device's clock). Newest arrival first, paged from 0. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    get: operations['adminListIgnoredAccessReads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List operators
     * @description Operators, paged (page from 0) and sorted on the server; `totpLockedUntil` shows a locked second factor. Admin only. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    get: operations['adminListOperators'];
    put?: never;
    /**
     * Create an operator
     * @description Creates an operator and answers its one-time set-password link (72 h), shown once. 409 OPERATOR_EXISTS (username, case-insensitive); `siteIds` limits a staff member or viewer to sites (400 OPERATOR_SITE_UNKNOWN). Admin only. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminCreateOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/operators/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an operator's role or status
     * @description Role, status and/or sites (`siteIds`, null: every site; 400 OPERATOR_SITE_UNKNOWN; an admin's are always null; `disabled` ends the operator's sessions and links at once). 409 OPERATOR_SELF_CHANGE for one's own admin role or disabling oneself; 404 OPERATOR_NOT_FOUND. Admin only. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    patch: operations['adminUpdateOperator'];
    trace?: never;
  };
  '/api/admin/operators/{id}/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset an operator's password and TOTP
     * @description Clears the password and TOTP (and a lock of the second factor), ends the operator's sessions and answers a new one-time set-password link (72 h), shown once. 409 OPERATOR_SELF_CHANGE for oneself; 404 OPERATOR_NOT_FOUND. Admin only. Back-office session (`admin_session` cookie); writes need `X-CSRF-Token`. 401 ADMIN_NOT_LOGGED_IN, 403 TOTP_REQUIRED / TOTP_SETUP_REQUIRED / CSRF_INVALID / FORBIDDEN_ROLE.
     */
    post: operations['adminResetOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All payments
     * @description Every payment, newest first, paged from 0, with its booking's plate and e-mail: `q` finds a part of the plate, e-mail, provider reference or payment/booking id; `status`, `provider` and the creation period `from`..`to` (calendar days of the shop's time zone, both included, either may be left open) narrow it. 400 PERIOD_INVALID when `from` is after `to` or the period is longer than 367 days. `providers` lists every provider with a payment. The same list as a file is /api/admin/payments.csv. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All payments as CSV, filtered as the list
     * @description The payments that GET /api/admin/payments finds with the same `q`, `status`, `provider`, `from` and `to`, newest first, as a CSV file (`;`-separated, decimal comma, UTF-8 with BOM, times in the shop's time zone, as the accountant's exports): created, payment and booking id, plate, e-mail, amount, status, reason, provider, method, reference. At most 50,000 rows. 400 PERIOD_INVALID as for the list. Audited (`export.payments-list` with the filters): the file carries e-mails and plates. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListPaymentsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/refunds-due': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Refunds due
     * @description Refunds to make, newest first, paged from 0: payments the provider took when the place was gone or with another amount (`kind` payment, `id` the payment), and customers' cancellations whose refund the provider could not take (`kind` cancellation, `id` the credit note). `lastError` is the provider's answer to the last "refund through the provider". Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListRefundsDue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/refunds-due/{kind}/{id}/provider-refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund through the payment provider
     * @description Asks the configured provider (SumUp, Mollie) to refund the amount. Done: off the list. The provider refused or did not answer: 502 REFUND_PROVIDER_FAILED with `details.error`; it stays due with that error. 409 REFUND_NOT_AT_PROVIDER (demo, SEPA, or another provider than the configured one: refund by transfer), REFUND_ALREADY_DONE, REFUND_IN_PROGRESS (a second click while the first asks); 404 REFUND_NOT_FOUND. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminRefundThroughProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/refunds-due/{kind}/{id}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a refund as made by bank transfer
     * @description The operator refunded by bank transfer: recorded as done with the transfer's reference (at most 140 characters, not blank, trimmed; 400 VALIDATION otherwise), off the list, noted in the payment's history. 404 REFUND_NOT_FOUND (unknown or not due), 409 REFUND_ALREADY_DONE (recorded before: never twice), 409 REFUND_IN_PROGRESS (the provider is being asked). Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminMarkRefundTransferred'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SEPA bank exports
     * @description The bank exports (pain.008.001.08 batches), newest first, paged from 0. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListSepaBatches'];
    put?: never;
    /**
     * Export the due SEPA debits
     * @description Puts every debit not yet exported (nor excluded) into a new batch (201 with the batch; download its file with GET .../{id}/xml); 204 when nothing is due. 422 SEPA_FILE_INVALID with `details.collections` names the debits that break the EPC rules (nothing saved: exclude them and export again); 409 WRONG_PAYMENT_METHOD when no SEPA creditor is configured. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminCreateSepaBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/batches/{id}/re-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hand out a bank export again
     * @description The batch's file again, unchanged: the same message id, so a bank refuses a second submission rather than collecting twice. Recorded in the audit log (`sepa.batch.reexport`). 404 EXPORT_NOT_FOUND. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminReexportSepaBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/batches/{id}/xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A bank export's file
     * @description The batch's pain.008.001.08 XML as a download, recorded in the audit log (`sepa.batch.download`: the file holds every debtor's IBAN). 404 EXPORT_NOT_FOUND. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminDownloadSepaBatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/collections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SEPA debits
     * @description Direct debits, newest first, paged from 0; `state` open (the next export takes them), exported or excluded (never collected). Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListSepaCollections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/collections/{id}/exclude': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a debit out of the next export
     * @description With a reason (1 to 200 characters): the debit is not exported and its payment fails with `sepa-excluded` (ADR 011); include it again to collect it after all. Repeating it changes nothing. 404 COLLECTION_NOT_FOUND, 409 COLLECTION_EXPORTED. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminExcludeSepaCollection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/collections/{id}/include': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put an excluded debit back into the next export
     * @description The debit goes into the next export again and its payment is paid again; it becomes the mandate's first debit (FRST) when the mandate has no other. 404 COLLECTION_NOT_FOUND; 409 COLLECTION_NOT_EXCLUDED, COLLECTION_CANCELLED (dropped by the booking's cancellation), MANDATE_REVOKED. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminIncludeSepaCollection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/mandates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SEPA mandates
     * @description Every mandate with its status (active, revoked), newest first, IBANs masked. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without), any role.
     */
    get: operations['adminListSepaMandates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/sepa/mandates/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a SEPA mandate
     * @description Never offered or used again. 404 MANDATE_NOT_FOUND; 409 MANDATE_IN_USE (a debit on it awaits the export: exclude it first), MANDATE_REVOKED. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); staff or admin (403 FORBIDDEN_ROLE for a viewer), with the session's `X-CSRF-Token` (403 CSRF_INVALID). Audited (`before`/`after`) in the same transaction.
     */
    post: operations['adminRevokeSepaMandate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List parking stays
     * @description Stays of one list, filtered by plate prefix and period (overlap), sorted (id as tie-break) and paged from 0: `open` (inside), `exit-missed` (a later entry closed it without an exit read, or the jobs did after parking.staleStayHours: closure by `system`, reason `exit-missed`), `closed-by-operator` (closed by hand), `unpaid-after-exit` (left owing money: priced by the walk-in tariff up to the exit minus what was paid; `amountDueCents` is the debt; only the newest 5000 candidates are priced, `capped` says when there were more). Each stay carries its walk-in price and what it owes. 400 PERIOD_INVALID. Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    get: operations['adminListParkingStays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stays/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close an open stay by hand
     * @description For a car that left without its exit being read (it holds a walk-in place until closed): the stay becomes `closed-by-operator` with the reason; a later exit read of the plate still closes it as `closed`. 404 PARKING_STAY_NOT_FOUND; 409 STAY_NOT_OPEN. Staff or admin (a viewer gets 403 FORBIDDEN_ROLE). Back-office call: operator session cookie (401 ADMIN_NOT_LOGGED_IN without); writes need X-CSRF-Token.
     */
    post: operations['adminCloseParkingStay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bill/{billId}/{secret}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A bill (JSON, PDF with .pdf, e-invoice with .xml)
     * @description The bill as JSON; with `.pdf` appended to the secret, the bill PDF (the ticket mail links it); with `.xml`, the bill as an EN 16931 e-invoice (XRechnung 3.0, CII syntax). 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.
     */
    get: operations['getBill'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Free places per slot
     * @description Free places per slot for the slots starting in [from, to) (default: the whole bookable window, at most 4500 slots). Lists only slots with a place taken; `capacity` null means unlimited. 400 RANGE_INVALID when from is not before to, 400 RANGE_TOO_LARGE beyond 4500 slots, 404 TEMPLATE_NOT_FOUND.
     */
    get: operations['getAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The session's payment outcome (poll)
     * @description The session's payment outcome: 200 once paid; 409 PAYMENT_PENDING while open (poll again); 424 PAYMENT_FAILED after failure or lapse; 404 NO_BOOKING. 409 and 424 carry `details.holdUntil` (when the hold ends; the client polls no longer). For SumUp and Mollie each poll asks the provider while the payment is open.
     */
    get: operations['getCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Booking options of the shop */
    get: operations['getBookingConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/order-terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the confirmation step states beside the order button
     * @description The VAT rate the prices include, the terms and privacy notice to link (a content page path or an https URL; null when the shop names none), and `ticketMail`: whether the shop really sends the ticket by e-mail.
     */
    get: operations['getOrderTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Companies the logged-in customer may book on account of
     * @description The active companies of the logged-in customer's active memberships, each with its cost centres not archived and the member's default cost centre (null when it has none or it is archived). Empty for a guest, an invited or a removed member.
     */
    get: operations['accountPaymentOptions'];
    put?: never;
    /**
     * Put the session's booking on the company's account
     * @description Settles the session's booking on the account of the logged-in customer's company (ADR 066): the permission and ticket mail come at once, no bill is issued (the company's monthly invoice is the bill), and a charge is recorded for that invoice. `companyId` chooses among several memberships (default: the first); `costCentreId` a cost centre of that company (default: the member's default). Repeating it answers the same charge. 401 NOT_LOGGED_IN; 403 COMPANY_NOT_MEMBER (no active membership, or the booking is not the account's); 404 NO_BOOKING, COST_CENTRE_NOT_FOUND (unknown or another company's); 400 COST_CENTRE_ARCHIVED; 409 COMPANY_NOT_ACTIVE, COMPANY_OVERDUE, COMPANY_OVER_LIMIT, WRONG_PAYMENT_METHOD (paid another way, or nothing to pay), PAYMENT_CLOSED (the hold lapsed).
     */
    post: operations['payOnAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/mandate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay the booking with a saved SEPA mandate
     * @description Pays the session's booking with a mandate saved earlier ('save for future payments') in this booking session with the same e-mail, or, in a session logged in as the account that owns both the booking and the mandate, with any of the account's saved mandates. 404 MANDATE_NOT_FOUND otherwise; 422 SEPA_AMOUNT_LIMIT, 409 SEPA_OPEN_DEBITS_LIMIT (risk limits).
     */
    post: operations['payBySavedMandate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/mandates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SEPA mandates this visitor may use again
     * @description Mandates this visitor may use again: saved in this booking session with the e-mail of its current booking, and, in a session logged in as the account that owns the current booking, the account's saved mandates (never by the booking's account alone: a reminder's renewal link is no login). IBANs are masked.
     */
    get: operations['listSavedMandates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report what the card widget said
     * @description What the card widget reported for the session's payment (e.g. outcome=success). Stored as a hint only; the server then asks the provider. 204; 404 NO_BOOKING.
     */
    post: operations['sendPaymentNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay again: a new payment for the session's failed booking
     * @description After a failed, cancelled or replaced payment, while the booking's hold lasts: a new payment for the same booking data (no new data entry), with the same price and hold end; answers like reserve, plus `templateId`, and sets a new session token. An open payment of the booking is answered again. 409 ALREADY_PAID (details = {permissionId, permissionSecret}) when the booking is paid; 409 HOLD_LAPSED after the hold (reserve again from the booking data); 409 BOOKED_OUT when the released place was taken meanwhile; 404 NO_BOOKING; 403 PASSWORD_CHANGE_REQUIRED while the logged-in account is still on its initial password; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR as for reserve.
     */
    post: operations['retryPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/payment/sepa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay the booking by SEPA direct debit (new mandate)
     * @description Pays the session's booking by SEPA direct debit with a new mandate (spec §7). Rules of spec §5: 400 IBAN_INVALID, BIC_INVALID (an empty BIC is filled from a German IBAN), ACCOUNT_NAME_INVALID (also: fewer than two letters in the SEPA character set), COUNTRY_INVALID (the booking's address country). Risk limits of the shop config: 422 SEPA_AMOUNT_LIMIT, 409 SEPA_OPEN_DEBITS_LIMIT. The permission is issued at once; the answer is the pre-notification. 404 NO_BOOKING, 409 WRONG_PAYMENT_METHOD or PAYMENT_CLOSED.
     */
    post: operations['payBySepa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price of a period
     * @description Price of a period in cents, from the tariff. 503 BOOKED_OUT (details = the price with bookedOut true) when the period overlaps `capacity` active bookings.
     */
    post: operations['calculatePrice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/reserve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hold a place and open its payment
     * @description Holds a place and opens a payment; sets the session cookie (`shop_session`, `__Host-shop_session` on https) with a new token on every call (the old one stops working). Repeating the session's pending booking (same template, start, slot count, contact and identifications) answers that same reservation and payment. 409 ALREADY_PAID (details = {permissionId, permissionSecret}, the ticket) when this session has already paid a booking of the same template, period and plate: no second payment is opened. 400 VAT_ID_INVALID or BUYER_REFERENCE_INVALID for a company's bad VAT ID or buyer reference (both are kept only with a company name and dropped without one; the bill's buyer carries them). 409 BOOKED_OUT when no place is left; a logged-in customer (portal on) books for the account: the mail is the account's whatever the body says, the stored contact is used unless `contactEdit` is set (or it lacks a field the template requires), and 409 BOOKING_LIMIT_REACHED (details.maxBookingCount) answers at maxBookingCount paid-and-running or held bookings; 403 PASSWORD_CHANGE_REQUIRED while the logged-in account is still on its initial password (nothing is held); 429 TOO_MANY_HOLDS (Retry-After) when the visitor already has `maxOpenHoldsPerClient` unpaid holds (a guest counted per session and client address, IPv6 by its /64, never per e-mail; a logged-in account per account), or already holds a capacity product `maxHoldsPerClientPerProduct` times (never more than a third of its places); 503 PROVIDER_UNAVAILABLE (or 502 PROVIDER_ERROR) when the payment provider cannot open the payment: the place is released, nothing can be charged, reserve again.
     */
    post: operations['reserve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/booking/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bookable products (templates) with their slot rules and tariffs
     * @description `site`: only the products valid at that car park (each template's `siteIds` names it; its page `/p/{siteId}` asks so); 404 SITE_NOT_FOUND for an id no site has, 400 VALIDATION for one that is no site id.
     */
    get: operations['listTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-invoice/{id}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company's monthly invoice (PDF or e-invoice XML)
     * @description `{secret}.pdf`: the Factur-X PDF; `{secret}.xml`: the XRechnung 3.0 (CII). 404 BILL_NOT_FOUND for an unknown id, a wrong secret or another suffix alike.
     */
    get: operations['getCompanyInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credit-note/{id}/{secret}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A credit note (JSON, PDF with .pdf, e-invoice with .xml)
     * @description A credit note (the cancellation of a bill, ADR 016) as JSON in the bill view's shape; with `.pdf` appended to the secret, its PDF; with `.xml`, its EN 16931 e-invoice (XRechnung 3.0, CII, type 381, naming the bill it cancels). Its own gap-free numbers; it names the bill it refers to and the credited net, VAT and gross. 404 BILL_NOT_FOUND for an unknown id or a wrong secret alike.
     */
    get: operations['getCreditNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness probe
     * @description Liveness: 200 while the process serves requests. Checks no dependency.
     */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness probe
     * @description Readiness: 200 when the database (and every other configured dependency) answers; 503 `NOT_READY` naming the failed ones in `details.failed`, or 503 `DRAINING` while the instance shuts down.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/access-decisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List barrier decisions
     * @description Every barrier decision with its reason and device, filtered by plate prefix, direction, allowed, reason, device and period (`from` inclusive, `to` exclusive), by decision time (newest first by default), paged from 0. 400 PERIOD_INVALID. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['listAccessDecisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/access-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List access devices
     * @description All devices, newest first, revoked ones included; never their keys. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['listAccessDevices'];
    put?: never;
    /**
     * Register an access device
     * @description Registers a plate camera, barrier or pay station. The answer carries its API key this one time; only its SHA-256 is stored (never in the audit log). `direction` limits what the device may send: an `entry` device sending an exit read or asking for an exit answers 403 DEVICE_DIRECTION_NOT_ALLOWED. `siteId` is the car park whose gate it serves: required in a shop of several car parks, the one car park when left out in a shop of one; a car park the shop does not have answers 400 SITE_UNKNOWN. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    post: operations['createAccessDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/access-devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an access device
     * @description Its key answers 401 from now on (at once, on every instance). Revoking again changes nothing. 404 ACCESS_DEVICE_NOT_FOUND. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    delete: operations['revokeAccessDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search bookings
     * @description Bookings by plate (prefix of the normalised plate), e-mail (prefix), name (prefix of first name, last name or company), period (overlapping `from`..`to`), template and status, all combined; sorted by `sort` with the id as tie-break; paged from 0, at most 100 a page. `total` is exact up to 10000; above, `totalCapped` is true. 400 PERIOD_INVALID when `from` is not before `to`. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['operatorSearchBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A booking with its payments, mails and bills
     * @description The booking, every payment with its whole history (status events and the provider inbox), the permission's mails (without bodies: they carry the ticket link), bills and credit notes. 404 BOOKING_NOT_FOUND. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['operatorGetBooking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Customer accounts
     * @description Customer accounts, newest first, paged (page from 0). `search` matches part of the e-mail, username or name. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body or `X-Requested-With` for POSTs (ADR 009).
     */
    get: operations['listCustomers'];
    put?: never;
    /**
     * Create a customer account
     * @description Creates a customer account. With `password`: the customer must change it at first login. Without: an invitation mail with a one-time set-password link (72 h). 409 CUSTOMER_EXISTS for a taken e-mail or username (case-insensitive); 417 PASSWORD_POLICY; 400 INVALID_MAIL / LICENSE_PLATE_INVALID. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body or `X-Requested-With` for POSTs (ADR 009).
     */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/customers/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block a customer account
     * @description Blocks the account: its login answers like wrong credentials, its sessions and open set-password links end at once. Blocking a blocked account changes nothing. 404 CUSTOMER_NOT_FOUND. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body or `X-Requested-With` for POSTs (ADR 009).
     */
    post: operations['blockCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/exports/bills.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bills of a period as CSV
     * @description Bills and credit notes closed in the period (credit notes with negative amounts): net, VAT rate, VAT, gross. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), 421 WRONG_HOST under a foreign Host name.
     */
    get: operations['operatorExportBillsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/exports/bookings.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bookings of a period as CSV
     * @description Bookings created in the period (by creation day): product, period, status, price, contact, plate, payment, bill number. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), 421 WRONG_HOST under a foreign Host name.
     */
    get: operations['operatorExportBookingsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/exports/datev.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month's sales as a DATEV Buchungsstapel
     * @description The month's bills and credit notes (by closing day) as a DATEV EXTF Buchungsstapel (version 700, category 21) for the tax adviser: one line per document, gross amount between the debit account and the revenue account of its VAT rate; credit notes with H. Numbers, accounts and encoding (Windows-1252 by default) from `accounting.datev` in the shop config; 409 ACCOUNTING_NOT_CONFIGURED without it or for a VAT rate without an account. Once a site has a cost centre (`sites[].costCentre`), each line carries its site's in KOST1 (column 37; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), 421 WRONG_HOST under a foreign Host name.
     */
    get: operations['operatorExportDatev'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/exports/payments.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments of a period as CSV
     * @description Payments started in the period: provider, method, amount, status, paid at, bill number. `;`-separated, decimal comma, UTF-8 with BOM, CRLF, times in the shop's time zone (docs/operations/exports.md). `from`/`to` are calendar days in the shop's time zone, both included, at most 367 days (400 PERIOD_INVALID otherwise). A shop with several sites adds a last column Standort (the site id; empty for a product valid at several sites). `site` narrows the file to one site's rows; an operator limited to sites gets only theirs (404 NOT_FOUND for another or an unknown site). Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), 421 WRONG_HOST under a foreign Host name.
     */
    get: operations['operatorExportPaymentsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/ignored-reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List plate reads kept but not used
     * @description Plate reads stamped more than parking.maxReadAgeHours (default 72) before the shop's clock when they arrived: stored with their device, but they made no stay and no debt (`reason: too-old`; check that device's clock). Newest arrival first, paged from 0. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['listIgnoredAccessReads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a back-office operator
     * @description Creates a back-office operator (admin, staff or viewer) and answers its one-time set-password link `PUBLIC_URL/admin/set-password?token=…` (72 h). Bootstrap only: 409 OPERATORS_BOOTSTRAPPED once an active admin with a password exists (then admins create operators in the back office, `npm run operator` covers the rest). 409 OPERATOR_EXISTS. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without), JSON body (ADR 009).
     */
    post: operations['operatorCreateOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mails kept without SMTP
     * @description Mails kept without SMTP_URL, newest first. Each read is audited (`mail.outbox.read` with the mail ids). Needs `Authorization: Bearer $OPERATOR_TOKEN`; without OPERATOR_TOKEN a local shop answers the machine itself on its operator port only (127.0.0.1:OPERATOR_PORT, never PORT), a public shop nobody. 421 WRONG_HOST under a foreign Host name.
     */
    get: operations['listOutboxMails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payments/refunds-due': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments to refund by hand
     * @description Payments to refund by hand at the provider, with the reason: paid after their hold lapsed when the place was already taken (`late-place-taken`), or reported paid with another amount or currency than ours (`amount-mismatch`, `amount-missing`, `currency-mismatch`), or a customer cancellation whose refund the provider could not take (`cancellation:demo`, `cancellation:sepa-exported`, `cancellation:provider-refused`, `cancellation:provider-unavailable`; amountCents is the refund, creditNoteId its credit note). Needs `Authorization: Bearer $OPERATOR_TOKEN`.
     */
    get: operations['listRefundsDue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sepa-exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export the due SEPA debits (pain.008)
     * @description Puts every SEPA collection not yet exported (nor excluded) into a new batch and answers its pain.008.001.08 XML (201, Location of the batch); 204 when nothing is due. 409 WRONG_PAYMENT_METHOD when no SEPA creditor is configured. The file is checked against the EPC SEPA Core rules first: 422 SEPA_FILE_INVALID with `details.collections` (collectionId, endToEndId, problems) names the debits at fault, nothing is saved; exclude them and export again. Audited (`sepa.batch.create`, actor token). Needs `Authorization: Bearer $OPERATOR_TOKEN` and, against cross-site forms, `X-Requested-With` (any value) or a JSON body (403 CROSS_SITE otherwise); 421 WRONG_HOST under a foreign Host name.
     */
    post: operations['createSepaExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sepa-exports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A bank export made earlier
     * @description A bank export made earlier, again (pain.008.001.08 XML); audited (`sepa.batch.download`, actor token). 404 EXPORT_NOT_FOUND.
     */
    get: operations['getSepaExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sepa/collections/{id}/exclude': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a debit out of the bank export
     * @description Takes a debit the file check refused out of the bank export, with a reason (JSON `{reason}`). It is never exported; its payment fails with `sepa-excluded` (the money was never collected) and is listed by GET /api/operator/sepa/collections/excluded. Repeating it changes nothing. Audited (`sepa.collection.exclude`, actor token). 404 COLLECTION_NOT_FOUND, 409 COLLECTION_EXPORTED.
     */
    post: operations['excludeSepaCollection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sepa/collections/excluded': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Debits taken out of the bank export
     * @description Debits taken out of the bank export (never collected), newest first: the bookings to follow up (another way to pay, or cancel the ticket and bill by hand).
     */
    get: operations['listExcludedSepaCollections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/stays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List parking stays
     * @description Stays of one list, filtered by plate prefix and period (overlap), sorted (id as tie-break) and paged from 0: `open` (inside), `exit-missed` (a later entry closed it without an exit read, or the jobs did after parking.staleStayHours: closure by `system`, reason `exit-missed`), `closed-by-operator` (closed by hand), `unpaid-after-exit` (left owing money: priced by the walk-in tariff up to the exit minus what was paid; `amountDueCents` is the debt; only the newest 5000 candidates are priced, `capped` says when there were more). Each stay carries its walk-in price and what it owes. 400 PERIOD_INVALID. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    get: operations['listParkingStays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/stays/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close an open stay by hand
     * @description For a car that left without its exit being read (it holds a walk-in place until closed): the stay becomes `closed-by-operator` with the reason; a later exit read of the plate still closes it as `closed`. 404 PARKING_STAY_NOT_FOUND; 409 STAY_NOT_OPEN. Operator call: `Authorization: Bearer $OPERATOR_TOKEN` (401 without).
     */
    post: operations['closeParkingStay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A content page of the shop (imprint, terms, ...) */
    get: operations['getPageData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The home page's lead: address, opening hours, open now, walk-in places free
     * @description Not in the spec (ADR 050). `freePlaces` is parking.capacity less the walk-ins inside, from the barrier's memory (no query per request), null without a walk-in capacity; a count only. Cached 30 s.
     */
    get: operations['getSiteInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/styling': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shop name, colours, logo and texts of the start page */
    get: operations['getStyling'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/mollie/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mollie webhook
     * @description Mollie payment status change (`webhookUrl` of each payment): form-encoded `id=tr_...`. The payment is then fetched from Mollie.
     */
    post: operations['receiveMollieWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sumup/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SumUp webhook
     * @description SumUp checkout status change (`return_url` of each checkout): JSON `{event_type, id}`. The checkout is then fetched from SumUp.
     */
    post: operations['receiveSumupWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permission/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The outcome of the session's payment by plate (/checkout/renew)
     * @description processing while the payment is open (the provider is asked, as for /api/booking/checkout), failed after failure or lapse, paid with the bill (receipt), or none when the session's last pay owed nothing. 404 NO_BOOKING without a payment by plate in this session; 404 NOT_FOUND when guest renewal is off.
     */
    get: operations['renewalCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permission/find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What a licence plate owes for its parking stay now
     * @description Guest renewal (pay by plate): the plate's open stay (or one that left less than payAfterExitHours ago and still owes) priced with the walk-in tariff up to now (every tariff step started, the current one in full); `paidUntil` is the exit-by time once paid: the end of that step, at least now + parking.leaveMinutes (the minutes to drive out are free). `paidFrom` is the entry or the end of what was already paid; every time in the answer is rounded down to 5 minutes. A permission covers the stay only from its start less parking.earlyArrivalMinutes: when it covers now but the stay began earlier, the time before is priced with the walk-in tariff and `coveredLater` is set (from when the permission covers is not answered). Every plate that owes nothing (covered by a permission, paid up, within the free minutes) gets the same answer: price 0, alreadyPaid false, paidFrom = paidUntil = now (rounded); a permit's dates are never answered (ADR 033). Only the session that paid the stay (its session cookie) is answered alreadyPaid true with the stay's paid-until. A stay of a fleet plate whose company is in good standing (active, no overdue invoice, within its credit limit; ADR 066) goes on the company's account: price 0, `onAccount.companyName` names the company, the car may leave (the exit barrier opens with the reason account); a stay that has left is on account when its exit read charged it to a company, whatever the company's standing is now; a plate of a suspended, overdue or over-limit company is priced as any other. No personal data. 404 STAY_NOT_FOUND when there is nothing for the plate; 404 NOT_FOUND when the shop does not accept guest renewal; 429 RATE_LIMITED beyond the plateLookup limit per address, 429 PLATE_LOOKUP_LIMIT (Retry-After) when the plate was looked up from PLATE_LOOKUPS_PER_HOUR other addresses within the hour.
     */
    post: operations['findPermissionByPlate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permission/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pays a licence plate's parking stay (a walk-in booking)
     * @description Quotes the plate again at this moment and opens a payment for the difference through the shop's payment provider, as a walk-in booking that becomes the session's current booking (sets the session cookie like reserve; GET /api/booking/checkout and the SEPA calls work for it). Once paid the stay is paid until `paidUntil` (the exit-by time, as in find), a receipt mail with the bill goes to `contact.mail`, and the barrier lets the plate out. Nothing owed (already paid, covered, free minutes, or a fleet plate on its company's account as in find): priceToBePaid 0, paymentMethod None, no payment, paidFrom = paidUntil = now rounded down to 5 minutes (the times of an owed stay are rounded likewise). 400 INVALID_MAIL; 404 STAY_NOT_FOUND; 429 PLATE_LOOKUP_LIMIT as for find; 404 NOT_FOUND when guest renewal is off; 429 TOO_MANY_HOLDS; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR.
     */
    post: operations['payPermissionByPlate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renewal-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A reminder mail's one-click renewal
     * @description Uses the single-use token of a reminder or renewal-failure mail (issue 19, ADR 044): holds the permit's next period (from its end, as long, at the current tariff) as the session's booking with an open payment and answers it like `POST /api/booking/retry` (the payment screen shows it; nothing is charged until the driver pays). The held booking belongs to the permit's account only when the session is logged in as that account (and may act); otherwise it is a guest's booking (no account, no saved mandates of the account). Sets the session cookie with a new token. 410 TOKEN_GONE for an unknown, used, expired or foreign link; 409 RENEWAL_UNAVAILABLE when the permit has ended, was cancelled or its product is no longer sold; 409 BOOKED_OUT; 503 PROVIDER_UNAVAILABLE / 502 PROVIDER_ERROR as for reserve.
     */
    post: operations['useRenewalLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The car parks: entrance, opening hours, open now, free places, products, cheapest price
     * @description In the shop's order; a one-site shop answers its one site. Not in the spec (ADR 060). Names and directions in `lang` (default: the shop's language). `freePlaces` is the site's walk-in capacity less the walk-ins inside, from the barrier's memory, null when the site counts none; a count only. `priceFrom` is the lowest `priceFrom` of the products on sale valid there (GET /api/booking/config). Cached 30 s. The answer carries an ETag: a request whose If-None-Match names it answers 304 while the list, the free places and open-now are unchanged.
     */
    get: operations['listSites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One car park
     * @description 404 SITE_NOT_FOUND for an id no site has. Not in the spec (ADR 060). Names and directions in `lang` (default: the shop's language). `freePlaces` is the site's walk-in capacity less the walk-ins inside, from the barrier's memory, null when the site counts none; a count only. `priceFrom` is the lowest `priceFrom` of the products on sale valid there (GET /api/booking/config). Cached 30 s.
     */
    get: operations['getSite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ticket/{permissionId}/{secret}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A ticket (JSON, PDF with .pdf, calendar event with .ics)
     * @description The ticket as JSON; with `.pdf` appended to the secret, the one-page PDF; with `.ics`, the period as an iCalendar event (times in UTC). 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike.
     */
    get: operations['getTicket'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ticket/{permissionId}/{secret}.pkpass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ticket as an Apple Wallet pass
     * @description A signed `.pkpass` (pass.json, images, manifest.json, signature) of the ticket as it stands; a cancelled ticket gives a voided pass without barcode. 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike; 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.
     */
    get: operations['getApplePass'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ticket/{permissionId}/{secret}/wallet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the ticket can be added to a wallet
     * @description The Apple pass download and the signed "Save to Google Wallet" link, each only where the shop is configured for it (empty without wallet keys). 404 TICKET_NOT_FOUND for an unknown id or a wrong secret alike.
     */
    get: operations['getWalletLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/apple/v1/devices/{deviceId}/registrations/{passTypeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The passes of a phone changed since a tag
     * @description The serial numbers of the phone's passes of this type changed after `passesUpdatedSince` (all without it) and the tag to ask with next time; 204 when none. 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.
     */
    get: operations['listUpdatedPasses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/apple/v1/devices/{deviceId}/registrations/{passTypeId}/{serial}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A phone asks to hear of a pass’s changes
     * @description 201 for a new registration, 200 when the phone was registered already (its push token is updated). The phone authenticates with `Authorization: ApplePass <authenticationToken>` of the pass; 401 UNAUTHORIZED for a wrong or missing token, an unknown pass or pass type. 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.
     */
    post: operations['registerPassDevice'];
    /**
     * A phone no longer holds the pass
     * @description 200 also when it was not registered. The phone authenticates with `Authorization: ApplePass <authenticationToken>` of the pass; 401 UNAUTHORIZED for a wrong or missing token, an unknown pass or pass type. 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.
     */
    delete: operations['unregisterPassDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/apple/v1/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A phone reports problems with a pass
     * @description Written to the server log (warn); nothing is stored.
     */
    post: operations['logPassErrors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/apple/v1/passes/{passTypeId}/{serial}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest version of a pass
     * @description The pass as its ticket stands now, with Last-Modified; 304 when unchanged since If-Modified-Since. The phone authenticates with `Authorization: ApplePass <authenticationToken>` of the pass; 401 UNAUTHORIZED for a wrong or missing token, an unknown pass or pass type. 404 WALLET_NOT_CONFIGURED when the shop has no Apple pass certificate.
     */
    get: operations['getLatestPass'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the customer's password
     * @description Changes the password (also while a change is required). 401 WRONG_OLD_PASSWORD, counted like a failed login (429 LOGIN_LOCKED); the session's 5th wrong old password ends the session: 401 PASSWORD_SESSION_ENDED (log in again). 429 RATE_LIMITED / 503 LOGIN_BUSY as for the login; 417 PASSWORD_POLICY (details.problems: length, upper, lower, digit, common, personal); 403 NOT_LOGGED_IN without a logged-in session. Ends the customer's other sessions.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a sign-up and log in
     * @description Confirms the account with the confirmation link's token and the password chosen at sign-up, then logs in (new session, as /auth/login). 410 TOKEN_GONE for an expired, used or unknown link; 403 WRONG_CREDENTIALS for a wrong password (counted like a failed login; the link stays usable); 429 LOGIN_LOCKED / RATE_LIMITED, 503 LOGIN_BUSY as for the login.
     */
    post: operations['confirmSignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password reset link
     * @description Always 204, whether the e-mail has an account or not; an active account gets a one-time reset link (1 h) at `PUBLIC_URL/set-password?token=...`, unless it had LINKS_PER_HOUR (default 3) links in the last hour (the answer is the same).
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's login state
     * @description The caller's login state; always 200. Logged out (or the customer shop off): `{loggedIn:false, username:"", requirePasswordChange:false}`.
     */
    get: operations['getAuthInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log a customer in
     * @description Logs in with a NEW session (new cookie token; the old one is dead, a held booking of the guest session moves along). 403 WRONG_CREDENTIALS for a wrong password, an unknown user or a blocked account alike. 429 LOGIN_LOCKED with Retry-After after 10 failures in 15 minutes for this account from this address (15 minutes), or while this address waits after its failures beyond 10 in 15 minutes (1 s doubling up to 60 s per further failure). 429 RATE_LIMITED while this address has HASH_PER_ADDRESS password checks under way; 503 LOGIN_BUSY with Retry-After while HASH_QUEUE_MAX checks wait. 404 when the customer shop is off.
     */
    post: operations['customerLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out
     * @description Ends the session (its cookie token is dead) and clears the cookie. Always 204.
     */
    post: operations['customerLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the password with a link token
     * @description Sets the password with the token of an invitation or reset link; proves the e-mail (earlier guest bookings with it join the account) and ends every session of the account. 410 TOKEN_GONE for an expired or used link; 417 PASSWORD_POLICY (the link stays usable). Log in afterwards.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A driver opens an account
     * @description Always 204 for a valid e-mail and password, whether the e-mail has an account or not (no enumeration): a new e-mail gets a confirmation link (24 h) at `PUBLIC_URL/confirm-account?token=...`, an existing account a mail that says so with a reset link, a blocked one nothing; at most LINKS_PER_HOUR links per account and hour. 400 INVALID_MAIL; 417 PASSWORD_POLICY (details.problems). 429 RATE_LIMITED / 503 LOGIN_BUSY as for the login (the password is hashed before the answer). 404 when the customer shop or options.enableSignUp is off.
     */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/demo-pay/{paymentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Settle a demo payment (Pay or Fail)
     * @description Settles a demo payment (form-encoded outcome=paid|failed) and redirects to /checkout, or /checkout/renew for a payment by plate (303).
     */
    post: operations['settleDemoPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manifest.webmanifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop as an app: the styling's website name, the theme's colour, the favicon */
    get: operations['getWebManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/bill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's bills and credit notes
     * @description Bills and credit notes of the customer's bookings, newest first, paged (kind bill or creditNote; a credit note names the bill it refers to). The bill page is /bill/{_id}/{secret} (JSON at /api/bill/{_id}/{secret}); pdfUrl is the PDF (credit notes: /api/credit-note/{_id}/{secret}.pdf). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['listMyBills'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's companies
     * @description The companies the customer is an active member of, with the role and the live cost centres; `selfSignUp`: whether the shop lets customers sign a company up (companies.selfSignUp). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['getMyCompanies'];
    put?: never;
    /**
     * Sign a company up
     * @description The customer signs a company up and becomes its admin. The company is `pending` until the operator approves it and gets the next free DATEV debitor account. 404 NOT_FOUND while companies.selfSignUp is off. 400 COUNTRY_INVALID, VAT_ID_INVALID (EU format per country), BUYER_REFERENCE_INVALID (a Leitweg-ID must pass its check digits; else an order reference of up to 100 characters), INVALID_MAIL. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['signUpCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A company with its members, plates and cost centres
     * @description Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['getMyCompany'];
    /**
     * Change the company's invoice data
     * @description Address, VAT ID, buyer reference, invoice mail and one invoice per company or per cost centre. 400 COUNTRY_INVALID, VAT_ID_INVALID (EU format per country), BUYER_REFERENCE_INVALID (a Leitweg-ID must pass its check digits; else an order reference of up to 100 characters), INVALID_MAIL. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['updateMyCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/cost-centres': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a cost centre
     * @description 409 COST_CENTRE_EXISTS when the company has one with this code (archived ones too). Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['addCostCentre'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/cost-centres/{costCentreId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Rename a cost centre
     * @description 404 COST_CENTRE_NOT_FOUND (also for an archived one). Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['renameCostCentre'];
    post?: never;
    /**
     * Archive a cost centre
     * @description Kept for past invoices, offered no more; members whose default it was get none. 404 COST_CENTRE_NOT_FOUND. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    delete: operations['archiveCostCentre'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a member by e-mail
     * @description Sends an invitation mail with a single-use link (valid 7 days) to the e-mail. A second invitation of an e-mail that has not accepted yet refreshes the first (new role and cost centre; the older link dies). 400 INVALID_MAIL; 404 COST_CENTRE_NOT_FOUND for a default cost centre the company has not (or archived); 409 COMPANY_MEMBER_ACTIVE when the e-mail is a member already; 429 LINK_LIMIT after 3 links to one member in an hour; 429 RATE_LIMITED beyond RATE_LIMIT_COMPANY_INVITE a minute. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['inviteCompanyMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/members/{memberId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a member's role
     * @description 409 COMPANY_LAST_ADMIN when the company's last active admin would become a member; 404 COMPANY_MEMBER_NOT_FOUND. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['setCompanyMemberRole'];
    post?: never;
    /**
     * Remove a member
     * @description The member (or the open invitation) ends: no more booking on the company's account; their invitation link dies. The row stays for past invoices. 409 COMPANY_LAST_ADMIN for the last active admin; 404 COMPANY_MEMBER_NOT_FOUND. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    delete: operations['removeCompanyMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/plates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a plate to the fleet
     * @description Normalised; matched by its plate key. A plate already in this fleet answers as it is. 400 LICENSE_PLATE_INVALID; 409 FLEET_PLATE_TAKEN when the plate is in another company's fleet. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['addFleetPlate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/companies/{id}/plates/{plateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a plate from the fleet
     * @description 404 FLEET_PLATE_NOT_FOUND. Only an active admin member of the company; another company's id, and a plain member, answer 404 COMPANY_NOT_FOUND. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    delete: operations['removeFleetPlate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/company-invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a company's invitation
     * @description The token of the invitation mail. Only the account whose e-mail was invited may accept: another account gets 403 INVITATION_OTHER_MAIL (the link stays usable for its owner). 404 INVITATION_INVALID for an unknown, used or expired link, or a membership removed meanwhile. The link works once. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['acceptCompanyInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/company/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The invoices of the companies the customer is an admin of
     * @description Newest first, with the links of their PDF and XML. Empty for a customer who is no admin of a company (a member sees none). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['listMyCompanyInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/company/mandate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's SEPA B2B mandate in force
     * @description The mandate in force (IBAN masked), or null. For the company the customer is an admin of (404 NOT_FOUND for a customer who is none). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['getMyCompanyMandate'];
    /**
     * Sign a SEPA B2B mandate for the company
     * @description A new B2B mandate with the shop's creditor ID; it replaces (revokes) the one before. 400 IBAN_INVALID, BIC_INVALID or ACCOUNT_NAME_INVALID; 409 WRONG_PAYMENT_METHOD without a SEPA creditor. For the company the customer is an admin of (404 NOT_FOUND for a customer who is none). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['signMyCompanyMandate'];
    post?: never;
    /**
     * Revoke the company's SEPA B2B mandate
     * @description 404 MANDATE_NOT_FOUND when none is in force; invoices issued afterwards are paid by transfer. For the company the customer is an admin of (404 NOT_FOUND for a customer who is none). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    delete: operations['revokeMyCompanyMandate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes the account (GDPR Art. 17)
     * @description Confirmed by the current password (401 WRONG_OLD_PASSWORD). The account is anonymised and blocked, its bookings lose contact data and plates, its mandates are revoked, every session of it ends (the cookie is cleared) and no login works any more. Bills and credit notes keep their buyer for ten years (§ 147 AO). 409 MANDATE_IN_USE while a debit on one of its mandates awaits the bank export.
     */
    post: operations['eraseMyAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's data as JSON or CSV (GDPR Art. 15, 20)
     * @description The account, its bookings, bills and credit notes, mandates (IBAN masked) and plates, as an attachment (format=json, the default, or csv). Needs a logged-in session (401 NOT_LOGGED_IN).
     */
    get: operations['exportMyData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's account
     * @description The account's contact (its mail is the login), the most complete contact level it satisfies (contactDetails: FullData, NameAndMail or MailOnly), and the stored licence plates. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['getMyAccount'];
    /**
     * Save the customer's contact and plates
     * @description Saves the contact and (when given) the licence plates (normalised, duplicates dropped). The mail stays the account's: a different one is ignored. 400 COUNTRY_INVALID, LICENSE_PLATE_INVALID, VAT_ID_INVALID, BUYER_REFERENCE_INVALID (a company's VAT ID and buyer reference; both are dropped without a company name). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['updateMyAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/plates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the customer's plates and their names
     * @description Replaces the account's plate list (at most 10, in the given order) and the driver's names for them; plates are normalised and a plate matching an earlier one (same key) is dropped. Answers the saved list. 400 LICENSE_PLATE_INVALID. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['updateMyPlates'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reminder mails the customer gets
     * @description Which reminder mails the logged-in customer gets (issue 19): the mail some days before a permit ends (with the one-click renewal) and the mail when a renewal's payment fails. Both are on until switched off. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['getReminderSettings'];
    /**
     * Switches reminder mails on or off
     * @description Which reminder mails the logged-in customer gets (issue 19): the mail some days before a permit ends (with the one-click renewal) and the mail when a renewal's payment fails. Both are on until switched off. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    put: operations['setReminderSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/customer/security-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's last logins
     * @description The last logins, failed logins (wrong password for this account), password changes and resets, newest first (at most 20): time, browser and system, and the address with its host part masked. 401 NOT_LOGGED_IN; 403 PASSWORD_CHANGE_REQUIRED.
     */
    get: operations['getMySecurityLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/mandates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's SEPA mandates
     * @description The account's SEPA mandates not revoked (signed in a booking made while logged in), newest first, paged; IBANs masked. The SEPA form of any later booking of the account offers them. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['listMyMandates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/mandates/{mandateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke one of the customer's SEPA mandates
     * @description Revokes the account's mandate: never offered or used again. 409 MANDATE_IN_USE while a debit on it awaits the bank export; 404 MANDATE_NOT_FOUND for an unknown, revoked or another customer's mandate alike. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    delete: operations['revokeMyMandate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/permission/active/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many of the customer's permissions are running
     * @description How many of the customer's bookings count against maxBookingCount of /api/booking/config, as the reserve counts them: paid and not yet over, or held and within their hold (a hold of the calling session is left out: its next reserve replaces it). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['countMyActivePermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/permission/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel one of the customer's permissions
     * @description Cancels the customer's permission (body: the permission, only _id is read) by its template's cancellation rule (docs/operations/portal.md): the place is free at once, the ticket is no longer valid, the refund goes back through the provider (Mollie, SumUp), a SEPA debit not yet exported is reduced or dropped, anything else goes on the operator's refunds-due list (refund.status due). A credit note is issued (null for a free booking) and the customer is mailed. 409 CANCELLATION_NOT_POSSIBLE (rule, too late, already cancelled); 404 PERMISSION_NOT_FOUND for an unknown id and another customer's alike. Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    post: operations['cancelMyPermission'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sapi/permission/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's permissions
     * @description The customer's permissions (paid bookings made by the account), paged (page from 0, limit 1-200, default 50). order: start, end, name (a leading - sorts descending; default -start). search: a plate or a product name. filter.active=true: paid and not yet over; false: over or cancelled. filter.templateId. computed.cancellationPossible applies the template's cancellation rule now and computed.refundCents is what a cancel now would pay back (the cancel dialog states it before the driver confirms); nextStart is where a continuation ("Verlängern") starts; ticketUrl is the ticket page. In a shop with several car parks, site names the car park of the booking, or validAt the car parks a city-wide permit is valid at (both absent in a one-site shop). Needs a logged-in session (401 NOT_LOGGED_IN); 403 PASSWORD_CHANGE_REQUIRED until the password is changed; 404 NOT_FOUND while options.enableCustomerShop is off.
     */
    get: operations['listMyPermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAccessAllowlist: {
    parameters: {
      query?: {
        since?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cursor: string;
            entries: {
              plate: string;
              revoked: boolean;
              /** Format: date-time */
              validFrom: string;
              /** Format: date-time */
              validUntil: string;
            }[];
            full: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  authorizeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'entry' | 'exit';
          plate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allowed: boolean;
            displayText: string;
            /** @enum {string} */
            reason:
              'permission' | 'paid' | 'free-minutes' | 'capacity' | 'full' | 'unpaid' | 'no-stay' | 'account';
            /** Format: date-time */
            validUntil: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  postAccessEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confidence?: number;
          /** @enum {string} */
          direction: 'entry' | 'exit';
          eventId: string;
          /** Format: date-time */
          occurredAt: string;
          plate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            duplicate: boolean;
            eventId: string;
            /**
             * @description too-old: stamped more than parking.maxReadAgeHours before the shop clock; stored, no stay
             * @enum {string}
             */
            ignored?: 'too-old';
            stayId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListAccessDecisions: {
    parameters: {
      query?: {
        /** @description Only allowed (true) or refused (false) decisions */
        allowed?: 'true' | 'false';
        deviceId?: string;
        direction?: 'entry' | 'exit';
        /** @description Decided at or after this instant */
        from?: string;
        limit?: number;
        /** @description By decision time */
        order?: 'asc' | 'desc';
        page?: number;
        /** @description Start of the licence plate (normalised like stays) */
        plate?: string;
        reason?:
          'permission' | 'paid' | 'free-minutes' | 'capacity' | 'full' | 'unpaid' | 'no-stay' | 'account';
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        /** @description Decided before this instant */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              allowed: boolean;
              bookingId: string | null;
              /** Format: date-time */
              decidedAt: string;
              deviceId: string | null;
              deviceName: string | null;
              /** @enum {string} */
              direction: 'entry' | 'exit';
              id: number;
              plate: string;
              plateKey: string;
              /** @enum {string} */
              reason:
                | 'permission'
                | 'paid'
                | 'free-minutes'
                | 'capacity'
                | 'full'
                | 'unpaid'
                | 'no-stay'
                | 'account';
              stayId: string | null;
              /** Format: date-time */
              validUntil: string | null;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListAccessDevices: {
    parameters: {
      query?: {
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            direction: 'entry' | 'exit' | 'both';
            id: string;
            /** Format: date-time */
            lastSeenAt: string | null;
            name: string;
            /** Format: date-time */
            revokedAt: string | null;
            siteId: string;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateAccessDevice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'entry' | 'exit' | 'both';
          name: string;
          siteId?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKey: string;
            id: string;
            siteId: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminRevokeAccessDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminAuditLog: {
    parameters: {
      query?: {
        /** @description Exact, or a prefix ending in `.` (e.g. `auth.`) */
        action?: string;
        /** @description The actor's name, exact (case-insensitive) */
        actor?: string;
        entity?: string;
        entityId?: string;
        /** @description At or after this instant */
        from?: string;
        /** @description By time (and id) */
        order?: 'asc' | 'desc';
        page?: number;
        pageSize?: number;
        /** @description Before this instant */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              action: string;
              actorId: string | null;
              /** @enum {string} */
              actorKind: 'operator' | 'token' | 'cli';
              actorName: string;
              address: string | null;
              after: unknown;
              at: string;
              before: unknown;
              entity: string;
              entityId: string | null;
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          newPassword: string;
          oldPassword: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          username: string;
        };
      };
    };
    responses: {
      /** @description The back-office session's operator and state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Send it as `X-CSRF-Token` with every write of this session (it changes with the session) */
            csrfToken: string;
            /** @description The session ends after this many minutes without a call */
            idleMinutes: number;
            operator: {
              id: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              totpEnabled: boolean;
              username: string;
            };
            /** @description The shop's car parks this operator may choose (the site switcher; one entry: no switcher) */
            sites: {
              id: string;
              name: string;
            }[];
            /** @enum {string} */
            stage: 'totp' | 'enrol' | 'active';
            /** @description stage is `totp`: send the code to POST /api/admin/auth/totp */
            totpRequired: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The back-office session's operator and state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Send it as `X-CSRF-Token` with every write of this session (it changes with the session) */
            csrfToken: string;
            /** @description The session ends after this many minutes without a call */
            idleMinutes: number;
            operator: {
              id: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              totpEnabled: boolean;
              username: string;
            };
            /** @description The shop's car parks this operator may choose (the site switcher; one entry: no switcher) */
            sites: {
              id: string;
              name: string;
            }[];
            /** @enum {string} */
            stage: 'totp' | 'enrol' | 'active';
            /** @description stage is `totp`: send the code to POST /api/admin/auth/totp */
            totpRequired: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminSetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Gone: {code, message, details?} */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminLoginTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The back-office session's operator and state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Send it as `X-CSRF-Token` with every write of this session (it changes with the session) */
            csrfToken: string;
            /** @description The session ends after this many minutes without a call */
            idleMinutes: number;
            operator: {
              id: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              totpEnabled: boolean;
              username: string;
            };
            /** @description The shop's car parks this operator may choose (the site switcher; one entry: no switcher) */
            sites: {
              id: string;
              name: string;
            }[];
            /** @enum {string} */
            stage: 'totp' | 'enrol' | 'active';
            /** @description stage is `totp`: send the code to POST /api/admin/auth/totp */
            totpRequired: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminTotpConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The back-office session's operator and state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Send it as `X-CSRF-Token` with every write of this session (it changes with the session) */
            csrfToken: string;
            /** @description The session ends after this many minutes without a call */
            idleMinutes: number;
            operator: {
              id: string;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              totpEnabled: boolean;
              username: string;
            };
            /** @description The shop's car parks this operator may choose (the site switcher; one entry: no switcher) */
            sites: {
              id: string;
              name: string;
            }[];
            /** @enum {string} */
            stage: 'totp' | 'enrol' | 'active';
            /** @description stage is `totp`: send the code to POST /api/admin/auth/totp */
            totpRequired: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminTotpSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A code of the current secret (renewal only) */
          code?: string;
          /** @description The current password (renewal only) */
          password?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The same secret in base32, for typing it in by hand */
            secret: string;
            /** @description otpauth:// URI for the QR code */
            uri: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminSearchBookings: {
    parameters: {
      query?: {
        /** @description Bookings that end after this instant (period overlap) */
        from?: string;
        /** @description true: also unpaid holds that lapsed, left out by default (asking for status lapsed shows them too) */
        lapsed?: 'true' | 'false';
        /** @description Start of the e-mail address (case-insensitive) */
        mail?: string;
        /** @description Start of the first name, last name or company (case-insensitive) */
        name?: string;
        order?: 'asc' | 'desc';
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description Start of the licence plate; spaces, hyphens, dots and case are ignored ("B-AB 1" finds B-AB 123) */
        plate?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        sort?: 'createdAt' | 'startsAt' | 'price' | 'status';
        status?: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
        templateId?: string;
        /** @description Bookings that start before this instant (period overlap) */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              attempts: number;
              billNumber: number | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              endsAt: string;
              id: string;
              mail: string | null;
              name: string | null;
              paymentMethod: string | null;
              paymentStatus: string | null;
              plate: string | null;
              priceCents: number;
              /** Format: date-time */
              startsAt: string;
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
              templateId: string;
              templateName: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminGetBooking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bills: {
              closingDate: string;
              grossCents: number;
              id: string;
              netCents: number;
              number: number;
              paymentMethod: string;
              pdfUrl: string;
              vatCents: number;
              vatRateBasisPoints: number;
            }[];
            booking: {
              attempts: number;
              billNumber: number | null;
              /** Format: date-time */
              cancelledAt: string | null;
              contact: {
                address?: {
                  buildingNumber?: string;
                  city?: string;
                  co?: string;
                  country?: string;
                  streetName?: string;
                  zipCode?: string;
                };
                /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
                buyerReference?: string;
                companyName?: string;
                firstName?: string;
                lastName?: string;
                mail?: string;
                /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
                vatId?: string;
              };
              /** Format: date-time */
              createdAt: string;
              customerId: string | null;
              /** Format: date-time */
              endsAt: string;
              /** Format: date-time */
              holdUntil: string | null;
              id: string;
              identifications: {
                code: string;
                /** @enum {string} */
                source: 'visual' | 'rfid' | 'lp' | 'ticket';
              }[];
              language: string;
              mail: string | null;
              name: string | null;
              paymentMethod: string | null;
              paymentStatus: string | null;
              permissionId: string | null;
              plate: string | null;
              priceCents: number;
              slotCount: number;
              /** Format: date-time */
              startsAt: string;
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
              templateId: string;
              templateName: string;
              ticketCode: string | null;
            };
            creditNotes: {
              billId: string;
              closingDate: string;
              grossCents: number;
              id: string;
              netCents: number;
              number: number;
              pdfUrl: string;
              refundMethod: string;
              refundReason: string | null;
              refundStatus: string;
              vatCents: number;
              vatRateBasisPoints: number;
            }[];
            earlierAttempts: {
              bookingId: string;
              /** Format: date-time */
              createdAt: string;
              payments: {
                amountCents: number;
                /** Format: date-time */
                createdAt: string;
                events: {
                  /** Format: date-time */
                  createdAt: string;
                  id: number;
                  payload: unknown;
                  providerEventId: string | null;
                  source: string;
                  status: string;
                }[];
                id: string;
                inbox: {
                  amountCents: number | null;
                  authoritative: boolean;
                  id: number;
                  kind: string;
                  payload: unknown;
                  /** Format: date-time */
                  receivedAt: string;
                  status: string | null;
                }[];
                method: string | null;
                provider: string;
                providerRef: string | null;
                status: string;
                statusReason: string | null;
                /** Format: date-time */
                updatedAt: string;
              }[];
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
            }[];
            mails: {
              attempts: number;
              /** Format: date-time */
              createdAt: string;
              id: string;
              kind: string;
              lastError: string | null;
              recipient: string;
              /** Format: date-time */
              sentAt: string | null;
              status: string;
              subject: string;
            }[];
            payments: {
              amountCents: number;
              /** Format: date-time */
              createdAt: string;
              events: {
                /** Format: date-time */
                createdAt: string;
                id: number;
                payload: unknown;
                providerEventId: string | null;
                source: string;
                status: string;
              }[];
              id: string;
              inbox: {
                amountCents: number | null;
                authoritative: boolean;
                id: number;
                kind: string;
                payload: unknown;
                /** Format: date-time */
                receivedAt: string;
                status: string | null;
              }[];
              method: string | null;
              provider: string;
              providerRef: string | null;
              status: string;
              statusReason: string | null;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCancelBooking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The operator's reason, kept in the audit log */
          note?: string;
          /** @description What goes back to the customer, in cents: at most what was paid minus earlier refunds */
          refundCents: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            creditNote: {
              id: string;
              number: string;
              pdfUrl: string;
            } | null;
            refund: {
              amountCents: number;
              method: string;
              status: string;
            } | null;
            /** @enum {string} */
            status: 'cancelled';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExtendBooking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date-time
           * @description The new exclusive end, on the template's slot grid counted from the start (day steps: a local midnight), later than the current end
           */
          endsAt: string;
          /** @description The operator's reason, kept in the audit log */
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            displayEnd: string;
            /** Format: date-time */
            endsAt: string;
            slotCount: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminChangeBookingPlate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The operator's reason, kept in the audit log */
          note?: string;
          /** @description The new licence plate (shared plate rules, normalised) */
          plate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plate: string;
            previousPlate: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminResendBookingTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The operator's reason, kept in the audit log */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mailId: string;
            recipient: string;
            /** @enum {string} */
            status: 'queued' | 'outbox';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminGetCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminImportCatalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          document: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateCatalogueSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          acceptGuestRenewal?: boolean;
          baseRevision: number;
          enableCustomerShop?: boolean;
          holdMinutes?: number;
          maxBookingCount?: number | null;
          parking?: {
            [key: string]: unknown;
          } | null;
          shopName?: string;
          styling?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateSite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          site: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateSite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          site: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminDeleteSite: {
    parameters: {
      query: {
        baseRevision: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          template: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          template: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminRetireTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListTariffVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'past' | 'current' | 'scheduled';
            tariff: {
              dailyCap?: number;
              firstStepPrice?: number;
              pricePerStep: number;
            };
            templateId: string;
            validFrom: string;
            version: number;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminScheduleTariff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baseRevision: number;
          tariff: {
            dailyCap?: number;
            firstStepPrice?: number;
            pricePerStep: number;
          };
          /** Format: date-time */
          validFrom?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminDeleteTariffVersion: {
    parameters: {
      query: {
        baseRevision: number;
      };
      header?: never;
      path: {
        id: string;
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            document: {
              [key: string]: unknown;
            };
            pendingRestart: string[];
            restartOnly: string[];
            retired: {
              [key: string]: unknown;
            }[];
            revision: number;
            tariffs: {
              /** @enum {string} */
              state: 'past' | 'current' | 'scheduled';
              tariff: {
                dailyCap?: number;
                firstStepPrice?: number;
                pricePerStep: number;
              };
              templateId: string;
              validFrom: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListCompanies: {
    parameters: {
      query?: {
        /** @description Part of the legal name or VAT ID, any case */
        q?: string;
        status?: 'pending' | 'active' | 'suspended';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              address: {
                buildingNumber?: string;
                city: string;
                /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
                country: string;
                street: string;
                zipCode: string;
              };
              buyerReference: string | null;
              creditLimitCents: number | null;
              /** @description The DATEV debitor account, unique in the shop */
              debitorAccount: number;
              id: string;
              invoiceMail: string;
              /** @enum {string} */
              invoicePer: 'company' | 'cost_centre';
              legalName: string;
              members: number;
              paymentDays: number;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              plates: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'suspended';
              vatId: string | null;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: {
            buildingNumber?: string;
            city: string;
            /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
            country: string;
            street: string;
            zipCode: string;
          };
          /** @description BT-10: a Leitweg-ID (checked) or an order reference (400 BUYER_REFERENCE_INVALID) */
          buyerReference?: string | null;
          /**
           * @description Null: the shop's default
           * @default null
           */
          creditLimitCents?: number | null;
          /** @description Where the monthly invoice goes (400 INVALID_MAIL) */
          invoiceMail: string;
          /**
           * @default company
           * @enum {string}
           */
          invoicePer?: 'company' | 'cost_centre';
          legalName: string;
          /** @default 14 */
          paymentDays?: number;
          /**
           * @default transfer
           * @enum {string}
           */
          paymentMeans?: 'transfer' | 'sepa_b2b';
          /** @description EU VAT ID, checked by its country format (400 VAT_ID_INVALID); empty or null: none */
          vatId?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminGetCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: {
              address: {
                buildingNumber?: string;
                city: string;
                /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
                country: string;
                street: string;
                zipCode: string;
              };
              buyerReference: string | null;
              creditLimitCents: number | null;
              /** @description The DATEV debitor account, unique in the shop */
              debitorAccount: number;
              id: string;
              invoiceMail: string;
              /** @enum {string} */
              invoicePer: 'company' | 'cost_centre';
              legalName: string;
              paymentDays: number;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              /** @enum {string} */
              status: 'pending' | 'active' | 'suspended';
              vatId: string | null;
            };
            costCentres: {
              archived: boolean;
              code: string;
              id: string;
              name: string;
            }[];
            members: {
              defaultCostCentreId: string | null;
              id: string;
              /** Format: date-time */
              invitedAt: string;
              /** Format: date-time */
              joinedAt: string | null;
              mail: string;
              /** Format: date-time */
              removedAt: string | null;
              /** @enum {string} */
              role: 'admin' | 'member';
              /** @enum {string} */
              status: 'invited' | 'active' | 'removed';
            }[];
            plates: {
              /** Format: date-time */
              createdAt: string;
              id: string;
              plate: string;
              plateKey: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: {
            buildingNumber?: string;
            city: string;
            /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
            country: string;
            street: string;
            zipCode: string;
          };
          /** @description BT-10: a Leitweg-ID (checked) or an order reference (400 BUYER_REFERENCE_INVALID) */
          buyerReference?: string | null;
          /**
           * @description Null: the shop's default
           * @default null
           */
          creditLimitCents?: number | null;
          /** @description Where the monthly invoice goes (400 INVALID_MAIL) */
          invoiceMail: string;
          /**
           * @default company
           * @enum {string}
           */
          invoicePer?: 'company' | 'cost_centre';
          legalName: string;
          /** @default 14 */
          paymentDays?: number;
          /**
           * @default transfer
           * @enum {string}
           */
          paymentMeans?: 'transfer' | 'sepa_b2b';
          /** @description EU VAT ID, checked by its country format (400 VAT_ID_INVALID); empty or null: none */
          vatId?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminApproveCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminReactivateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminSuspendCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListCompanyInvoices: {
    parameters: {
      query?: {
        companyId?: string;
        status?: 'open' | 'overdue' | 'paid';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              companyId: string;
              companyName: string;
              costCentreId: string | null;
              dueDate: string;
              grossCents: number;
              id: string;
              issueDate: string;
              netCents: number;
              number: string;
              paidAt: string | null;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              pdfUrl: string;
              period: string;
              sentAt: string | null;
              /** @enum {string} */
              status: 'open' | 'overdue' | 'paid' | 'cancelled';
              vatCents: number;
              xmlUrl: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCompanyInvoiceDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ext: 'pdf' | 'xml';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF or the XML */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminMarkCompanyInvoicePaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The day the transfer arrived (the shop's time zone); not after today, not before the invoice date (400 PAID_DATE_INVALID) */
          paidOn?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyName: string;
            costCentreId: string | null;
            dueDate: string;
            grossCents: number;
            id: string;
            issueDate: string;
            netCents: number;
            number: string;
            paidAt: string | null;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            pdfUrl: string;
            period: string;
            sentAt: string | null;
            /** @enum {string} */
            status: 'open' | 'overdue' | 'paid' | 'cancelled';
            vatCents: number;
            xmlUrl: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminResendCompanyInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyName: string;
            costCentreId: string | null;
            dueDate: string;
            grossCents: number;
            id: string;
            issueDate: string;
            netCents: number;
            number: string;
            paidAt: string | null;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            pdfUrl: string;
            period: string;
            sentAt: string | null;
            /** @enum {string} */
            status: 'open' | 'overdue' | 'paid' | 'cancelled';
            vatCents: number;
            xmlUrl: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportCompanyB2bDebits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pain.008 file */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminIssueCompanyInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          period: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issued: {
              companyId: string;
              companyName: string;
              costCentreId: string | null;
              dueDate: string;
              grossCents: number;
              id: string;
              issueDate: string;
              netCents: number;
              number: string;
              paidAt: string | null;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              pdfUrl: string;
              period: string;
              sentAt: string | null;
              /** @enum {string} */
              status: 'open' | 'overdue' | 'paid' | 'cancelled';
              vatCents: number;
              xmlUrl: string;
            }[];
            period: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminPreviewCompanyInvoices: {
    parameters: {
      query: {
        period: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              companyId: string;
              companyName: string;
              costCentre: string | null;
              costCentreId: string | null;
              grossCents: number;
              lines: {
                chargeId: string;
                costCentre: string | null;
                date: string;
                description: string;
                driver: string | null;
                grossCents: number;
                netCents: number;
                plate: string | null;
                serviceFrom: string;
                serviceTo: string;
                site: string | null;
                vatRateBasisPoints: number;
              }[];
              netCents: number;
              vat: {
                grossCents: number;
                netCents: number;
                vatCents: number;
                vatRateBasisPoints: number;
              }[];
              vatCents: number;
            }[];
            period: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminSearchCustomers: {
    parameters: {
      query?: {
        order?: 'asc' | 'desc';
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description Part of the e-mail, username, first name, last name or company (case-insensitive), or the start of one of the account's licence plates (spaces, hyphens and case ignored) */
        q?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        sort?: 'createdAt' | 'name' | 'mail' | 'status';
        status?: 'active' | 'blocked' | 'pending';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyName: string | null;
              createdAt: string;
              firstName: string;
              id: string;
              lastName: string;
              licensePlates: string[];
              mail: string;
              mailVerifiedAt: string | null;
              /** @description False while an invitation is not used yet */
              passwordSet: boolean;
              requirePasswordChange: boolean;
              /** @enum {string} */
              status: 'active' | 'blocked' | 'pending';
              username: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: {
            buildingNumber?: string;
            city?: string;
            co?: string;
            country?: string;
            streetName?: string;
            zipCode?: string;
          };
          companyName?: string;
          firstName: string;
          /**
           * @description Language of the invitation mail; the shop's language if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          lastName: string;
          /** @description Prefilled into bookings (normalised) */
          licensePlates?: string[];
          /** @description The account's e-mail: unique (case-insensitive) and the default username */
          mail: string;
          /** @description An initial password (password policy applies, 417 PASSWORD_POLICY): the customer must change it at first login, and the e-mail counts as proven. Without it the customer gets an invitation mail with a one-time set-password link (72 h). */
          password?: string;
          /** @description Defaults to the e-mail; unique (case-insensitive) */
          username?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminGetCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookings: {
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              endsAt: string;
              id: string;
              plate: string | null;
              priceCents: number;
              /** Format: date-time */
              startsAt: string;
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
              templateId: string;
            }[];
            companyName: string | null;
            contact: {
              address?: {
                buildingNumber?: string;
                city?: string;
                co?: string;
                country?: string;
                streetName?: string;
                zipCode?: string;
              };
              /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
              buyerReference?: string;
              companyName?: string;
              firstName?: string;
              lastName?: string;
              mail?: string;
              /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
              vatId?: string;
            };
            createdAt: string;
            documents: {
              bookingId: string;
              closingDate: string;
              grossCents: number;
              id: string;
              /** @enum {string} */
              kind: 'bill' | 'creditNote';
              number: number;
            }[];
            firstName: string;
            id: string;
            lastName: string;
            licensePlates: string[];
            mail: string;
            mailVerifiedAt: string | null;
            mandates: {
              accountName: string;
              /** Format: date-time */
              createdAt: string;
              ibanMasked: string;
              id: string;
              recurrent: boolean;
              reference: string;
              /** Format: date-time */
              revokedAt: string | null;
              signatureDate: string;
              useCount: number;
            }[];
            openLink: boolean;
            /** @description False while an invitation is not used yet */
            passwordSet: boolean;
            requirePasswordChange: boolean;
            /** @enum {string} */
            status: 'active' | 'blocked' | 'pending';
            /** Format: date-time */
            updatedAt: string;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: {
            buildingNumber?: string;
            city?: string;
            co?: string;
            country?: string;
            streetName?: string;
            zipCode?: string;
          };
          companyName?: string;
          firstName: string;
          lastName: string;
          licensePlates?: string[];
          /** @description Unique (case-insensitive); a username equal to the old e-mail follows it */
          mail: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyName: string | null;
            createdAt: string;
            firstName: string;
            id: string;
            lastName: string;
            licensePlates: string[];
            mail: string;
            mailVerifiedAt: string | null;
            /** @description False while an invitation is not used yet */
            passwordSet: boolean;
            requirePasswordChange: boolean;
            /** @enum {string} */
            status: 'active' | 'blocked' | 'pending';
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminBlockCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Blocked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminEraseCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportCustomerData: {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description JSON; with format=csv a text/csv attachment of the same */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              contact: {
                address?: {
                  buildingNumber?: string;
                  city?: string;
                  co?: string;
                  country?: string;
                  streetName?: string;
                  zipCode?: string;
                };
                /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
                buyerReference?: string;
                companyName?: string;
                firstName?: string;
                lastName?: string;
                mail?: string;
                /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
                vatId?: string;
              };
              /** @enum {string} */
              contactDetails:
                | 'MailOnly'
                | 'NameAndMail'
                | 'FullData'
                | 'MailNameAndOptionalAddress'
                | 'MailAndOptionalName';
              /** Format: date-time */
              createdAt: string;
              licensePlates: string[];
              mail: string;
              plates: {
                /** @description The driver's name for it, e.g. "Firmenwagen"; empty for none */
                name: string;
                /** @description The plate as the driver typed it (normalised when saved) */
                plate: string;
              }[];
              username: string;
            };
            bills: {
              _id: string;
              closingDate: string;
              grossCents: number;
              /** @enum {string} */
              kind: 'bill' | 'creditNote';
              nr: string;
              pdfUrl: string;
              refersTo?: string;
              secret: string;
            }[];
            bookings: {
              _id: string;
              computed: {
                cancellationPossible: boolean;
                refundCents: number;
              };
              /** Format: date-time */
              end: string;
              identifications: {
                code: string;
                /** @enum {string} */
                source: 'visual' | 'rfid' | 'lp' | 'ticket';
              }[];
              name: string;
              /** Format: date-time */
              nextStart: string;
              priceCents: number;
              site?: {
                id: string;
                name: string;
              };
              /** Format: date-time */
              start: string;
              /** @enum {string} */
              status: 'upcoming' | 'active' | 'expired' | 'cancelled';
              templateId: string;
              ticketUrl: string;
              validAt?: {
                id: string;
                name: string;
              }[];
            }[];
            /** Format: date-time */
            exportedAt: string;
            mandates: {
              accountName: string;
              bic: string;
              iban: string;
              mandateId: string;
              signatureDate: string;
            }[];
            plates: string[];
          };
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminSendCustomerPasswordLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The mail's language; the shop's if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'invite' | 'reset';
            recipient: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUnblockCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unblocked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminGetDashboard: {
    parameters: {
      query?: {
        /** @description Calendar days in the shop's time zone ending today (today included), 1–90 */
        days?: number;
        /** @description One site's figures (its id); absent or empty: every site the operator may see. 404 NOT_FOUND for an unknown site or one outside the operator's */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            daily: {
              bookings: number;
              creditedCents: number;
              /** Format: date */
              date: string;
              revenueCents: number;
            }[];
            /** Format: date-time */
            now: string;
            occupancy: {
              /** @description Paid bookings of the other templates (one-time and flat permissions) covering now; walk-in payments excluded (they are stays) */
              permitHolders: number;
              /** @description Sum of the reservation templates' capacities; null without any */
              reservationCapacity: number | null;
              /** @description Paid bookings of reservation templates covering now */
              reservations: number;
              /** @description Open parking stays (entry read, no exit read yet): every car inside */
              staysInside: number;
              /** @description parking.capacity; null when the car park has no limit or no walk-in parking */
              walkInCapacity: number | null;
              /** @description Open stays of plates without a paid permission covering now: the walk-in places taken (the entry barrier counts these) */
              walkInsInside: number;
            };
            occupancyOverTime: {
              average: number;
              peak: number;
              /** Format: date-time */
              start: string;
            }[];
            range: {
              days: number;
              /** Format: date */
              from: string;
              /** @enum {string} */
              occupancyStep: 'hour' | 'day';
              /** Format: date */
              to: string;
            };
            sites: {
              /** @description Of which booked products (tickets, reservations, permits) */
              bookedRevenueCents: number;
              /** @description The site's name in the shop's language; null for the several-sites row */
              name: string | null;
              /** @description walkInsInside / walkInCapacity (two decimals); null without a capacity */
              occupancy: number | null;
              /** @description Bills minus credit notes of the month so far */
              revenueCents: number;
              /** @description The site; null: products valid at several sites */
              siteId: string | null;
              /** @description Open stays at this site (0 for the several-sites row) */
              staysInside: number;
              /** @description The site's walk-in places; null: no limit or no walk-in parking */
              walkInCapacity: number | null;
              /** @description Of which paid by plate (walk-in stays) */
              walkInRevenueCents: number;
              /** @description Walk-in places taken at this site */
              walkInsInside: number;
            }[];
            sitesPeriod: {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
            };
            timeZone: string;
            today: {
              bookings: number;
              creditedCents: number;
              /** Format: date */
              date: string;
              revenueCents: number;
            };
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportBillsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportBookingsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportDatev: {
    parameters: {
      query: {
        /** @description YYYY-MM, 2000-01 to 2099-12 */
        month: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description DATEV EXTF file (Windows-1252 or UTF-8, by `accounting.datev.encoding`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExportPaymentsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListIgnoredAccessReads: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              deviceId: string;
              deviceName: string | null;
              /** @enum {string} */
              direction: 'entry' | 'exit';
              eventId: string;
              /** Format: date-time */
              occurredAt: string;
              plate: string;
              /** @enum {string} */
              reason: 'too-old';
              /** Format: date-time */
              receivedAt: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListOperators: {
    parameters: {
      query?: {
        order?: 'asc' | 'desc';
        page?: number;
        pageSize?: number;
        /** @description Part of the username (case-insensitive) */
        search?: string;
        sort?: 'username' | 'role' | 'status' | 'createdAt';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              createdAt: string;
              id: string;
              /** @description False until the set-password link is used */
              passwordSet: boolean;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              /** @enum {string} */
              status: 'active' | 'disabled';
              totpEnabled: boolean;
              /** @description While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null */
              totpLockedUntil: string | null;
              updatedAt: string;
              username: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateOperator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'staff' | 'viewer';
          /** @description Sites the operator is limited to (400 OPERATOR_SITE_UNKNOWN for an unknown one); null: every site. Ignored (null) for an admin */
          siteIds?: string[] | null;
          username: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            operator: {
              createdAt: string;
              id: string;
              /** @description False until the set-password link is used */
              passwordSet: boolean;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              /** @enum {string} */
              status: 'active' | 'disabled';
              totpEnabled: boolean;
              /** @description While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null */
              totpLockedUntil: string | null;
              updatedAt: string;
              username: string;
            };
            /** @description `PUBLIC_URL/admin/set-password?token=…`, one use, 72 h */
            setPasswordUrl: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminUpdateOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role?: 'admin' | 'staff' | 'viewer';
          /** @description Sites the operator is limited to (400 OPERATOR_SITE_UNKNOWN for an unknown one); null: every site. Ignored (null) for an admin */
          siteIds?: string[] | null;
          /** @enum {string} */
          status?: 'active' | 'disabled';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: string;
            /** @description False until the set-password link is used */
            passwordSet: boolean;
            /** @enum {string} */
            role: 'admin' | 'staff' | 'viewer';
            /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
            siteIds: string[] | null;
            /** @enum {string} */
            status: 'active' | 'disabled';
            totpEnabled: boolean;
            /** @description While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null */
            totpLockedUntil: string | null;
            updatedAt: string;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminResetOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            operator: {
              createdAt: string;
              id: string;
              /** @description False until the set-password link is used */
              passwordSet: boolean;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              /** @enum {string} */
              status: 'active' | 'disabled';
              totpEnabled: boolean;
              /** @description While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null */
              totpLockedUntil: string | null;
              updatedAt: string;
              username: string;
            };
            /** @description `PUBLIC_URL/admin/set-password?token=…`, one use, 72 h */
            setPasswordUrl: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListPayments: {
    parameters: {
      query?: {
        /** @description First day of creation (YYYY-MM-DD, shop time zone), included */
        from?: string;
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description demo, sumup, mollie, sepa, ... */
        provider?: string;
        /** @description Part of the plate, e-mail, provider reference, payment or booking id (case-insensitive) */
        q?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        status?: 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due';
        /** @description Last day of creation (YYYY-MM-DD, shop time zone), included */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amountCents: number;
              bookingId: string;
              createdAt: string;
              id: string;
              mail: string | null;
              method: string | null;
              plate: string | null;
              provider: string;
              providerRef: string | null;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due';
              statusReason: string | null;
              updatedAt: string;
            }[];
            page: number;
            pageSize: number;
            providers: string[];
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListPaymentsCsv: {
    parameters: {
      query?: {
        /** @description First day of creation (YYYY-MM-DD, shop time zone), included */
        from?: string;
        /** @description demo, sumup, mollie, sepa, ... */
        provider?: string;
        /** @description Part of the plate, e-mail, provider reference, payment or booking id (case-insensitive) */
        q?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        status?: 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due';
        /** @description Last day of creation (YYYY-MM-DD, shop time zone), included */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListRefundsDue: {
    parameters: {
      query?: {
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amountCents: number;
              bookingId: string;
              id: string;
              inProgress: boolean;
              /** @enum {string} */
              kind: 'payment' | 'cancellation';
              lastError: string | null;
              mail: string | null;
              paymentId: string;
              plate: string | null;
              provider: string;
              providerRef: string | null;
              providerRefundPossible: boolean;
              reason: string | null;
              since: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminRefundThroughProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'payment' | 'cancellation';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            error: string | null;
            id: string;
            /** @enum {string} */
            kind: 'payment' | 'cancellation';
            /** @enum {string} */
            method: 'transfer' | 'provider';
            reference: string | null;
            /** @enum {string} */
            status: 'done' | 'failed';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Bad Gateway: {code, message, details?} */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminMarkRefundTransferred: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'payment' | 'cancellation';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reference: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            error: string | null;
            id: string;
            /** @enum {string} */
            kind: 'payment' | 'cancellation';
            /** @enum {string} */
            method: 'transfer' | 'provider';
            reference: string | null;
            /** @enum {string} */
            status: 'done' | 'failed';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListSepaBatches: {
    parameters: {
      query?: {
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              controlSumCents: number;
              createdAt: string;
              id: string;
              messageId: string;
              transactionCount: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCreateSepaBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            controlSumCents: number;
            createdAt: string;
            id: string;
            messageId: string;
            transactionCount: number;
          };
        };
      };
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unprocessable Entity: {code, message, details?} */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminReexportSepaBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SEPA pain.008.001.08 file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminDownloadSepaBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SEPA pain.008.001.08 file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListSepaCollections: {
    parameters: {
      query?: {
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        state?: 'open' | 'exported' | 'excluded';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              accountName: string;
              amountCents: number;
              batchId: string | null;
              bookingId: string;
              createdAt: string;
              dueDate: string;
              endToEndId: string;
              excludedAt: string | null;
              excludeReason: string | null;
              iban: string;
              id: string;
              mail: string | null;
              mandateId: string;
              mandateReference: string;
              paymentId: string;
              /** @enum {string} */
              sequenceType: 'FRST' | 'RCUR' | 'OOFF';
              /** @enum {string} */
              state: 'open' | 'exported' | 'excluded';
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminExcludeSepaCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            bookingId: string;
            collectionId: string;
            endToEndId: string;
            excludedAt: string;
            mail: string | null;
            paymentId: string;
            reason: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminIncludeSepaCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountName: string;
            amountCents: number;
            batchId: string | null;
            bookingId: string;
            createdAt: string;
            dueDate: string;
            endToEndId: string;
            excludedAt: string | null;
            excludeReason: string | null;
            iban: string;
            id: string;
            mail: string | null;
            mandateId: string;
            mandateReference: string;
            paymentId: string;
            /** @enum {string} */
            sequenceType: 'FRST' | 'RCUR' | 'OOFF';
            /** @enum {string} */
            state: 'open' | 'exported' | 'excluded';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListSepaMandates: {
    parameters: {
      query?: {
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              accountName: string;
              bic: string;
              createdAt: string;
              customerId: string | null;
              iban: string;
              id: string;
              ownerMail: string;
              recurrent: boolean;
              reference: string;
              revokedAt: string | null;
              signatureDate: string;
              /** @enum {string} */
              status: 'active' | 'revoked';
              useCount: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminRevokeSepaMandate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountName: string;
            bic: string;
            createdAt: string;
            customerId: string | null;
            iban: string;
            id: string;
            ownerMail: string;
            recurrent: boolean;
            reference: string;
            revokedAt: string | null;
            signatureDate: string;
            /** @enum {string} */
            status: 'active' | 'revoked';
            useCount: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminListParkingStays: {
    parameters: {
      query?: {
        /** @description Stays still inside or leaving after this instant (period overlap) */
        from?: string;
        limit?: number;
        order?: 'asc' | 'desc';
        /** @description From 0 */
        page?: number;
        /** @description Start of the licence plate; spaces, hyphens, dots and case are ignored */
        plate?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        /** @description amountDue sorts only unpaid-after-exit */
        sort?: 'entryAt' | 'exitAt' | 'plate' | 'amountDue';
        status?: 'open' | 'unpaid-after-exit' | 'exit-missed' | 'closed-by-operator';
        /** @description Stays that entered before this instant (period overlap) */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            capped: boolean;
            count: number;
            data: {
              amountDueCents: number | null;
              closure: {
                /** Format: date-time */
                closedAt: string;
                closedBy: string;
                reason: string;
              } | null;
              /** Format: date-time */
              entryAt: string;
              /** Format: date-time */
              exitAt: string | null;
              id: string;
              paidCents: number;
              /** Format: date-time */
              paidUntil: string | null;
              plate: string;
              plateKey: string;
              priceCents: number | null;
              siteId: string;
              /** @enum {string} */
              status: 'open' | 'closed' | 'exit-missed' | 'closed-by-operator';
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  adminCloseParkingStay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Why the stay is closed (kept with the stay and in the audit log) */
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountDueCents: number | null;
            closure: {
              /** Format: date-time */
              closedAt: string;
              closedBy: string;
              reason: string;
            } | null;
            /** Format: date-time */
            entryAt: string;
            /** Format: date-time */
            exitAt: string | null;
            id: string;
            paidCents: number;
            /** Format: date-time */
            paidUntil: string | null;
            plate: string;
            plateKey: string;
            priceCents: number | null;
            siteId: string;
            /** @enum {string} */
            status: 'open' | 'closed' | 'exit-missed' | 'closed-by-operator';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getBill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        billId: string;
        secret: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON view, the PDF with `.pdf`, or the XRechnung CII XML with `.xml` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            closingDate: string;
            grossAmount: number;
            netAmount: number;
            nr: string;
            pdfUrl: string;
            secret: string;
            vatAmount: number;
            vatRate: number;
          };
          'application/pdf': string;
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getAvailability: {
    parameters: {
      query: {
        from?: string;
        templateId: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            capacity: number | null;
            closed?: {
              /** Format: date-time */
              from: string;
              /** Format: date-time */
              to: string;
            }[];
            /** Format: date-time */
            from: string;
            slots: {
              free: number;
              startsHere: number;
              /** Format: date-time */
              startTime: string;
            }[];
            templateId: string;
            /** Format: date-time */
            to: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billUrl?: string;
            mailedTo?: string;
            permissionId: string;
            permissionSecret: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Failed Dependency: {code, message, details?} */
      424: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getBookingConfig: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            acceptGuestRenewal: boolean;
            maxBookingCount: number | null;
            permissionTemplates: {
              _id: string;
              capacity?: number;
              info: {
                benefits: string[];
                dailyCap?: number;
                description: string;
                name: string;
                priceFrom: number;
              };
              openingHours?: {
                /** @default [] */
                fr: string[];
                /** @default [] */
                holidayHours: string[];
                /** @default [] */
                holidays: string[];
                /** @default [] */
                mo: string[];
                /** @default [] */
                sa: string[];
                /** @default [] */
                su: string[];
                /** @default [] */
                th: string[];
                /** @default [] */
                tu: string[];
                /** @default [] */
                we: string[];
              };
              requestedIdentifierSources: ('visual' | 'rfid' | 'lp' | 'ticket')[];
              /** @enum {string} */
              requiredContactDetails:
                | 'MailOnly'
                | 'NameAndMail'
                | 'FullData'
                | 'MailNameAndOptionalAddress'
                | 'MailAndOptionalName';
              reservationSlotDetails: {
                bookUntil: number;
                maxDuration: number;
                minDuration: number;
                startBefore: number;
                /** @enum {string} */
                startGrid?: 'step' | 'day';
                stepDuration: number;
              };
              siteIds: string[];
              /** @enum {string} */
              type: 'oneTime' | 'flat' | 'reservation';
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getOrderTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            privacyUrl: string | null;
            termsUrl: string | null;
            ticketMail: boolean;
            vatRatePercent: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  accountPaymentOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              companyId: string;
              companyName: string;
              costCentres: {
                code: string;
                id: string;
                name: string;
              }[];
              defaultCostCentreId: string | null;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  payOnAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          companyId?: string;
          costCentreId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: number;
            companyId: string;
            companyName: string;
            costCentre: {
              code: string;
              id: string;
              name: string;
            } | null;
            paymentId: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  payBySavedMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mandateId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: number;
            creditorId: string;
            dueDate: string;
            mandateId: string;
            mandateReference: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unprocessable Entity: {code, message, details?} */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listSavedMandates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              accountName: string;
              bic: string;
              iban: string;
              mandateId: string;
              signatureDate: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  sendPaymentNotice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          outcome: string;
        };
      };
    };
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  retryPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            endTime: string;
            paymentId: string;
            /** @enum {string} */
            paymentMethod: 'Sumup' | 'Sepa' | 'Mollie' | 'Redirect' | 'None';
            paymentRedirect?: string;
            paymentWidgetUrl?: string;
            priceToBePaid: number;
            /** Format: date-time */
            startTime: string;
            templateId: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Bad Gateway: {code, message, details?} */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  payBySepa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountName: string;
          /** @default  */
          bic?: string;
          iban: string;
          /** @default false */
          recurrentPayment?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: number;
            creditorId: string;
            dueDate: string;
            mandateId: string;
            mandateReference: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unprocessable Entity: {code, message, details?} */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  calculatePrice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slotCount: number;
          /** Format: date-time */
          startTime: string;
          templateId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bookedOut: boolean;
            /** Format: date-time */
            endTime: string;
            priceToBePaid: number;
            /** Format: date-time */
            startTime: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  reserve: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact: {
            address?: {
              buildingNumber?: string;
              city?: string;
              co?: string;
              country?: string;
              streetName?: string;
              zipCode?: string;
            };
            /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
            buyerReference?: string;
            companyName?: string;
            firstName?: string;
            lastName?: string;
            mail?: string;
            /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
            vatId?: string;
          };
          contactEdit?: boolean;
          /** @default [] */
          identifications?: {
            code: string;
            /** @enum {string} */
            source: 'visual' | 'rfid' | 'lp' | 'ticket';
          }[];
          /** @enum {string} */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          selection: {
            /** Format: date-time */
            endTime?: string;
            priceResponse?: {
              bookedOut?: boolean;
              /** Format: date-time */
              endTime?: string;
              priceToBePaid?: number;
              /** Format: date-time */
              startTime?: string;
            };
            slotCount: number;
            /** Format: date-time */
            startTime: string;
            templateId: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            endTime: string;
            paymentId: string;
            /** @enum {string} */
            paymentMethod: 'Sumup' | 'Sepa' | 'Mollie' | 'Redirect' | 'None';
            paymentRedirect?: string;
            paymentWidgetUrl?: string;
            priceToBePaid: number;
            /** Format: date-time */
            startTime: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Bad Gateway: {code, message, details?} */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listTemplates: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            capacity?: number;
            info: {
              benefits: string[];
              dailyCap?: number;
              description: string;
              name: string;
              priceFrom: number;
            };
            openingHours?: {
              /** @default [] */
              fr: string[];
              /** @default [] */
              holidayHours: string[];
              /** @default [] */
              holidays: string[];
              /** @default [] */
              mo: string[];
              /** @default [] */
              sa: string[];
              /** @default [] */
              su: string[];
              /** @default [] */
              th: string[];
              /** @default [] */
              tu: string[];
              /** @default [] */
              we: string[];
            };
            requestedIdentifierSources: ('visual' | 'rfid' | 'lp' | 'ticket')[];
            /** @enum {string} */
            requiredContactDetails:
              'MailOnly' | 'NameAndMail' | 'FullData' | 'MailNameAndOptionalAddress' | 'MailAndOptionalName';
            reservationSlotDetails: {
              bookUntil: number;
              maxDuration: number;
              minDuration: number;
              startBefore: number;
              /** @enum {string} */
              startGrid?: 'step' | 'day';
              stepDuration: number;
            };
            siteIds: string[];
            /** @enum {string} */
            type: 'oneTime' | 'flat' | 'reservation';
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getCompanyInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF or the XML */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getCreditNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        secret: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON view, the PDF with `.pdf`, or the XRechnung CII XML with `.xml` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            closingDate: string;
            grossAmount: number;
            netAmount: number;
            nr: string;
            pdfUrl: string;
            secret: string;
            vatAmount: number;
            vatRate: number;
          };
          'application/pdf': string;
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listAccessDecisions: {
    parameters: {
      query?: {
        /** @description Only allowed (true) or refused (false) decisions */
        allowed?: 'true' | 'false';
        deviceId?: string;
        direction?: 'entry' | 'exit';
        /** @description Decided at or after this instant */
        from?: string;
        limit?: number;
        /** @description By decision time */
        order?: 'asc' | 'desc';
        page?: number;
        /** @description Start of the licence plate (normalised like stays) */
        plate?: string;
        reason?:
          'permission' | 'paid' | 'free-minutes' | 'capacity' | 'full' | 'unpaid' | 'no-stay' | 'account';
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        /** @description Decided before this instant */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              allowed: boolean;
              bookingId: string | null;
              /** Format: date-time */
              decidedAt: string;
              deviceId: string | null;
              deviceName: string | null;
              /** @enum {string} */
              direction: 'entry' | 'exit';
              id: number;
              plate: string;
              plateKey: string;
              /** @enum {string} */
              reason:
                | 'permission'
                | 'paid'
                | 'free-minutes'
                | 'capacity'
                | 'full'
                | 'unpaid'
                | 'no-stay'
                | 'account';
              stayId: string | null;
              /** Format: date-time */
              validUntil: string | null;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listAccessDevices: {
    parameters: {
      query?: {
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            direction: 'entry' | 'exit' | 'both';
            id: string;
            /** Format: date-time */
            lastSeenAt: string | null;
            name: string;
            /** Format: date-time */
            revokedAt: string | null;
            siteId: string;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  createAccessDevice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'entry' | 'exit' | 'both';
          name: string;
          siteId?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKey: string;
            id: string;
            siteId: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  revokeAccessDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorSearchBookings: {
    parameters: {
      query?: {
        /** @description Bookings that end after this instant (period overlap) */
        from?: string;
        /** @description true: also unpaid holds that lapsed, left out by default (asking for status lapsed shows them too) */
        lapsed?: 'true' | 'false';
        /** @description Start of the e-mail address (case-insensitive) */
        mail?: string;
        /** @description Start of the first name, last name or company (case-insensitive) */
        name?: string;
        order?: 'asc' | 'desc';
        /** @description From 0 */
        page?: number;
        pageSize?: number;
        /** @description Start of the licence plate; spaces, hyphens, dots and case are ignored ("B-AB 1" finds B-AB 123) */
        plate?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        sort?: 'createdAt' | 'startsAt' | 'price' | 'status';
        status?: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
        templateId?: string;
        /** @description Bookings that start before this instant (period overlap) */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              attempts: number;
              billNumber: number | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              endsAt: string;
              id: string;
              mail: string | null;
              name: string | null;
              paymentMethod: string | null;
              paymentStatus: string | null;
              plate: string | null;
              priceCents: number;
              /** Format: date-time */
              startsAt: string;
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
              templateId: string;
              templateName: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorGetBooking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bills: {
              closingDate: string;
              grossCents: number;
              id: string;
              netCents: number;
              number: number;
              paymentMethod: string;
              pdfUrl: string;
              vatCents: number;
              vatRateBasisPoints: number;
            }[];
            booking: {
              attempts: number;
              billNumber: number | null;
              /** Format: date-time */
              cancelledAt: string | null;
              contact: {
                address?: {
                  buildingNumber?: string;
                  city?: string;
                  co?: string;
                  country?: string;
                  streetName?: string;
                  zipCode?: string;
                };
                /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
                buyerReference?: string;
                companyName?: string;
                firstName?: string;
                lastName?: string;
                mail?: string;
                /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
                vatId?: string;
              };
              /** Format: date-time */
              createdAt: string;
              customerId: string | null;
              /** Format: date-time */
              endsAt: string;
              /** Format: date-time */
              holdUntil: string | null;
              id: string;
              identifications: {
                code: string;
                /** @enum {string} */
                source: 'visual' | 'rfid' | 'lp' | 'ticket';
              }[];
              language: string;
              mail: string | null;
              name: string | null;
              paymentMethod: string | null;
              paymentStatus: string | null;
              permissionId: string | null;
              plate: string | null;
              priceCents: number;
              slotCount: number;
              /** Format: date-time */
              startsAt: string;
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
              templateId: string;
              templateName: string;
              ticketCode: string | null;
            };
            creditNotes: {
              billId: string;
              closingDate: string;
              grossCents: number;
              id: string;
              netCents: number;
              number: number;
              pdfUrl: string;
              refundMethod: string;
              refundReason: string | null;
              refundStatus: string;
              vatCents: number;
              vatRateBasisPoints: number;
            }[];
            earlierAttempts: {
              bookingId: string;
              /** Format: date-time */
              createdAt: string;
              payments: {
                amountCents: number;
                /** Format: date-time */
                createdAt: string;
                events: {
                  /** Format: date-time */
                  createdAt: string;
                  id: number;
                  payload: unknown;
                  providerEventId: string | null;
                  source: string;
                  status: string;
                }[];
                id: string;
                inbox: {
                  amountCents: number | null;
                  authoritative: boolean;
                  id: number;
                  kind: string;
                  payload: unknown;
                  /** Format: date-time */
                  receivedAt: string;
                  status: string | null;
                }[];
                method: string | null;
                provider: string;
                providerRef: string | null;
                status: string;
                statusReason: string | null;
                /** Format: date-time */
                updatedAt: string;
              }[];
              /** @enum {string} */
              status: 'held' | 'paid' | 'failed' | 'lapsed' | 'cancelled';
            }[];
            mails: {
              attempts: number;
              /** Format: date-time */
              createdAt: string;
              id: string;
              kind: string;
              lastError: string | null;
              recipient: string;
              /** Format: date-time */
              sentAt: string | null;
              status: string;
              subject: string;
            }[];
            payments: {
              amountCents: number;
              /** Format: date-time */
              createdAt: string;
              events: {
                /** Format: date-time */
                createdAt: string;
                id: number;
                payload: unknown;
                providerEventId: string | null;
                source: string;
                status: string;
              }[];
              id: string;
              inbox: {
                amountCents: number | null;
                authoritative: boolean;
                id: number;
                kind: string;
                payload: unknown;
                /** Format: date-time */
                receivedAt: string;
                status: string | null;
              }[];
              method: string | null;
              provider: string;
              providerRef: string | null;
              status: string;
              statusReason: string | null;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description Part of the e-mail, username, first or last name (case-insensitive) */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              companyName: string | null;
              createdAt: string;
              firstName: string;
              id: string;
              lastName: string;
              licensePlates: string[];
              mail: string;
              mailVerifiedAt: string | null;
              /** @description False while an invitation is not used yet */
              passwordSet: boolean;
              requirePasswordChange: boolean;
              /** @enum {string} */
              status: 'active' | 'blocked' | 'pending';
              username: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: {
            buildingNumber?: string;
            city?: string;
            co?: string;
            country?: string;
            streetName?: string;
            zipCode?: string;
          };
          companyName?: string;
          firstName: string;
          /**
           * @description Language of the invitation mail; the shop's language if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          lastName: string;
          /** @description Prefilled into bookings (normalised) */
          licensePlates?: string[];
          /** @description The account's e-mail: unique (case-insensitive) and the default username */
          mail: string;
          /** @description An initial password (password policy applies, 417 PASSWORD_POLICY): the customer must change it at first login, and the e-mail counts as proven. Without it the customer gets an invitation mail with a one-time set-password link (72 h). */
          password?: string;
          /** @description Defaults to the e-mail; unique (case-insensitive) */
          username?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  blockCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Blocked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorExportBillsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorExportBookingsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorExportDatev: {
    parameters: {
      query: {
        /** @description YYYY-MM, 2000-01 to 2099-12 */
        month: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description DATEV EXTF file (Windows-1252 or UTF-8, by `accounting.datev.encoding`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorExportPaymentsCsv: {
    parameters: {
      query: {
        /** @description First day (YYYY-MM-DD, shop time zone), included */
        from: string;
        /** @description One site's rows only (its id); absent or empty: every site the caller may see. A product valid at several sites belongs to no one site: its rows come only without `site` */
        site?: string;
        /** @description Last day (YYYY-MM-DD, shop time zone), included */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file (UTF-8 with BOM) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listIgnoredAccessReads: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              deviceId: string;
              deviceName: string | null;
              /** @enum {string} */
              direction: 'entry' | 'exit';
              eventId: string;
              /** Format: date-time */
              occurredAt: string;
              plate: string;
              /** @enum {string} */
              reason: 'too-old';
              /** Format: date-time */
              receivedAt: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  operatorCreateOperator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'staff' | 'viewer';
          /** @description Sites the operator is limited to (400 OPERATOR_SITE_UNKNOWN for an unknown one); null: every site. Ignored (null) for an admin */
          siteIds?: string[] | null;
          username: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            operator: {
              createdAt: string;
              id: string;
              /** @description False until the set-password link is used */
              passwordSet: boolean;
              /** @enum {string} */
              role: 'admin' | 'staff' | 'viewer';
              /** @description The sites this operator sees and changes; null: every site (always so for an admin) */
              siteIds: string[] | null;
              /** @enum {string} */
              status: 'active' | 'disabled';
              totpEnabled: boolean;
              /** @description While too many wrong codes lock the second factor: when the lock ends (an admin reset ends it at once); else null */
              totpLockedUntil: string | null;
              updatedAt: string;
              username: string;
            };
            /** @description `PUBLIC_URL/admin/set-password?token=…`, one use, 72 h */
            setPasswordUrl: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listOutboxMails: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attachmentName: string | null;
            createdAt: string;
            html: string;
            id: string;
            kind: string;
            language: string;
            permissionId: string | null;
            status: string;
            subject: string;
            text: string;
            to: string;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listRefundsDue: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            bookingId: string;
            creditNoteId?: string;
            mail: string | null;
            paymentId: string;
            provider: string;
            providerRef: string | null;
            reason: string | null;
            updatedAt: string;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  createSepaExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SEPA pain.008.001.08 file */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unprocessable Entity: {code, message, details?} */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getSepaExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SEPA pain.008.001.08 file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  excludeSepaCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            bookingId: string;
            collectionId: string;
            endToEndId: string;
            excludedAt: string;
            mail: string | null;
            paymentId: string;
            reason: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listExcludedSepaCollections: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountCents: number;
            bookingId: string;
            collectionId: string;
            endToEndId: string;
            excludedAt: string;
            mail: string | null;
            paymentId: string;
            reason: string;
          }[];
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listParkingStays: {
    parameters: {
      query?: {
        /** @description Stays still inside or leaving after this instant (period overlap) */
        from?: string;
        limit?: number;
        order?: 'asc' | 'desc';
        /** @description From 0 */
        page?: number;
        /** @description Start of the licence plate; spaces, hyphens, dots and case are ignored */
        plate?: string;
        /** @description One site's rows only (the site switcher); a site outside the operator's: 404 NOT_FOUND */
        site?: string;
        /** @description amountDue sorts only unpaid-after-exit */
        sort?: 'entryAt' | 'exitAt' | 'plate' | 'amountDue';
        status?: 'open' | 'unpaid-after-exit' | 'exit-missed' | 'closed-by-operator';
        /** @description Stays that entered before this instant (period overlap) */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            capped: boolean;
            count: number;
            data: {
              amountDueCents: number | null;
              closure: {
                /** Format: date-time */
                closedAt: string;
                closedBy: string;
                reason: string;
              } | null;
              /** Format: date-time */
              entryAt: string;
              /** Format: date-time */
              exitAt: string | null;
              id: string;
              paidCents: number;
              /** Format: date-time */
              paidUntil: string | null;
              plate: string;
              plateKey: string;
              priceCents: number | null;
              siteId: string;
              /** @enum {string} */
              status: 'open' | 'closed' | 'exit-missed' | 'closed-by-operator';
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  closeParkingStay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Why the stay is closed (kept with the stay and in the audit log) */
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amountDueCents: number | null;
            closure: {
              /** Format: date-time */
              closedAt: string;
              closedBy: string;
              reason: string;
            } | null;
            /** Format: date-time */
            entryAt: string;
            /** Format: date-time */
            exitAt: string | null;
            id: string;
            paidCents: number;
            /** Format: date-time */
            paidUntil: string | null;
            plate: string;
            plateKey: string;
            priceCents: number | null;
            siteId: string;
            /** @enum {string} */
            status: 'open' | 'closed' | 'exit-missed' | 'closed-by-operator';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getPageData: {
    parameters: {
      query: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
        url: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: string;
            title: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getSiteInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The car park's entrance (entrance; before it shop.location), else the operator's address; null without any */
            address: string | null;
            /** Format: date-time */
            at: string;
            /**
             * Format: date-time
             * @description When `open` changes next; null: not within a week
             */
            changesAt: string | null;
            /** @description parking.capacity less the walk-ins inside */
            freePlaces: number | null;
            open: boolean;
            openingHours: {
              /** @default [] */
              fr: string[];
              /** @default [] */
              holidayHours: string[];
              /** @default [] */
              holidays: string[];
              /** @default [] */
              mo: string[];
              /** @default [] */
              sa: string[];
              /** @default [] */
              su: string[];
              /** @default [] */
              th: string[];
              /** @default [] */
              tu: string[];
              /** @default [] */
              we: string[];
            } | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getStyling: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            options: {
              enableCustomerShop: boolean;
              enableSignUp: boolean;
            };
            styling: {
              footerContent: string;
              landing: {
                header: string;
              };
              navigation: {
                position: ('top' | 'bottom')[];
                title: string;
                urlPath: string;
              }[];
              /** @enum {string} */
              shopLanguage: 'de' | 'en' | 'nl' | 'ro' | 'ch';
              /** @enum {string} */
              theme:
                | 'colorGreen'
                | 'colorOrange'
                | 'colorGrey'
                | 'colorLightBlue'
                | 'colorDarkGreen'
                | 'colorMagenta'
                | 'colorTeal'
                | 'colorPurple'
                | 'water1'
                | 'water2'
                | 'parking1'
                | 'parking2'
                | 'golf1'
                | 'parkingGrey'
                | 'parkingBlue';
              timeZone: string;
              websiteName: string;
            };
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  receiveMollieWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  receiveSumupWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          event_type?: string;
          id: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  renewalCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bill: {
              billId: string;
              number: string;
              pdfUrl: string;
              secret: string;
            } | null;
            licensePlate: string;
            /** Format: date-time */
            paidFrom: string | null;
            /** Format: date-time */
            paidUntil: string | null;
            priceToBePaid: number;
            /** @enum {string} */
            status: 'processing' | 'failed' | 'paid' | 'none';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  findPermissionByPlate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          licensePlate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            alreadyPaid: boolean;
            breakdown?: {
              /** @description What the stay paid before; priceToBePaid = totalCents − alreadyPaidCents */
              alreadyPaidCents: number;
              /**
               * Format: date-time
               * @description The entry, rounded down to 5 minutes
               */
              entry: string;
              /** @description Each started 24 h from the entry, priced on its own (the daily cap applies per stretch) */
              periods: {
                capped: boolean;
                /** @description What the stretch costs */
                cents: number;
                /** Format: date-time */
                from: string;
                items: {
                  count: number;
                  unitCents: number;
                }[];
                /** @description The steps at the tariff, before the daily cap */
                rawCents: number;
                steps: number;
                /** Format: date-time */
                to: string;
              }[];
              /** @description The car park of the stay (set in a shop of several car parks, where something is owed) */
              siteId?: string;
              /** @description The car park's name (with siteId) */
              siteName?: string;
              /** @description One tariff step */
              stepMinutes: number;
              /** @description Tariff steps started from the entry to until */
              steps: number;
              tariff: {
                /** @description At most this much per started 24 h from the entry */
                dailyCap?: number;
                firstStepPrice?: number;
                freeMinutes: number;
                pricePerStep: number;
              };
              /** @description The stay from its entry to until: the sum of the stretches */
              totalCents: number;
              /**
               * Format: date-time
               * @description The end of the priced time: the end of the last tariff step charged (or the exit)
               */
              until: string;
            };
            /**
             * @description A permission covers the rest of the stay; the price is the walk-in time before it
             * @enum {boolean}
             */
            coveredLater?: true;
            /** @description The plate as the camera recognised it ("FR-PK 240" for "frpk240"): set when something is owed and to the session that paid */
            licensePlate?: string;
            /** @description The stay goes on this company's account (a fleet plate of a company in good standing): price 0, the car may leave */
            onAccount?: {
              /** @description The company's legal name */
              companyName: string;
            };
            /** Format: date-time */
            paidFrom: string;
            /** Format: date-time */
            paidUntil: string;
            priceToBePaid: number;
            /** @description The car park of the stay (set in a shop of several car parks, where something is owed) */
            siteId?: string;
            /** @description The car park's name (with siteId) */
            siteName?: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  payPermissionByPlate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact: {
            mail: string;
          };
          /** @enum {string} */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          licensePlate: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            breakdown?: {
              /** @description What the stay paid before; priceToBePaid = totalCents − alreadyPaidCents */
              alreadyPaidCents: number;
              /**
               * Format: date-time
               * @description The entry, rounded down to 5 minutes
               */
              entry: string;
              /** @description Each started 24 h from the entry, priced on its own (the daily cap applies per stretch) */
              periods: {
                capped: boolean;
                /** @description What the stretch costs */
                cents: number;
                /** Format: date-time */
                from: string;
                items: {
                  count: number;
                  unitCents: number;
                }[];
                /** @description The steps at the tariff, before the daily cap */
                rawCents: number;
                steps: number;
                /** Format: date-time */
                to: string;
              }[];
              /** @description The car park of the stay (set in a shop of several car parks, where something is owed) */
              siteId?: string;
              /** @description The car park's name (with siteId) */
              siteName?: string;
              /** @description One tariff step */
              stepMinutes: number;
              /** @description Tariff steps started from the entry to until */
              steps: number;
              tariff: {
                /** @description At most this much per started 24 h from the entry */
                dailyCap?: number;
                firstStepPrice?: number;
                freeMinutes: number;
                pricePerStep: number;
              };
              /** @description The stay from its entry to until: the sum of the stretches */
              totalCents: number;
              /**
               * Format: date-time
               * @description The end of the priced time: the end of the last tariff step charged (or the exit)
               */
              until: string;
            };
            /** Format: date-time */
            paidFrom: string;
            /** Format: date-time */
            paidUntil: string;
            paymentId: string;
            /** @enum {string} */
            paymentMethod: 'Sumup' | 'Sepa' | 'Mollie' | 'Redirect' | 'None';
            paymentRedirect?: string;
            paymentWidgetUrl?: string;
            priceToBePaid: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Bad Gateway: {code, message, details?} */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  useRenewalLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            endTime: string;
            paymentId: string;
            /** @enum {string} */
            paymentMethod: 'Sumup' | 'Sepa' | 'Mollie' | 'Redirect' | 'None';
            paymentRedirect?: string;
            paymentWidgetUrl?: string;
            priceToBePaid: number;
            /** Format: date-time */
            startTime: string;
            templateId: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Gone: {code, message, details?} */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Bad Gateway: {code, message, details?} */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listSites: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sites: {
              /** Format: date-time */
              at: string;
              /**
               * Format: date-time
               * @description When `openNow` changes next; null: not within a week
               */
              changesAt: string | null;
              contactLine: string | null;
              entrance: {
                directions: string | null;
                latitude: number | null;
                line: string | null;
                longitude: number | null;
              };
              /** @description the walk-in places free now; null: the site counts none */
              freePlaces: number | null;
              id: string;
              name: string;
              openingHours: {
                /** @default [] */
                fr: string[];
                /** @default [] */
                holidayHours: string[];
                /** @default [] */
                holidays: string[];
                /** @default [] */
                mo: string[];
                /** @default [] */
                sa: string[];
                /** @default [] */
                su: string[];
                /** @default [] */
                th: string[];
                /** @default [] */
                tu: string[];
                /** @default [] */
                we: string[];
              } | null;
              openNow: boolean;
              payByPlate: boolean;
              phone: string | null;
              priceFrom: number | null;
              templateIds: string[];
              timeZone: string;
            }[];
          };
        };
      };
      /** @description Not modified: If-None-Match named the current answer */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getSite: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            at: string;
            /**
             * Format: date-time
             * @description When `openNow` changes next; null: not within a week
             */
            changesAt: string | null;
            contactLine: string | null;
            entrance: {
              directions: string | null;
              latitude: number | null;
              line: string | null;
              longitude: number | null;
            };
            /** @description the walk-in places free now; null: the site counts none */
            freePlaces: number | null;
            id: string;
            name: string;
            openingHours: {
              /** @default [] */
              fr: string[];
              /** @default [] */
              holidayHours: string[];
              /** @default [] */
              holidays: string[];
              /** @default [] */
              mo: string[];
              /** @default [] */
              sa: string[];
              /** @default [] */
              su: string[];
              /** @default [] */
              th: string[];
              /** @default [] */
              tu: string[];
              /** @default [] */
              we: string[];
            } | null;
            openNow: boolean;
            payByPlate: boolean;
            phone: string | null;
            priceFrom: number | null;
            templateIds: string[];
            timeZone: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getTicket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        permissionId: string;
        secret: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The JSON view, the PDF with `.pdf`, the calendar event with `.ics` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cancelled?: boolean;
            /** Format: date-time */
            cancelledAt?: string;
            creditNoteUrl?: string;
            /** Format: date-time */
            end: string;
            entrance?: {
              address: string;
              directions?: string;
              latitude?: number;
              longitude?: number;
            };
            licensePlate: string | null;
            pdfUrl: string;
            permissionId: string;
            priceToBePaid: number;
            qrSvg?: string;
            site?: {
              id: string;
              name: string;
            };
            /** Format: date-time */
            start: string;
            templateName: string;
            ticketCode: string;
            validAt?: {
              id: string;
              name: string;
            }[];
          };
          'application/pdf': string;
          'text/calendar': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getApplePass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        permissionId: string;
        secret: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pass */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.apple.pkpass': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getWalletLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        permissionId: string;
        secret: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apple?: string;
            demo?: boolean;
            google?: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listUpdatedPasses: {
    parameters: {
      query?: {
        passesUpdatedSince?: string;
      };
      header?: never;
      path: {
        deviceId: string;
        passTypeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lastUpdated: string;
            serialNumbers: string[];
          };
        };
      };
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  registerPassDevice: {
    parameters: {
      query?: never;
      header?: {
        authorization?: string;
      };
      path: {
        deviceId: string;
        passTypeId: string;
        serial: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pushToken: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  unregisterPassDevice: {
    parameters: {
      query?: never;
      header?: {
        authorization?: string;
      };
      path: {
        deviceId: string;
        passTypeId: string;
        serial: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  logPassErrors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          logs: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getLatestPass: {
    parameters: {
      query?: never;
      header?: {
        authorization?: string;
        'if-modified-since'?: string;
      };
      path: {
        passTypeId: string;
        serial: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pass */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.apple.pkpass': string;
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Spec §5 plus: not common, not containing the username or the e-mail's local part */
          newPassword: string;
          oldPassword: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  confirmSignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          /** @description The token of the confirmation link */
          token: string;
        };
      };
    };
    responses: {
      /** @description The caller's login state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loggedIn: boolean;
            /** @description While true, every /sapi call answers 403 PASSWORD_CHANGE_REQUIRED */
            requirePasswordChange: boolean;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Gone: {code, message, details?} */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Language of the reset mail; the shop's language if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          /** @description The account's e-mail */
          mail: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getAuthInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's login state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loggedIn: boolean;
            /** @description While true, every /sapi call answers 403 PASSWORD_CHANGE_REQUIRED */
            requirePasswordChange: boolean;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  customerLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          /** @description The username or the account's e-mail */
          username: string;
        };
      };
    };
    responses: {
      /** @description The caller's login state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            loggedIn: boolean;
            /** @description While true, every /sapi call answers 403 PASSWORD_CHANGE_REQUIRED */
            requirePasswordChange: boolean;
            username: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  customerLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          newPassword: string;
          /** @description The token of the set-password link (invitation or reset mail) */
          token: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Gone: {code, message, details?} */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Language of the mail; the shop's language if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          /** @description The e-mail: identity, username and where the confirmation link goes */
          mail: string;
          /** @description Spec §5 plus: not common, not containing the e-mail's local part */
          password: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Expectation Failed: {code, message, details?} */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Service Unavailable: {code, message, details?} */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  settleDemoPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          outcome: 'paid' | 'failed';
        };
      };
    };
    responses: {
      /** @description Redirect to the result page (Location) */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Misdirected Request: {code, message, details?} */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getWebManifest: {
    parameters: {
      query?: {
        lang?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The web app manifest */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/manifest+json': {
            background_color: string;
            /** @enum {string} */
            display: 'standalone';
            icons: {
              purpose: string;
              sizes: string;
              src: string;
              type: string;
            }[];
            lang: string;
            /** @description The styling's website name */
            name: string;
            scope: string;
            /** @description At most 12 characters: the name, or its first word */
            short_name: string;
            start_url: string;
            /** @description The theme's primary colour */
            theme_color: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listMyBills: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              _id: string;
              closingDate: string;
              grossCents: number;
              /** @enum {string} */
              kind: 'bill' | 'creditNote';
              nr: string;
              pdfUrl: string;
              refersTo?: string;
              secret: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getMyCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              /** @description The live (not archived) cost centres */
              costCentres: {
                archived: boolean;
                code: string;
                id: string;
                name: string;
              }[];
              defaultCostCentreId: string | null;
              id: string;
              legalName: string;
              memberId: string;
              /** @enum {string} */
              role: 'admin' | 'member';
              /** @enum {string} */
              status: 'pending' | 'active' | 'suspended';
            }[];
            selfSignUp: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  signUpCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: {
            buildingNumber?: string;
            city: string;
            /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
            country: string;
            street: string;
            zipCode: string;
          };
          /** @description BT-10: a Leitweg-ID (checked) or an order reference (400 BUYER_REFERENCE_INVALID) */
          buyerReference?: string | null;
          /** @description Where the monthly invoice goes (400 INVALID_MAIL) */
          invoiceMail: string;
          legalName: string;
          /** @description EU VAT ID, checked by its country format (400 VAT_ID_INVALID); empty or null: none */
          vatId?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getMyCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: {
              address: {
                buildingNumber?: string;
                city: string;
                /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
                country: string;
                street: string;
                zipCode: string;
              };
              buyerReference: string | null;
              creditLimitCents: number | null;
              /** @description The DATEV debitor account, unique in the shop */
              debitorAccount: number;
              id: string;
              invoiceMail: string;
              /** @enum {string} */
              invoicePer: 'company' | 'cost_centre';
              legalName: string;
              paymentDays: number;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              /** @enum {string} */
              status: 'pending' | 'active' | 'suspended';
              vatId: string | null;
            };
            costCentres: {
              archived: boolean;
              code: string;
              id: string;
              name: string;
            }[];
            members: {
              defaultCostCentreId: string | null;
              id: string;
              /** Format: date-time */
              invitedAt: string;
              /** Format: date-time */
              joinedAt: string | null;
              mail: string;
              /** Format: date-time */
              removedAt: string | null;
              /** @enum {string} */
              role: 'admin' | 'member';
              /** @enum {string} */
              status: 'invited' | 'active' | 'removed';
            }[];
            plates: {
              /** Format: date-time */
              createdAt: string;
              id: string;
              plate: string;
              plateKey: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  updateMyCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: {
            buildingNumber?: string;
            city: string;
            /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
            country: string;
            street: string;
            zipCode: string;
          };
          /** @description BT-10: a Leitweg-ID (checked) or an order reference (400 BUYER_REFERENCE_INVALID) */
          buyerReference?: string | null;
          /** @description Where the monthly invoice goes (400 INVALID_MAIL) */
          invoiceMail: string;
          /** @enum {string} */
          invoicePer: 'company' | 'cost_centre';
          /** @description EU VAT ID, checked by its country format (400 VAT_ID_INVALID); empty or null: none */
          vatId?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: {
              buildingNumber?: string;
              city: string;
              /** @description ISO 3166 alpha-2 (400 COUNTRY_INVALID otherwise) */
              country: string;
              street: string;
              zipCode: string;
            };
            buyerReference: string | null;
            creditLimitCents: number | null;
            /** @description The DATEV debitor account, unique in the shop */
            debitorAccount: number;
            id: string;
            invoiceMail: string;
            /** @enum {string} */
            invoicePer: 'company' | 'cost_centre';
            legalName: string;
            paymentDays: number;
            /** @enum {string} */
            paymentMeans: 'transfer' | 'sepa_b2b';
            /** @enum {string} */
            status: 'pending' | 'active' | 'suspended';
            vatId: string | null;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  addCostCentre: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            archived: boolean;
            code: string;
            id: string;
            name: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  renameCostCentre: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        costCentreId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            archived: boolean;
            code: string;
            id: string;
            name: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  archiveCostCentre: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        costCentreId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  inviteCompanyMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          defaultCostCentreId?: string | null;
          /**
           * @description The mail's language; the shop's language if absent
           * @enum {string}
           */
          language?: 'de' | 'en' | 'nl' | 'ro' | 'ch';
          mail: string;
          /**
           * @default member
           * @enum {string}
           */
          role?: 'admin' | 'member';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            defaultCostCentreId: string | null;
            id: string;
            /** Format: date-time */
            invitedAt: string;
            /** Format: date-time */
            joinedAt: string | null;
            mail: string;
            /** Format: date-time */
            removedAt: string | null;
            /** @enum {string} */
            role: 'admin' | 'member';
            /** @enum {string} */
            status: 'invited' | 'active' | 'removed';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  setCompanyMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        memberId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'member';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            defaultCostCentreId: string | null;
            id: string;
            /** Format: date-time */
            invitedAt: string;
            /** Format: date-time */
            joinedAt: string | null;
            mail: string;
            /** Format: date-time */
            removedAt: string | null;
            /** @enum {string} */
            role: 'admin' | 'member';
            /** @enum {string} */
            status: 'invited' | 'active' | 'removed';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  removeCompanyMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        memberId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  addFleetPlate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plate: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            id: string;
            plate: string;
            plateKey: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  removeFleetPlate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        plateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  acceptCompanyInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            legalName: string;
            /** @enum {string} */
            role: 'admin' | 'member';
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listMyCompanyInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              companyId: string;
              companyName: string;
              costCentreId: string | null;
              dueDate: string;
              grossCents: number;
              id: string;
              issueDate: string;
              netCents: number;
              number: string;
              paidAt: string | null;
              /** @enum {string} */
              paymentMeans: 'transfer' | 'sepa_b2b';
              pdfUrl: string;
              period: string;
              sentAt: string | null;
              /** @enum {string} */
              status: 'open' | 'overdue' | 'paid' | 'cancelled';
              vatCents: number;
              xmlUrl: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getMyCompanyMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountName: string;
            companyId: string;
            creditorId: string;
            iban: string;
            id: string;
            reference: string;
            signatureDate: string;
          } | null;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  signMyCompanyMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountName: string;
          bic?: string;
          iban: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountName: string;
            companyId: string;
            creditorId: string;
            iban: string;
            id: string;
            reference: string;
            signatureDate: string;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  revokeMyCompanyMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  eraseMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  exportMyData: {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description JSON; with format=csv a text/csv attachment of the same */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              contact: {
                address?: {
                  buildingNumber?: string;
                  city?: string;
                  co?: string;
                  country?: string;
                  streetName?: string;
                  zipCode?: string;
                };
                /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
                buyerReference?: string;
                companyName?: string;
                firstName?: string;
                lastName?: string;
                mail?: string;
                /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
                vatId?: string;
              };
              /** @enum {string} */
              contactDetails:
                | 'MailOnly'
                | 'NameAndMail'
                | 'FullData'
                | 'MailNameAndOptionalAddress'
                | 'MailAndOptionalName';
              /** Format: date-time */
              createdAt: string;
              licensePlates: string[];
              mail: string;
              plates: {
                /** @description The driver's name for it, e.g. "Firmenwagen"; empty for none */
                name: string;
                /** @description The plate as the driver typed it (normalised when saved) */
                plate: string;
              }[];
              username: string;
            };
            bills: {
              _id: string;
              closingDate: string;
              grossCents: number;
              /** @enum {string} */
              kind: 'bill' | 'creditNote';
              nr: string;
              pdfUrl: string;
              refersTo?: string;
              secret: string;
            }[];
            bookings: {
              _id: string;
              computed: {
                cancellationPossible: boolean;
                refundCents: number;
              };
              /** Format: date-time */
              end: string;
              identifications: {
                code: string;
                /** @enum {string} */
                source: 'visual' | 'rfid' | 'lp' | 'ticket';
              }[];
              name: string;
              /** Format: date-time */
              nextStart: string;
              priceCents: number;
              site?: {
                id: string;
                name: string;
              };
              /** Format: date-time */
              start: string;
              /** @enum {string} */
              status: 'upcoming' | 'active' | 'expired' | 'cancelled';
              templateId: string;
              ticketUrl: string;
              validAt?: {
                id: string;
                name: string;
              }[];
            }[];
            /** Format: date-time */
            exportedAt: string;
            mandates: {
              accountName: string;
              bic: string;
              iban: string;
              mandateId: string;
              signatureDate: string;
            }[];
            plates: string[];
          };
          'text/csv': string;
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            contact: {
              address?: {
                buildingNumber?: string;
                city?: string;
                co?: string;
                country?: string;
                streetName?: string;
                zipCode?: string;
              };
              /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
              buyerReference?: string;
              companyName?: string;
              firstName?: string;
              lastName?: string;
              mail?: string;
              /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
              vatId?: string;
            };
            /** @enum {string} */
            contactDetails:
              'MailOnly' | 'NameAndMail' | 'FullData' | 'MailNameAndOptionalAddress' | 'MailAndOptionalName';
            licensePlates: string[];
            plates: {
              /** @description The driver's name for it, e.g. "Firmenwagen"; empty for none */
              name: string;
              /** @description The plate as the driver typed it (normalised when saved) */
              plate: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  updateMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact: {
            address?: {
              buildingNumber?: string;
              city?: string;
              co?: string;
              country?: string;
              streetName?: string;
              zipCode?: string;
            };
            /** @description The company's buyer reference for its invoice: a Leitweg-ID (checked with its check digits) or its own order reference of up to 100 characters. Kept only with a company name. 400 BUYER_REFERENCE_INVALID */
            buyerReference?: string;
            companyName?: string;
            firstName?: string;
            lastName?: string;
            mail?: string;
            /** @description The company's VAT ID (an EU member state's format, or XI); spaces, dots and case are normalised. Kept only with a company name. 400 VAT_ID_INVALID */
            vatId?: string;
          };
          licensePlates?: string[];
        };
      };
    };
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  updateMyPlates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plates: {
            /** @description The driver's name for it, e.g. "Firmenwagen"; empty for none */
            name: string;
            /** @description The plate as the driver typed it (normalised when saved) */
            plate: string;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plates: {
              /** @description The driver's name for it, e.g. "Firmenwagen"; empty for none */
              name: string;
              /** @description The plate as the driver typed it (normalised when saved) */
              plate: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endReminder: boolean;
            renewalFailure: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  setReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endReminder: boolean;
          renewalFailure: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            endReminder: boolean;
            renewalFailure: boolean;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  getMySecurityLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              /** @description The address with its host part masked, e.g. 203.0.113.x */
              address: string | null;
              at: string;
              /** @description Browser and system from the User-Agent, e.g. "Firefox · Windows" */
              device: string | null;
              /** @enum {string} */
              kind: 'login' | 'login-failed' | 'password-changed' | 'password-reset';
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listMyMandates: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              accountName: string;
              bic: string;
              iban: string;
              mandateId: string;
              signatureDate: string;
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  revokeMyMandate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mandateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description URI Too Long: {code, message, details?} */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  countMyActivePermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            permissionsCount: number;
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  cancelMyPermission: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          _id: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            creditNote: {
              _id: string;
              nr: string;
              pdfUrl: string;
              secret: string;
            } | null;
            refund: {
              amountCents: number;
              method: string;
              /** @enum {string} */
              status: 'pending' | 'refunded' | 'dropped' | 'due' | 'none';
            };
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Conflict: {code, message, details?} */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Payload Too Large: {code, message, details?} */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unsupported Media Type: {code, message, details?} */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
  listMyPermissions: {
    parameters: {
      query?: {
        'filter.active'?: 'true' | 'false';
        'filter.templateId'?: string;
        limit?: number;
        order?: 'start' | '-start' | 'end' | '-end' | 'name' | '-name';
        page?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            data: {
              _id: string;
              computed: {
                cancellationPossible: boolean;
                refundCents: number;
              };
              /** Format: date-time */
              end: string;
              identifications: {
                code: string;
                /** @enum {string} */
                source: 'visual' | 'rfid' | 'lp' | 'ticket';
              }[];
              name: string;
              /** Format: date-time */
              nextStart: string;
              priceCents: number;
              site?: {
                id: string;
                name: string;
              };
              /** Format: date-time */
              start: string;
              /** @enum {string} */
              status: 'upcoming' | 'active' | 'expired' | 'cancelled';
              templateId: string;
              ticketUrl: string;
              validAt?: {
                id: string;
                name: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad Request: {code, message, details?} */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Unauthorized: {code, message, details?} */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Forbidden: {code, message, details?} */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Not Found: {code, message, details?} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Too Many Requests: {code, message, details?} */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
      /** @description Internal Server Error: {code, message, details?} */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            details?: unknown;
            message: string;
          };
        };
      };
    };
  };
}
