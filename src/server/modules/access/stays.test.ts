import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldReads, planStays, SAME_READ_WINDOW_MS, type ComputedStay, type Read } from './stays';

const T0 = Date.parse('2026-11-20T08:00:00Z');
const r = (id: number, direction: 'entry' | 'exit', minutes: number, plate = 'B AB 1'): Read => ({
  id,
  direction,
  occurredAt: new Date(T0 + minutes * 60_000),
  plate,
  deviceId: 'd',
  eventId: `e${id}`,
});
const shape = (s: ComputedStay) => [s.status, s.entryAt.toISOString(), s.exitAt?.toISOString() ?? null];

describe('stays from reads', () => {
  it('opens on entry, closes on exit, marks an entry over an open stay as exit missed', () => {
    const stays = foldReads([r(1, 'entry', 0), r(2, 'exit', 60), r(3, 'entry', 90), r(4, 'entry', 200)]);
    expect(stays.map(shape)).toEqual([
      ['closed', new Date(T0).toISOString(), new Date(T0 + 3600_000).toISOString()],
      ['exit-missed', new Date(T0 + 90 * 60_000).toISOString(), null],
      ['open', new Date(T0 + 200 * 60_000).toISOString(), null],
    ]);
  });

  it('takes repeated reads within the window as one, chained; an exit without a stay makes none', () => {
    const stays = foldReads([
      r(1, 'exit', -30),
      r(2, 'entry', 0),
      r(3, 'entry', 0.9),
      r(4, 'entry', 1.8),
      r(5, 'exit', 30),
      r(6, 'exit', 30.5),
    ]);
    expect(stays).toHaveLength(1);
    expect(stays[0].readIds.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(SAME_READ_WINDOW_MS).toBe(60_000);
  });

  /**
   * What the service does per read (rebuild from the latest stay that began by the read) must
   * equal folding all reads at once, for any arrival order: ADR 018's claim, checked here over
   * many random read sets and orders.
   */
  it('gives the same stays read by read in any order as all at once', () => {
    const readArb = fc.record({
      direction: fc.constantFrom<'entry' | 'exit'>('entry', 'exit'),
      // Minutes on a small range, so duplicates within the window and ties are common.
      minute: fc.integer({ min: 0, max: 600 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(fc.array(readArb, { minLength: 1, maxLength: 60 }), fc.integer(), (raw, seed) => {
        const reads = raw.map((x, i) => ({
          ...r(i, x.direction, x.minute),
          occurredAt: new Date(T0 + x.minute * 60_000 + x.second * 1000),
        }));
        const order = shuffled(reads, seed);
        let seen: Read[] = [];
        let stays: ComputedStay[] = [];
        for (const read of order) {
          seen = [...seen, read];
          const anchor = stays.filter((s) => s.entryAt <= read.occurredAt).at(-1);
          const from = anchor?.entryAt;
          const rebuilt = foldReads(seen.filter((x) => !from || x.occurredAt >= from));
          stays = [...stays.filter((s) => from && s.entryAt < from), ...rebuilt];
        }
        expect(stays.map(shape)).toEqual(foldReads(reads).map(shape));
      }),
      { numRuns: 300 },
    );
  });
});

describe('stay ids across rebuilds', () => {
  const c = (entryMin: number, exitMin: number | null): ComputedStay => ({
    entryAt: new Date(T0 + entryMin * 60_000),
    exitAt: exitMin === null ? null : new Date(T0 + exitMin * 60_000),
    status: exitMin === null ? 'open' : 'closed',
    plate: 'B AB 1',
    readIds: [],
  });
  const e = (id: string, entryMin: number, paid: boolean) => ({
    id,
    entryAt: new Date(T0 + entryMin * 60_000),
    exitAt: null,
    paid,
  });

  it('keeps a paid stay on the rebuilt stay holding its entry, and reuses or drops the others', () => {
    // A late entry read moved the paid stay's start 30 s earlier; an unpaid stay vanished.
    const plan = planStays(
      [c(-0.5, 50), c(90, null)],
      [e('paid', 0, true), e('gone', 60, false), e('same', 90, false)],
    );
    expect(plan).toEqual({ ids: ['paid', 'same'], remove: ['gone'] });
  });

  it('never removes a paid stay, even when no rebuilt stay is left for it', () => {
    const plan = planStays([c(0, 100)], [e('a', 0, true), e('b', 50, true)]);
    expect(plan).toEqual({ ids: ['a'], remove: [] });
  });
});

function shuffled<T>(list: readonly T[], seed: number): T[] {
  let s = seed | 0;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) | 0;
    return ((s >>> 0) % 1_000_003) / 1_000_003;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
