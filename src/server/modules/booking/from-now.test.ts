import { afterEach, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';

/**
 * A booking that starts now (ADR 052): at 20:55:37 Berlin "Jetzt · 1 Std." is 20:55 to 21:55
 * for the full 3,00 €, never the five minutes left of the hour begun at 20:00.
 */
const NOW = new Date('2026-11-20T19:55:37Z');
const MIN = 60_000;
const at = (iso: string) => new Date(iso).toISOString();
const fromNow = (slotCount: number, startTime = at('2026-11-20T19:55:00Z')) => ({
  templateId: 'kurzzeit',
  startTime,
  slotCount,
});
const body = (i: number, selection: object) =>
  reserveBody({
    selection,
    contact: { mail: `gast${i}@example.de`, firstName: 'Gast', lastName: `Nr ${i}` },
    identifications: [{ source: 'lp', code: `F-NW ${100 + i}` }],
  });

describe.each(databases)('booking from now on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const price = (p: object) => t.app.inject({ method: 'POST', url: '/api/booking/price', payload: p });

  it('prices whole hours from the current minute, and refuses the hour begun', async () => {
    t = await startTestApp(db, { now: NOW });
    const one = await price(fromNow(1));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      priceToBePaid: 300,
      startTime: at('2026-11-20T19:55:00Z'),
      endTime: at('2026-11-20T20:55:00Z'),
      bookedOut: false,
    });
    // Two hours: 3,00 € and 2,50 €, to 22:55.
    expect((await price(fromNow(2))).json()).toMatchObject({
      priceToBePaid: 550,
      endTime: at('2026-11-20T21:55:00Z'),
    });
    // The hour begun at 20:00 would sell 55 minutes already gone.
    const begun = await price(fromNow(1, at('2026-11-20T19:00:00Z')));
    expect(begun.statusCode).toBe(400);
    expect(begun.json().code).toBe('START_TOO_EARLY');
    // The next whole hour is still on offer.
    expect((await price(fromNow(1, at('2026-11-20T20:00:00Z')))).statusCode).toBe(200);
  });

  it('takes a start off the grid only on a whole minute, at most ten minutes back and five ahead', async () => {
    t = await startTestApp(db, { now: NOW });
    const code = async (start: string) => {
      const r = await price(fromNow(1, at(start)));
      return r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().code}`;
    };
    expect(await code('2026-11-20T19:45:00Z')).toBe('ok');
    expect(await code('2026-11-20T19:44:00Z')).toBe('400 START_TOO_EARLY');
    expect(await code('2026-11-20T19:58:00Z')).toBe('ok');
    expect(await code('2026-11-20T20:01:00Z')).toBe('400 START_OFF_GRID');
    expect(await code('2026-11-20T19:55:30Z')).toBe('400 START_OFF_GRID');
    // Later the same start is refused: the clock decides, no answer is kept from before.
    t.advance(11 * MIN);
    expect(await code('2026-11-20T19:55:00Z')).toBe('400 START_TOO_EARLY');
  });

  it('reserve checks the start again against its own clock and prices the full hours', async () => {
    t = await startTestApp(db, { now: NOW });
    // The visitor confirms nine minutes later: the period and the price are still the ones shown.
    t.advance(9 * MIN);
    const ok = await reserve(t.app, body(1, { ...fromNow(1), priceResponse: { priceToBePaid: 1 } }));
    expect(ok.res.statusCode).toBe(200);
    expect(ok.json).toMatchObject({
      priceToBePaid: 300,
      startTime: at('2026-11-20T19:55:00Z'),
      endTime: at('2026-11-20T20:55:00Z'),
    });
    // Two minutes more and "now" has passed: choose again.
    t.advance(2 * MIN);
    const late = await reserve(t.app, body(2, fromNow(1)));
    expect(late.res.statusCode).toBe(400);
    expect(late.json.code).toBe('START_TOO_EARLY');
  });

  it('a booking from now takes a place in both hours it touches', async () => {
    t = await startTestApp(db, { now: NOW });
    // kurzzeit has 3 places.
    for (let i = 0; i < 3; i++) {
      expect((await reserve(t.app, body(i, fromNow(1)))).res.statusCode).toBe(200);
    }
    // 20:55-21:55 is full: from now, and the whole hour 21:00 (Berlin) it reaches into.
    expect((await price(fromNow(1))).statusCode).toBe(503);
    expect((await price(fromNow(1, at('2026-11-20T20:00:00Z')))).statusCode).toBe(503);
    const fourth = await reserve(t.app, body(4, fromNow(1, at('2026-11-20T20:00:00Z'))));
    expect(fourth.res.statusCode).toBe(409);
    expect(fourth.json.code).toBe('BOOKED_OUT');
    // The hour after is free again.
    expect((await price(fromNow(1, at('2026-11-20T21:00:00Z')))).statusCode).toBe(200);
    // The availability counts them in the hour begun (the one "Jetzt" needs) and the next.
    const a = await t.app.inject({ method: 'GET', url: '/api/booking/availability?templateId=kurzzeit' });
    expect(a.json().slots.slice(0, 2)).toEqual([
      { startTime: at('2026-11-20T19:00:00Z'), free: 0, startsHere: 3 },
      { startTime: at('2026-11-20T20:00:00Z'), free: 0, startsHere: 0 },
    ]);
  });
});
