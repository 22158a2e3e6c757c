import { deBase, mergeTexts, type TranslationResource } from './de';
import { deAdmin } from './de-admin';
import { dePortal } from './de-portal';
import { deRenewal } from './de-renewal';
import { deOrder } from './de-order';
import { deSites } from './de-sites';
import { deCompanies } from './de-companies';

// Built from the parts, not from `de`: importing `de` here would pull the portal's German texts
// into the client's first bundle (the chunk that holds de.ts).
const de = mergeTexts(
  mergeTexts(mergeTexts(mergeTexts(mergeTexts(deBase, dePortal), deRenewal), deAdmin), deOrder),
  mergeTexts(deSites, deCompanies),
);

/**
 * Swiss Standard German (de-CH): the German texts with 'ss' for 'ß' throughout, and Swiss
 * wording where it is the usual one (Kontrollschild, Bewilligung). Prices stay in EUR; Intl
 * formats them the Swiss way. Only the wording differences are written out here.
 */
const swissWording = {
  home: { headline: 'Parkbewilligungen', renew: { plate: 'Kontrollschild' } },
  screen: {
    confirm: {
      vatId: 'EU-MWST-Nr.',
      licensePlate: 'Kontrollschild',
      accept: 'Die Angaben sind korrekt und ich akzeptiere die Allgemeinen Geschäftsbedingungen (AGB).',
    },
    payment: { headline: 'Zahlung' },
    ticket: {
      licensePlate: 'Kontrollschild',
      addToAppleWallet: 'Zur Apple Wallet hinzufügen',
      addToGoogleWallet: 'Zur Google Wallet hinzufügen',
    },
    renew: { licensePlate: 'Kontrollschild', licensePlateHint: 'Wie auf dem Schild, z. B. ZH 123456' },
    portal: {
      permissions: {
        bookingMax: 'Die maximale Anzahl buchbarer Bewilligungen ist erreicht ({{count}}/{{max}})',
      },
    },
  },
  contactForm: {
    invalidPlate: 'Bitte geben Sie ein gültiges Kontrollschild ein.',
    licensePlate: 'Kontrollschild',
    licensePlateHint: 'z. B. ZH 123456',
    // The EU's VAT ID, which a Swiss reader knows as MWST-Nummer; a Swiss UID (CHE) is no EU one.
    vatId: 'EU-MWST-Nr. (optional)',
    invalidVatId: 'Bitte geben Sie eine gültige MWST-Nr. eines EU-Staats ein, z. B. DE123456789.',
  },
  apiError: {
    VAT_ID_INVALID: 'Die EU-MWST-Nr. ist ungültig.',
    LICENSE_PLATE_MISSING: 'Bitte geben Sie ein Kontrollschild an.',
    LICENSE_PLATE_INVALID: 'Das Kontrollschild ist ungültig.',
  },
};

type Tree = { [key: string]: string | Tree };

/** German with 'ss' for 'ß', then the Swiss wording laid over it. */
function swiss(german: Tree, wording: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(german)) {
    const over = wording[key];
    if (typeof value === 'string') out[key] = typeof over === 'string' ? over : value.replace(/ß/g, 'ss');
    else out[key] = swiss(value, typeof over === 'object' ? over : {});
  }
  return out;
}

export const ch = swiss(de, swissWording) as TranslationResource;
