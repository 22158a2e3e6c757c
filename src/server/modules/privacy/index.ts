export { privacyModule } from './module';
