import { deBase, mergeTexts } from './de';
import { dePortal } from './de-portal';
import { deRenewal } from './de-renewal';
import { deOrder } from './de-order';
import { deAdmin } from './de-admin';
import { deSites } from './de-sites';
import { deCompanies } from './de-companies';

/**
 * All German texts: the reference of the other languages (tests, the Swiss variant). The client
 * takes them in parts: `deBase` in the first bundle, the portal's and the renewal's texts with
 * their lazily loaded screens (web/features/portal/texts.ts, web/features/pay-by-plate/texts.ts), the back office's error texts
 * with the back office (web/admin/texts.ts).
 */
export const de = mergeTexts(
  mergeTexts(mergeTexts(mergeTexts(mergeTexts(deBase, dePortal), deRenewal), deAdmin), deOrder),
  mergeTexts(deSites, deCompanies),
);
