import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import CompanyPage from './company-page';

// The company admin's invoices and B2B mandate load on their own when first opened.
const InvoicesPage = lazy(() => import('./invoices-page'));
const MandatePage = lazy(() => import('./mandate-page'));

/**
 * /portal/company/* (ADR 065, 067): the company screen, and its admin's invoices and B2B
 * mandate. Routed here, not in the shop's router, so that the landing page's bundle does not
 * carry their chunks' names.
 */
export default function CompanyRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<CompanyPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="mandate" element={<MandatePage />} />
      </Routes>
    </Suspense>
  );
}
