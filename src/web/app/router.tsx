import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout';
import { HomePage } from '../features/booking/home-page';
import { ReservePage } from '../features/booking/reserve-page';
import { ContentPage } from '../features/content/content-page';

// The booking flow and its pickers load on demand to keep the first screen light.
const PeriodPage = lazy(() => import('../features/booking/period-page'));
const DataPage = lazy(() => import('../features/booking/data-page'));
const ConfirmPage = lazy(() => import('../features/booking/confirm-page'));
const PaymentPage = lazy(() => import('../features/booking/payment-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const TicketPage = lazy(() => import('../features/ticket/ticket-page'));

export const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'reserve', element: <ReservePage /> },
      { path: 'period/:id', element: <PeriodPage /> },
      { path: 'data/:id', element: <DataPage /> },
      { path: 'confirm/:id', element: <ConfirmPage /> },
      { path: 'payment/:id', element: <PaymentPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      { path: 't/:permissionId/:permissionSecret', element: <TicketPage /> },
      // Content pages come from the styling's navigation; anything else is not found.
      { path: '*', element: <ContentPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
