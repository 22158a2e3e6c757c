import type { Container, Mount } from '../../container';
import type { CompanyInvoiceBookings } from './datev';
import { ExportRepository } from './repository';
import { exportAdminRoutes, exportOperatorRoutes } from './routes';
import { ExportService } from './service';

/** The accountant's exports (ADR 024). */
export function exportsModule(c: Container, deps: { companyInvoices?: CompanyInvoiceBookings } = {}) {
  const exports = new ExportService({
    catalogue: c.catalogue,
    repo: new ExportRepository(c.db),
    companyInvoices: deps.companyInvoices,
  });
  const routes: Record<'operator' | 'admin', Mount> = {
    operator: (app) => app.register(exportOperatorRoutes, { operator: c.operator, exports, clock: c.clock }),
    admin: (app) => app.register(exportAdminRoutes, { exports, clock: c.clock }),
  };
  return { routes };
}
