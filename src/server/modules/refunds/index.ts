export { quoteCancellation } from './cancellation';
export { refundsModule } from './module';
