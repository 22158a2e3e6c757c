export { dashboardModule } from './module';
