import { describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../config/shop-config';
import { perSnapshot, type CatalogueSnapshot } from './view';

describe('perSnapshot', () => {
  // perSnapshot never looks inside: only the snapshot's identity counts.
  const config = {} as ShopConfig;
  const snapshot = (revision: number): CatalogueSnapshot => ({
    revision,
    config,
    templates: new Map(),
    paidTemplates: new Map(),
  });

  it('builds once per snapshot and again for the next one', () => {
    let snap = snapshot(1);
    const built: number[] = [];
    const value = perSnapshot({ current: () => snap }, (s) => {
      built.push(s.revision);
      return { revision: s.revision };
    });
    const first = value();
    expect(value()).toBe(first);
    snap = snapshot(2);
    expect(value()).toEqual({ revision: 2 });
    expect(value()).toBe(value());
    // A new snapshot of the same revision (a tariff's start) is a new snapshot too.
    snap = snapshot(2);
    value();
    expect(built).toEqual([1, 2, 2]);
  });
});
