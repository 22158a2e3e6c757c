export type { CheckoutService } from './service';
export { checkoutModule } from './module';
