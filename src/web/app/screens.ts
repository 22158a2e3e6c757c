/**
 * The screens besides the landing page, each its own chunk, loaded when first shown. (Loading
 * the arrival screen's code eagerly was tried: it runs before the first paint and makes a slow
 * phone show the heading later, so the frame of a booking step, in the first bundle, paints first.)
 */
export const screens = {
  reserve: () => import('../features/booking/reserve-page'),
  period: () => import('../features/booking/period-page'),
  data: () => import('../features/booking/data-page'),
  confirm: () => import('../features/booking/confirm-page'),
  payment: () => import('../features/booking/payment-page'),
  checkout: () => import('../features/checkout/checkout-page'),
  t: () => import('../features/ticket/ticket-page'),
  // The customer portal: none of it is in the landing page's bundle.
  portal: () => import('../features/portal/portal-frame').then((m) => ({ default: m.PortalFrame })),
  portalHome: () => import('../features/portal/portal-home'),
  portalData: () => import('../features/portal/data-page'),
  portalPermissions: () => import('../features/portal/permissions-page'),
  portalBills: () => import('../features/portal/bills-page'),
  portalMandates: () => import('../features/portal/mandates-page'),
  portalSecurity: () => import('../features/portal/security-page'),
  portalPlates: () => import('../features/portal/plates-page'),
  portalCompany: () => import('../features/company/company-routes'),
  confirmAccount: () => import('../features/portal/confirm-account-page'),
  bill: () => import('../features/portal/bill-page'),
  setPassword: () => import('../features/portal/set-password-page'),
  // The back office (ADR 023): a route tree of its own; nothing of it in the first bundle.
  admin: () => import('../admin/entry'),
  // The guest renewal: pay a parking stay by plate.
  renew: () => import('../features/pay-by-plate/renew-page'),
  renewCheckout: () => import('../features/pay-by-plate/renew-checkout-page'),
  // A shop with several car parks: the list on the home page and a site's page.
  siteList: () => import('../features/booking/site-list'),
  site: () => import('../features/booking/site-page'),
  // A reminder mail's one-click renewal.
  renewalLink: () => import('../features/reminders/renewal-link-page'),
};
