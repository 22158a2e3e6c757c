import type { Container, Mount } from '../../container';
import { BillRepository } from './repository';
import { billRoutes } from './routes';
import { BillService } from './service';

export function billsModule(c: Container): { service: BillService; routes: { shop: Mount } } {
  const onPdf = c.onPdfRendered;
  const bills = new BillService({
    timeZone: c.catalogue.current().config.shop.timeZone,
    repo: new BillRepository(c.db),
    onRender: onPdf && ((id) => onPdf('bill', id)),
    shop: () => c.catalogue.current().config,
  });
  return { service: bills, routes: { shop: (app) => app.register(billRoutes, { bills }) } };
}
