import { lazy, Suspense } from 'react';

/**
 * The first bundle's only link to the back office: a chunk that imports nothing but React.
 * Importing admin-app directly would put the preload list of all its chunks (MUI parts,
 * DataGrid helpers) into the landing page's entry, about 0.5 kB gzipped (ADR 023).
 */
const AdminApp = lazy(() => import('./admin-app'));

export default function AdminEntry() {
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}
