import { localeOf } from '../../../shared/i18n/languages';

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The distance along the earth's surface in metres (haversine): a driver compares car parks a
 * few kilometres apart, where the sphere's error (under 0.5 %) changes no order that matters.
 */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "350 m", "1,2 km", "12 km": as precise as a driver reads it. */
export function formatDistance(metres: number, language: string): string {
  const locale = localeOf(language);
  if (metres < 1000) {
    // Tens of metres: a position is rarely better than that.
    const m = Math.max(10, Math.round(metres / 10) * 10);
    return `${new Intl.NumberFormat(locale).format(m)} m`;
  }
  const km = metres / 1000;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0, minimumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}

/** Lower case without accents: "Straße" matches "strasse", "Bahnhof" matches "bahnhof". */
export function searchKey(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** Whether every word of the query is in the text (name and street), in any order. */
export function matches(query: string, text: string): boolean {
  const hay = searchKey(text);
  return searchKey(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}
