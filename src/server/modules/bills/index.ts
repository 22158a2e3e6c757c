export { billsModule } from './module';
