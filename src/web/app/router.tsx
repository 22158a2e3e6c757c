import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { HomePage } from '../features/booking/home-page';
import { ContentPage } from '../features/content/content-page';
import { screens } from './screens';
import { BookingScreen } from '../features/booking/booking-screen';
import { PeriodProduct } from '../features/booking/period-product';

// Only the landing page is in the first bundle; every other screen loads on demand.
const ReservePage = lazy(screens.reserve);
const PeriodPage = lazy(screens.period);
const DataPage = lazy(screens.data);
const ConfirmPage = lazy(screens.confirm);
const PaymentPage = lazy(screens.payment);
const CheckoutPage = lazy(screens.checkout);
const TicketPage = lazy(screens.t);
const PortalFrame = lazy(screens.portal);
const PortalHome = lazy(screens.portalHome);
const PortalData = lazy(screens.portalData);
const PortalPermissions = lazy(screens.portalPermissions);
const PortalBills = lazy(screens.portalBills);
const PortalMandates = lazy(screens.portalMandates);
const PortalSecurity = lazy(screens.portalSecurity);
const PortalPlates = lazy(screens.portalPlates);
const PortalCompany = lazy(screens.portalCompany);
const ConfirmAccountPage = lazy(screens.confirmAccount);
const BillPage = lazy(screens.bill);
const SetPasswordPage = lazy(screens.setPassword);
const AdminApp = lazy(screens.admin);
const RenewPage = lazy(screens.renew);
const RenewCheckoutPage = lazy(screens.renewCheckout);
const RenewalLinkPage = lazy(screens.renewalLink);
const SitePage = lazy(screens.site);

/**
 * React Router in declarative mode: the shop loads no data through the router, and this mode
 * leaves the data-router code (about 16 kB gzipped) out of the first screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The shop's routes, under the browser's router or the server's (entry-server.tsx, ADR 037). */
export function AppRoutes() {
  return (
    <Routes>
      {/* The back office: outside the shop's layout, with its own theme (ADR 023). */}
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route path="/" element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="reserve" element={<ReservePage />} />
        {/* A car park's page in a shop with several (its products, hours, free places). */}
        <Route path="p/:siteId" element={<SitePage />} />
        {/* Booking steps: the frame (stepper, heading) comes with the first bundle, the step later. */}
        <Route
          path="period/:id"
          element={
            <BookingScreen step={1} headlineKey="screen.period.headline" lead={<PeriodProduct />}>
              <PeriodPage />
            </BookingScreen>
          }
        />
        <Route
          path="data/:id"
          element={
            <BookingScreen step={2} headlineKey="screen.data.headline">
              <DataPage />
            </BookingScreen>
          }
        />
        <Route
          path="confirm/:id"
          element={
            <BookingScreen step={3} headlineKey="screen.confirm.headline">
              <ConfirmPage />
            </BookingScreen>
          }
        />
        <Route
          path="payment/:id"
          element={
            <BookingScreen step={4} headlineKey="screen.payment.headline">
              <PaymentPage />
            </BookingScreen>
          }
        />
        <Route
          path="checkout"
          element={
            <BookingScreen step={5} headlineKey="screen.checkout.headline">
              <CheckoutPage />
            </BookingScreen>
          }
        />
        {/* The guest renewal (spec §2): its own screens, its own result, no stepper. */}
        <Route path="renew-ticket" element={<RenewPage />} />
        <Route path="checkout/renew" element={<RenewCheckoutPage />} />
        <Route path="renewal/:token" element={<RenewalLinkPage />} />
        <Route path="t/:permissionId/:permissionSecret" element={<TicketPage />} />
        {/* The customer portal (spec §2): login-gated, only with enableCustomerShop (the frame checks). */}
        <Route path="portal" element={<PortalFrame />}>
          <Route index element={<PortalHome />} />
          <Route path="data" element={<PortalData />} />
          <Route path="permissions" element={<PortalPermissions />} />
          <Route path="bills" element={<PortalBills />} />
          <Route path="mandates" element={<PortalMandates />} />
          <Route path="security" element={<PortalSecurity />} />
          <Route path="plates" element={<PortalPlates />} />
          <Route path="company/*" element={<PortalCompany />} />
        </Route>
        <Route path="bill/:id/:secret" element={<BillPage />} />
        <Route path="credit-note/:id/:secret" element={<BillPage kind="creditNote" />} />
        <Route path="set-password" element={<SetPasswordPage />} />
        <Route path="confirm-account" element={<ConfirmAccountPage />} />
        {/* Content pages come from the styling's navigation; anything else is not found. */}
        <Route path="*" element={<ContentPage />} />
      </Route>
    </Routes>
  );
}
