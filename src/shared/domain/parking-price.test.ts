import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteStay, stayPrice, type StayPayState, type WalkInTariff } from './parking-price';

const MIN = 60_000;
const H = 60 * MIN;
/** The demo shop's walk-in tariff: hourly, 2,50 € the first hour, 2,00 € each further, 18 € a day. */
const P: WalkInTariff = {
  stepDuration: 3600,
  tariff: { firstStepPrice: 250, pricePerStep: 200, dailyCap: 1800 },
  freeMinutes: 15,
  leaveMinutes: 15,
};
const entry = new Date('2026-11-20T08:00:00Z');
const at = (ms: number) => new Date(entry.getTime() + ms);
const open: StayPayState = { entryAt: entry, exitAt: null, paidUntil: null, paidCents: 0 };

describe('walk-in stay price', () => {
  it('costs nothing within the free minutes, then every started hour', () => {
    expect(stayPrice(P, entry, at(15 * MIN))).toBe(0);
    expect(stayPrice(P, entry, at(15 * MIN + 1000))).toBe(250);
    expect(stayPrice(P, entry, at(H))).toBe(250);
    expect(stayPrice(P, entry, at(H + 1000))).toBe(450);
  });

  it('caps every started 24 hours at the daily cap', () => {
    expect(stayPrice(P, entry, at(10 * H))).toBe(1800); // 250 + 9 × 200 = 2050, capped
    expect(stayPrice(P, entry, at(24 * H))).toBe(1800);
    expect(stayPrice(P, entry, at(26 * H))).toBe(1800 + 400); // day 2: two hours
    expect(stayPrice(P, entry, at(48 * H))).toBe(3600);
  });

  it('prices a night across the spring DST change by its real hours (9, not 10 on the clock)', () => {
    // 28 March 2026 22:00 CET to 29 March 08:00 CEST: 9 real hours.
    const e = new Date('2026-03-28T21:00:00Z');
    const end = new Date('2026-03-29T06:00:00Z');
    const p = { ...P, tariff: { pricePerStep: 100 } };
    expect(stayPrice(p, e, end)).toBe(900);
  });

  it('prices a night across the autumn DST change by its real hours (11, not 10 on the clock)', () => {
    // 24 October 2026 22:00 CEST to 25 October 08:00 CET: 11 real hours.
    const e = new Date('2026-10-24T20:00:00Z');
    const end = new Date('2026-10-25T07:00:00Z');
    const p = { ...P, tariff: { pricePerStep: 100 } };
    expect(stayPrice(p, e, end)).toBe(1100);
  });
});

describe('walk-in quote', () => {
  it('charges up to the end of the current hour when the leaving time fits in it', () => {
    const q = quoteStay(P, open, at(40 * MIN));
    expect(q).toMatchObject({ priceToBePaid: 250, alreadyPaid: false, free: false });
    expect(q.paidFrom).toEqual(entry);
    expect(q.paidUntil).toEqual(at(H));
  });

  it('prices up to the payment: 52 minutes owe the first hour, the minutes to drive out are free', () => {
    // Paying 52 minutes after entry: one hour started, 2,50 €; the driver may leave until 1:07.
    const q = quoteStay(P, open, at(52 * MIN));
    expect(q.priceToBePaid).toBe(250);
    expect(q.pricedUntil).toEqual(at(H));
    expect(q.paidUntil).toEqual(at(67 * MIN));
    // Early in a step the paid step lasts longer than the exit allowance.
    expect(quoteStay(P, open, at(20 * MIN)).paidUntil).toEqual(at(H));
  });

  it('charges the next step only once the stay is still there after the exit allowance', () => {
    const paid = { ...open, paidUntil: at(67 * MIN), paidCents: 250 };
    expect(quoteStay(P, paid, at(66 * MIN))).toMatchObject({ alreadyPaid: true, priceToBePaid: 0 });
    const q = quoteStay(P, paid, at(70 * MIN));
    expect(q.priceToBePaid).toBe(200);
    expect(q.paidFrom).toEqual(at(67 * MIN));
    expect(q.pricedUntil).toEqual(at(2 * H));
  });

  it('is free within the free minutes, paid until their end', () => {
    const q = quoteStay(P, open, at(10 * MIN));
    expect(q).toMatchObject({ priceToBePaid: 0, alreadyPaid: false, free: true });
    expect(q.paidUntil).toEqual(at(15 * MIN));
  });

  it('charges only the difference once something was paid, from the end of what was paid', () => {
    const paid = { ...open, paidUntil: at(H), paidCents: 250 };
    expect(quoteStay(P, paid, at(30 * MIN))).toMatchObject({ alreadyPaid: true, priceToBePaid: 0 });
    const q = quoteStay(P, paid, at(3 * H + 10 * MIN));
    expect(q.paidFrom).toEqual(at(H));
    expect(q.paidUntil).toEqual(at(4 * H));
    expect(q.priceToBePaid).toBe(250 + 3 * 200 - 250);
  });

  it('prices a stay that has left up to its exit, without leaving time', () => {
    const left = { ...open, exitAt: at(2 * H + 5 * MIN) };
    const q = quoteStay(P, left, at(20 * H));
    expect(q.paidUntil).toEqual(left.exitAt);
    expect(q.priceToBePaid).toBe(250 + 2 * 200);
    expect(quoteStay(P, { ...open, exitAt: at(12 * MIN) }, at(5 * H)).free).toBe(true);
  });

  it('never owes a negative amount, and paying the quote always settles the stay (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 * 60 }),
        fc.integer({ min: 0, max: 80 * 60 }),
        (firstMin, laterMin) => {
          let stay: StayPayState = { ...open };
          const q1 = quoteStay(P, stay, at(firstMin * MIN));
          expect(q1.priceToBePaid).toBeGreaterThanOrEqual(0);
          if (!q1.free && !q1.alreadyPaid) {
            stay = { ...stay, paidUntil: q1.paidUntil, paidCents: stay.paidCents + q1.priceToBePaid };
            // Priced up to the payment, not beyond: no step that starts after now is charged.
            expect(stayPrice(P, entry, q1.pricedUntil)).toBe(
              stayPrice(P, entry, at(Math.max(firstMin, 16) * MIN)),
            );
          }
          const now2 = at((firstMin + laterMin) * MIN);
          const q2 = quoteStay(P, stay, now2);
          expect(q2.priceToBePaid).toBeGreaterThanOrEqual(0);
          // Paid in two goes = the stay's price up to the second priced end (no double charge).
          if (!q2.free && !q2.alreadyPaid) {
            expect(stay.paidCents + q2.priceToBePaid).toBe(stayPrice(P, entry, q2.pricedUntil));
            expect(q2.paidUntil.getTime()).toBeGreaterThanOrEqual(now2.getTime() + P.leaveMinutes * MIN);
          }
        },
      ),
    );
  });
});
