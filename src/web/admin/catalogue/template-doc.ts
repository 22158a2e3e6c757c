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
  cancellation?: { until: number | 'never'; refund: 'full' | 'proRata' | 'none' };
}
