import { describe, expect, it } from 'vitest';
import { distanceMetres, formatDistance, matches } from './site-geo';

describe('distances between a driver and a car park', () => {
  it('measures Freiburg market to the main station at about 1 km', () => {
    const market = { latitude: 47.9959, longitude: 7.8522 };
    const station = { latitude: 47.9977, longitude: 7.8413 };
    const d = distanceMetres(market, station);
    expect(d).toBeGreaterThan(800);
    expect(d).toBeLessThan(900);
    expect(distanceMetres(market, market)).toBe(0);
  });

  it('reads as a driver reads it, in the language of the page', () => {
    expect(formatDistance(1234, 'de')).toBe('1,2 km');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(12_345, 'de')).toBe('12 km');
    expect(formatDistance(346, 'de')).toBe('350 m');
    expect(formatDistance(2, 'de')).toBe('10 m');
  });
});

describe('the search of the car park list', () => {
  it('finds by name or street, any case, ß as ss, words in any order', () => {
    expect(matches('bahnhof', 'Parkhaus am Hauptbahnhof Bismarckallee 5')).toBe(true);
    expect(matches('Strasse', 'P+R West Lörracher Straße 1')).toBe(true);
    expect(matches('lorracher', 'P+R West Lörracher Straße 1')).toBe(true);
    expect(matches('west p+r', 'P+R West Lörracher Straße 1')).toBe(true);
    expect(matches('markt', 'Parkhaus am Hauptbahnhof Bismarckallee 5')).toBe(false);
    expect(matches('  ', 'anything')).toBe(true);
  });
});
