export { refundsModule } from './module';
