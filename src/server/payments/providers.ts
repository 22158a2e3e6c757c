import type { PaymentSettings } from '../config/payment-settings';
import { DemoPaymentProvider } from './demo/adapter';
import { MolliePaymentProvider } from './mollie/adapter';
import type { PaymentProvider, ProviderPaymentStatus } from './port';
import { SepaPaymentProvider } from './sepa/adapter';
import { SumUpPaymentProvider } from './sumup/adapter';

/** The configured provider. `lookup` is our own ledger, for the providers that live in the shop. */
export function createPaymentProvider(
  settings: PaymentSettings,
  lookup: (provider: string, ref: string) => Promise<ProviderPaymentStatus | null>,
): PaymentProvider {
  switch (settings.provider) {
    case 'sumup':
      return new SumUpPaymentProvider(settings.sumup!);
    case 'mollie':
      return new MolliePaymentProvider(settings.mollie!);
    case 'sepa':
      return new SepaPaymentProvider((ref) => lookup('sepa', ref));
    default:
      return new DemoPaymentProvider((ref) => lookup('demo', ref));
  }
}

/**
 * Content-Security-Policy sources SumUp's card widget needs on our pages: its script, the
 * API calls and styles of SumUp's hosts, and frames: the widget may show the card issuer's
 * 3-D Secure page, which lives on the bank's own (unknown) https origin. For a stand-in widget
 * (tests) only its own origin.
 */
export function sumupCspSources(widgetUrl: string): {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
} {
  const url = new URL(widgetUrl);
  const real = url.hostname === 'sumup.com' || url.hostname.endsWith('.sumup.com');
  const hosts = real ? [url.origin, 'https://*.sumup.com'] : [url.origin];
  return {
    scriptSrc: hosts,
    connectSrc: hosts,
    frameSrc: real ? [...hosts, 'https:'] : hosts,
    styleSrc: hosts,
    imgSrc: hosts,
  };
}
