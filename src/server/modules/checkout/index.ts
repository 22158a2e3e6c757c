export type { CheckoutService } from './service';
