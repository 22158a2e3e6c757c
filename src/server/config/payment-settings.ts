import { validateCreditorID } from 'sepa';
import { isValidBicForIban, isValidIban, normalizeBic, normalizeIban } from '../../shared/domain/iban';
import { ConfigError } from './config-error';
import type { Env } from './env';
import type { ShopConfig } from './shop-config';

export type ProviderName = 'sumup' | 'sepa' | 'mollie' | 'demo';

export interface CreditorAddress {
  street: string;
  buildingNumber: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface SepaSettings {
  creditorId: string;
  creditorName: string;
  creditorIban: string;
  creditorBic: string;
  creditorAddress: CreditorAddress;
  /** Days from the mandate (pre-notification) to the collection. */
  prenotificationDays: number;
}

/** Everything the payment adapters need, resolved once at start. */
export interface PaymentSettings {
  provider: ProviderName;
  publicUrl: string;
  sumup?: { apiKey: string; merchantCode: string; apiUrl: string; widgetUrl: string; webhookUrl: string };
  mollie?: { apiKey: string; apiUrl: string; webhookUrl: string | undefined; redirectUrl: string };
  /** Present with provider sepa, or whenever the creditor data is set (exports keep working). */
  sepa?: SepaSettings;
}

/**
 * The provider is PAYMENT_PROVIDER, else the shop config's `paymentProvider`. A chosen provider
 * without its credentials stops the start with a message naming the variable.
 */
export function resolvePaymentSettings(env: Env, shop: ShopConfig): PaymentSettings {
  const provider: ProviderName = env.PAYMENT_PROVIDER ?? shop.paymentProvider;
  const problems: string[] = [];
  const need = (name: keyof Env, why: string): string => {
    const v = env[name];
    if (typeof v !== 'string' || v === '') {
      problems.push(`${name}: is required with PAYMENT_PROVIDER ${provider} (${why})`);
      return '';
    }
    return v;
  };
  const settings: PaymentSettings = { provider, publicUrl: env.PUBLIC_URL };
  if (provider === 'demo' && env.isPublic && !env.ALLOW_DEMO_PAYMENTS) {
    // Anyone could "pay" with the demo page's Pay button: never by accident on the internet.
    problems.push(
      `PAYMENT_PROVIDER: the demo payment provider would hand out permissions without money on the public shop ${env.PUBLIC_URL}. ` +
        "Choose a real provider (PAYMENT_PROVIDER or the shop config's paymentProvider), or set ALLOW_DEMO_PAYMENTS=true for a public demo.",
    );
  }

  if (provider === 'sumup') {
    settings.sumup = {
      apiKey: need('SUMUP_API_KEY', 'SumUp API key'),
      merchantCode: need('SUMUP_MERCHANT_CODE', 'SumUp merchant code'),
      apiUrl: env.SUMUP_API_URL.replace(/\/+$/, ''),
      widgetUrl: env.SUMUP_WIDGET_URL,
      webhookUrl: `${env.PUBLIC_URL}/api/payments/sumup/webhook`,
    };
  }
  if (provider === 'mollie') {
    settings.mollie = {
      apiKey: need('MOLLIE_API_KEY', 'Mollie API key'),
      apiUrl: env.MOLLIE_API_URL.endsWith('/') ? env.MOLLIE_API_URL : `${env.MOLLIE_API_URL}/`,
      // Mollie refuses webhook URLs it cannot reach; a local demo relies on the checkout poll.
      webhookUrl: !env.isPublic ? undefined : `${env.PUBLIC_URL}/api/payments/mollie/webhook`,
      redirectUrl: `${env.PUBLIC_URL}/checkout`,
    };
  }
  const anyCreditor =
    env.SEPA_CREDITOR_ID || env.SEPA_CREDITOR_NAME || env.SEPA_CREDITOR_IBAN || env.SEPA_CREDITOR_BIC;
  if (provider === 'sepa' || anyCreditor) {
    const why = 'SEPA creditor data';
    const label = provider === 'sepa' ? provider : 'sepa (SEPA_CREDITOR_* is partly set)';
    const req = (name: keyof Env) => {
      const v = env[name];
      if (typeof v !== 'string' || v === '') {
        problems.push(`${name}: is required with PAYMENT_PROVIDER ${label} (${why})`);
        return '';
      }
      return v;
    };
    const creditorId = req('SEPA_CREDITOR_ID').replace(/\s+/g, '').toUpperCase();
    const creditorName = req('SEPA_CREDITOR_NAME').trim();
    const creditorIban = normalizeIban(req('SEPA_CREDITOR_IBAN'));
    const creditorBic = normalizeBic(req('SEPA_CREDITOR_BIC'));
    if (creditorId && !validateCreditorID(creditorId)) {
      problems.push('SEPA_CREDITOR_ID: is not a valid creditor identifier (e.g. DE98ZZZ09999999999)');
    }
    if (creditorIban && !isValidIban(creditorIban)) problems.push('SEPA_CREDITOR_IBAN: is not a valid IBAN');
    if (creditorBic && creditorIban && !isValidBicForIban(creditorBic, creditorIban)) {
      problems.push("SEPA_CREDITOR_BIC: is not a valid BIC of the creditor IBAN's country");
    }
    if (!shop.shop.address) {
      problems.push(
        'SHOP_CONFIG shop.address: is required for SEPA direct debit (the bank file carries the creditor address)',
      );
    }
    settings.sepa = {
      creditorId,
      creditorName,
      creditorIban,
      creditorBic,
      creditorAddress: shop.shop.address ?? {
        street: '',
        buildingNumber: '',
        zipCode: '',
        city: '',
        country: '',
      },
      prenotificationDays: env.SEPA_PRENOTIFICATION_DAYS,
    };
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return settings;
}
