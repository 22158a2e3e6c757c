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
};
