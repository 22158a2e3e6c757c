export type { PortalService } from './service';
export { portalModule } from './module';
