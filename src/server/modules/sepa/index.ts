export type { SepaService } from './service';
export { sepaModule } from './module';
