import { isValidIban, normalizeIban } from '../../shared/domain/iban';
import { ConfigError } from './config-error';
import type { BillParty } from '../db/schema';
import type { ShopConfig } from './shop-config';

/**
 * What the e-invoice rules (EN 16931, XRechnung 3.0; ADR 061) demand of the seller and the
 * shop config must therefore carry: every bill is also an e-invoice, and one that a
 * recipient's validator rejects is no invoice. Each problem names the missing key.
 */
export function eInvoiceSellerProblems({ shop }: ShopConfig): string[] {
  const problems: string[] = [];
  const need = 'is required: every bill is an e-invoice (docs/operations/shop-config.md)';
  if (!shop.address) problems.push(`shop.address ${need} (seller address, BG-5)`);
  if (!shop.vatId && !shop.taxNumber) {
    problems.push(`shop.vatId or shop.taxNumber ${need} (seller VAT ID BT-31 or tax number BT-32)`);
  }
  if (!shop.contact) problems.push(`shop.contact {name, phone, mail} ${need} (seller contact, BG-6)`);
  if (shop.vatRatePercent === 0 && !shop.vatExemptionReason) {
    problems.push(`shop.vatExemptionReason ${need} with vatRatePercent 0 (why no VAT is charged, BT-120)`);
  }
  if (shop.bankAccount && !isValidIban(normalizeIban(shop.bankAccount.iban))) {
    problems.push('shop.bankAccount.iban: is not a valid IBAN');
  }
  return problems;
}

/** Stops the start when the seller lacks what an e-invoice needs; `label` as in the config's messages. */
export function assertEInvoiceSeller(config: ShopConfig, label = 'SHOP_CONFIG'): void {
  const problems = eInvoiceSellerProblems(config);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => `${label}: ${p}`).join('\n'));
}

/** The seller as a bill or a company's invoice freezes it at issue: the shop's data now. */
export function sellerParty(shop: ShopConfig['shop']): BillParty {
  return {
    name: shop.legalName ?? shop.name,
    ...(shop.address ?? {}),
    ...(shop.vatId ? { vatId: shop.vatId } : {}),
    ...(shop.taxNumber ? { taxNumber: shop.taxNumber } : {}),
    ...(shop.contact ? { contact: shop.contact } : {}),
  };
}
