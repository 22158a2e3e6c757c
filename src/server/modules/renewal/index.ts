export { renewalModule } from './module';
