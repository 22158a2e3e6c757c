export { accessModule } from './module';
