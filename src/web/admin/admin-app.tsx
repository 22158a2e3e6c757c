import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { markSessionExpired, meKey, rememberSession, setSessionEndedHandler } from './api';
import { AdminLayout, RequireRole } from './admin-layout';
import { adminTheme } from './theme';
import './texts';

const LoginPage = lazy(() => import('./login-page'));
const SetPasswordPage = lazy(() => import('./set-password-page'));
// Each area is a feature folder of its own, loaded when first opened.
const DashboardPage = lazy(() => import('./dashboard/page'));
const BookingsPage = lazy(() => import('./bookings/page'));
const CustomersPage = lazy(() => import('./customers/page'));
const CompaniesPage = lazy(() => import('./companies/page'));
const PaymentsPage = lazy(() => import('./payments/page'));
const ParkingPage = lazy(() => import('./parking/page'));
const CataloguePage = lazy(() => import('./catalogue/page'));
const ExportsPage = lazy(() => import('./exports/page'));
const AccountPage = lazy(() => import('./account-page'));
const OperatorsPage = lazy(() => import('./operators-page'));
const AuditPage = lazy(() => import('./audit-page'));

/**
 * The back office at /admin (ADR 023): its own lazily loaded route tree with its own
 * neutral theme and texts; no shop page imports anything from here. A 401 from any call (idle
 * timeout, disabled, logged out elsewhere) sends the operator to the login with a message.
 */
export default function AdminApp() {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndedHandler(() => {
      rememberSession(null);
      markSessionExpired();
      client.setQueryData(meKey, null);
      void navigate('/admin/login?expired=1', { replace: true });
    });
    return () => setSessionEndedHandler(undefined);
  }, [client, navigate]);

  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <Suspense fallback={null}>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route path="set-password" element={<SetPasswordPage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="bookings/*" element={<BookingsPage />} />
            <Route path="customers/*" element={<CustomersPage />} />
            <Route path="companies/*" element={<CompaniesPage />} />
            <Route path="payments/*" element={<PaymentsPage />} />
            <Route path="parking/*" element={<ParkingPage />} />
            <Route
              path="catalogue/*"
              element={
                <RequireRole min="admin">
                  <CataloguePage />
                </RequireRole>
              }
            />
            <Route path="exports/*" element={<ExportsPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route
              path="operators"
              element={
                <RequireRole min="admin">
                  <OperatorsPage />
                </RequireRole>
              }
            />
            <Route
              path="audit"
              element={
                <RequireRole min="admin">
                  <AuditPage />
                </RequireRole>
              }
            />
            <Route path="*" element={<DashboardPage />} />
          </Route>
        </Routes>
      </Suspense>
    </ThemeProvider>
  );
}
