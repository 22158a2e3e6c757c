export type { PortalService } from './service';
