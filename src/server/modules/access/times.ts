import { PARKING_DEFAULTS, type ParkingConfig } from '../../config/shop-config';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `parking.maxReadAgeHours`: an older read (by its receipt) makes no stay. */
export function maxReadAgeMs(parking: ParkingConfig | undefined): number {
  return (parking?.maxReadAgeHours ?? PARKING_DEFAULTS.maxReadAgeHours) * 3_600_000;
}
