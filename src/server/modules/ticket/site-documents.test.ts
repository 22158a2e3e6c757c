import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketViewSchema } from '../../../shared/schemas/booking';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import type { OutgoingMail } from '../../mail/mailer';
import { databases } from '../../test/databases';
import { bookAndPay, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { pdfParse } from '../../test/pdf-text';

/** The town of three car parks (markt, bahnhof, pr-west), as `npm start` shows it. */
function townConfig() {
  const town = loadShopConfig(undefined, 'town');
  // One test visitor books several times; the open-holds caps have their own tests.
  return parseShopConfig({ ...town, maxOpenHoldsPerClient: 10_000, maxHoldsPerClientPerProduct: null });
}

const FULL = {
  mail: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Mustermann',
  address: {
    streetName: 'Hauptstraße',
    buildingNumber: '1',
    zipCode: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
};

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe.each(databases)('documents name the car park on $name', (db) => {
  let t: TestApp;
  const sent: OutgoingMail[] = [];
  let station: { permissionId: string; permissionSecret: string };
  let cityWide: { permissionId: string; permissionSecret: string };

  beforeAll(async () => {
    t = await startTestApp(db, {
      shopConfig: townConfig(),
      mailer: { send: async (m) => void sent.push(m), close: () => undefined },
    });
    // A day at the station garage (valid there only), from midnight in Freiburg.
    station = (
      await bookAndPay(
        t.app,
        reserveBody({
          selection: { templateId: 'bahnhof-tag', startTime: '2026-11-20T23:00:00.000Z', slotCount: 1 },
          contact: { mail: 'bahnhof@example.de' },
          identifications: [{ source: 'lp', code: 'F-BH 1' }],
        }),
      )
    ).checkout;
    // The monthly permit valid at the market and the station garage.
    cityWide = (
      await bookAndPay(
        t.app,
        reserveBody({
          selection: { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 },
          contact: FULL,
          identifications: [{ source: 'lp', code: 'F-MP 2' }],
        }),
      )
    ).checkout;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const base = (c: { permissionId: string; permissionSecret: string }) =>
    `/api/ticket/${c.permissionId}/${c.permissionSecret}`;

  it("names the station garage and its entrance on the ticket page's answer, the PDF and the calendar event", async () => {
    const view = ticketViewSchema.parse((await get(base(station))).json());
    expect(view.site).toEqual({ id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' });
    expect(view.validAt).toBeUndefined();
    expect(view.entrance).toMatchObject({
      address: 'Bismarckallee 5, 79098 Freiburg im Breisgau',
      latitude: 47.99771,
      directions: 'Einfahrt von der Bismarckallee, direkt neben dem Busbahnhof.',
    });

    const pdf = flat((await pdfParse((await get(`${base(station)}.pdf`)).rawPayload)).text);
    expect(pdf).toContain('Parkhaus am Hauptbahnhof');
    expect(pdf).toContain('Bismarckallee 5, 79098 Freiburg im Breisgau');
    // Not the market garage's entrance, which a one-site reading would have printed.
    expect(pdf).not.toContain('Rathausgasse');

    const ics = (await get(`${base(station)}.ics`)).body.replace(/\r?\n[ \t]/g, '');
    expect(ics).toMatch(/LOCATION:.*Parkhaus am Hauptbahnhof.*Bismarckallee 5/);
    expect(ics).toContain('GEO:47.99771;7.84133');
  });

  it("puts the station garage and its entrance into the ticket mail, in the booking's language", async () => {
    await expect.poll(() => sent.some((m) => m.to === 'bahnhof@example.de')).toBe(true);
    const mail = sent.find((m) => m.to === 'bahnhof@example.de')!;
    expect(mail.text).toContain('Parkhaus: Parkhaus am Hauptbahnhof');
    expect(mail.text).toContain('Einfahrt: Bismarckallee 5, 79098 Freiburg im Breisgau');
    expect(mail.html).toContain('Parkhaus am Hauptbahnhof');
    // The attached PDF is the ticket's, with the same car park.
    const attached = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(flat((await pdfParse(attached.content)).text)).toContain('Bismarckallee 5');
  });

  it('lists where a city-wide permit is valid, and names no single entrance', async () => {
    const view = ticketViewSchema.parse((await get(base(cityWide))).json());
    expect(view.validAt).toEqual([
      { id: 'markt', name: 'Parkhaus am Markt' },
      { id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' },
    ]);
    expect(view.site).toBeUndefined();
    expect(view.entrance).toBeUndefined();

    const pdf = flat((await pdfParse((await get(`${base(cityWide)}.pdf`)).rawPayload)).text);
    expect(pdf).toContain('Gültig in: Parkhaus am Markt, Parkhaus am Hauptbahnhof');

    const ics = (await get(`${base(cityWide)}.ics`)).body.replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('Gültig in: Parkhaus am Markt\\, Parkhaus am Hauptbahnhof');

    await expect.poll(() => sent.some((m) => m.to === FULL.mail)).toBe(true);
    const mail = sent.find((m) => m.to === FULL.mail)!;
    expect(mail.text).toContain('Gültig in: Parkhaus am Markt, Parkhaus am Hauptbahnhof');
    expect(mail.text).not.toContain('Einfahrt:');
  });

  it('reads the car park in the language the ticket is asked in', async () => {
    const res = await get(`${base(station)}?lang=en`);
    expect(res.statusCode).toBe(200);
    // The ticket keeps the booking's language (German here): its documents do not change with a link.
    expect(ticketViewSchema.parse(res.json()).site?.name).toBe('Parkhaus am Hauptbahnhof');
  });

  it('refuses a wrong secret alike for a ticket of any car park', async () => {
    const res = await get(
      `/api/ticket/${station.permissionId}/${'0'.repeat(station.permissionSecret.length)}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
  });
});
