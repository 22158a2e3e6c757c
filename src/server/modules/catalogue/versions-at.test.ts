import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { versionAt, versionsAt, type TariffVersion } from './catalogue';

const tariff = { currency: 'EUR' } as unknown as TariffVersion['tariff'];

/** The reload's one pass over the versions picks what the per-product search picks. */
describe('versionsAt', () => {
  it('gives every key the version versionAt gives it (latest validFrom not after the moment, ties: the higher version)', () => {
    const version = fc.record({
      templateId: fc.constantFrom('a', 'b', 'walk-in', 'walk-in@west'),
      version: fc.integer({ min: 1, max: 5 }),
      validFrom: fc.integer({ min: 0, max: 20 }).map((d) => new Date(d * 86_400_000)),
      tariff: fc.constant(tariff),
    });
    fc.assert(
      fc.property(fc.array(version, { maxLength: 30 }), fc.integer({ min: -1, max: 21 }), (versions, day) => {
        const at = day * 86_400_000;
        const all = versionsAt(versions, at);
        for (const key of ['a', 'b', 'walk-in', 'walk-in@west']) {
          expect(all.get(key)).toBe(versionAt(versions, key, at));
        }
      }),
    );
  });
});
