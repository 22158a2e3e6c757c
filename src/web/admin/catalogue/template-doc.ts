import type { Tariff } from '../../../shared/domain/price';
import type { productTypes } from '../../../shared/schemas/booking';
import type { Localized } from './common';

export type Json = Record<string, unknown>;

export const SLOT_FIELDS = [
  'stepDuration',
  'startBefore',
  'bookUntil',
  'minDuration',
  'maxDuration',
] as const;
export type SlotField = (typeof SLOT_FIELDS)[number];

/** The tariffs of walk-in parking are kept like a product's, under this id. */
export const WALK_IN = 'walk-in';

/** The site a shop without sites was migrated to: its walk-in tariff keeps the key `walk-in`. */
export const MAIN_SITE = 'main';

/** The key of a site's walk-in tariff versions (as the server keeps them). */
export function walkInKey(siteId: string): string {
  return siteId === MAIN_SITE ? WALK_IN : `${WALK_IN}@${siteId}`;
}

/** The site of a walk-in tariff key, or undefined for a product's id. */
export function siteOfWalkInKey(key: string): string | undefined {
  if (key === WALK_IN) return MAIN_SITE;
  return key.startsWith(`${WALK_IN}@`) ? key.slice(WALK_IN.length + 1) : undefined;
}

/** A site's walk-in parking as the catalogue document holds it. */
export interface ParkingDoc extends Json {
  name?: Localized;
  stepDuration: number;
  tariff: Tariff;
  freeMinutes?: number;
  leaveMinutes?: number;
  payAfterExitHours?: number;
  capacity?: number;
}

/** A site (car park) as the catalogue document holds it. */
export interface SiteDoc extends Json {
  id: string;
  name: Localized;
  entrance?: {
    street: string;
    number?: string;
    zip: string;
    city: string;
    country?: string;
    latitude?: number;
    longitude?: number;
    directions?: Localized;
  };
  location?: string;
  openingHours?: Partial<Record<string, string[]>>;
  contact?: { phone?: string; line?: Localized };
  parking?: ParkingDoc;
  timeZone?: string;
  costCentre?: string;
}

/** A product template as the catalogue document holds it. */
export interface TemplateDoc extends Json {
  id: string;
  type: (typeof productTypes)[number];
  name: Localized;
  description?: Localized;
  capacity?: number;
  requiredContactDetails: string;
  requestedIdentifierSources?: string[];
  /** startGrid 'day': starts on any day (ADR 048). */
  reservationSlotDetails: Record<SlotField, number> & { startGrid?: 'step' | 'day' };
  tariff: Tariff;
  /** The sites where it is valid (a shop with several sites names them). */
  siteIds?: string[];
  cancellation?: { until: number | 'never'; refund: 'full' | 'proRata' | 'none' };
}
