import { pdfParse } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketViewSchema } from '../../../shared/schemas/booking';
import { databases } from '../../test/databases';
import { bookAndPay, reserveBody, slot, startTestApp, type TestApp } from '../../test/harness';

describe.each(databases)('ticket on $name', (db) => {
  let t: TestApp;
  let ticket: { permissionId: string; permissionSecret: string };
  beforeAll(async () => {
    t = await startTestApp(db);
    // 12:00 to 14:00 in Berlin on 2026-11-20.
    ticket = (
      await bookAndPay(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 } }),
      )
    ).checkout;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the ticket view as JSON', async () => {
    const res = await get(`/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}`);
    expect(res.statusCode).toBe(200);
    const view = ticketViewSchema.parse(res.json());
    expect(view).toMatchObject({
      permissionId: ticket.permissionId,
      templateName: 'Kurzzeitparken mit Reservierung',
      start: '2026-11-20T11:00:00.000Z',
      end: '2026-11-20T13:00:00.000Z',
      licensePlate: 'F-EM 123',
      priceToBePaid: 550,
      pdfUrl: `/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}.pdf`,
    });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('renders a one-page PDF with everything the attendant needs and a QR code', async () => {
    const res = await get(`/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await pdfParse(pdf);
    expect(parsed.numpages).toBe(1);
    const { ticketCode } = (
      await get(`/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}`)
    ).json();
    for (const s of [
      'Parkhaus am Markt',
      'Kurzzeitparken mit Reservierung',
      // The period with its weekday, as the shop's screens write it (ADR 054).
      'Zeitraum',
      'Fr 20.11., 12:00–14:00',
      'F-EM 123',
      ticketCode,
    ]) {
      expect(parsed.text).toContain(s);
    }
    expect(parsed.text).toMatch(/5,50\s€/);
    // The QR code is embedded as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('says how to enter and leave, the conditions with the terms page, and who the operator is', async () => {
    const res = await get(`/api/ticket/${ticket.permissionId}/${ticket.permissionSecret}.pdf`);
    const text = (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
    // A plate permission: the camera reads the plate (the demo shop sets no text of its own).
    expect(text).toContain('Ein- und Ausfahrt');
    expect(text).toContain('Die Kamera an der Ein- und Ausfahrt liest Ihr Kennzeichen');
    expect(text).toContain('Gültig nur im angegebenen Zeitraum und für das angegebene Kennzeichen.');
    // The demo shop names /agb as its terms: their address on the shop, in the ticket's language.
    expect(text).toMatch(/Es gelten die Allgemeinen Geschäftsbedingungen: https?:\/\/\S+\/agb\?lang=de/);
    expect(text).toContain('Betreiber: Parkhaus am Markt GmbH');
    expect(text).toContain('USt-IdNr. DE000000000');
    // Where to drive to is the car park's entrance; the operator's office belongs on the
    // Impressum and the bill, not on the ticket (ADR 054).
    expect(text).toContain(
      'Einfahrt Rathausgasse 12, 79098 Freiburg im Breisgau Folgen Sie dem Parkleitsystem Altstadt bis in die Rathausgasse.',
    );
    expect(text).not.toContain('Marktplatz 7');
  });

  it('a wrong secret and an unknown id answer the same 404', async () => {
    const wrong = await get(`/api/ticket/${ticket.permissionId}/${'A'.repeat(43)}`);
    const unknown = await get(`/api/ticket/6f1c3c55-0000-4000-8000-000000000000/${ticket.permissionSecret}`);
    const garbage = await get(`/api/ticket/x/y.pdf`);
    const wrongPdf = await get(
      `/api/ticket/${ticket.permissionId}/${ticket.permissionSecret.slice(0, -1)}x.pdf`,
    );
    for (const r of [wrong, unknown, garbage, wrongPdf]) {
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(wrong.body);
    }
    expect(wrong.json()).toEqual({ code: 'TICKET_NOT_FOUND', message: 'Ticket not found' });
  });

  it('secrets carry at least 128 bits', () => {
    expect(Buffer.from(ticket.permissionSecret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('a ticket booked in English has English labels and formats, in Berlin time', async () => {
    const en = await bookAndPay(
      t.app,
      reserveBody({
        language: 'en',
        selection: { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 },
        contact: { mail: 'ann@example.com' },
      }),
    );
    const res = await get(`/api/ticket/${en.checkout.permissionId}/${en.checkout.permissionSecret}.pdf`);
    const text = (await pdfParse(res.rawPayload)).text;
    expect(text).toContain('Licence plate');
    expect(text).toContain('Period');
    expect(text).toMatch(/Sun 22 Nov, 12:00\sAM–11:59\sPM/);
    expect(text).toContain('€12.00');
  });
});

describe.each(databases)('ticket calendar event on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** RFC 5545 unfolding, then the lines. */
  const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

  it('serves the period as an iCalendar event in UTC, for a calendar in any zone', async () => {
    // 12:00 to 14:00 in Berlin (CET, UTC+1) on 2026-11-20.
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 } }),
    );
    const res = await get(`/api/ticket/${checkout.permissionId}/${checkout.permissionSecret}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ticket-[A-Z0-9-]+\.ics"$/);
    expect(res.body.endsWith('\r\n')).toBe(true);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const l = lines(res.body);
    const { ticketCode } = (
      await get(`/api/ticket/${checkout.permissionId}/${checkout.permissionSecret}`)
    ).json();
    expect(l[0]).toBe('BEGIN:VCALENDAR');
    expect(l).toContain('VERSION:2.0');
    expect(l).toContain('BEGIN:VEVENT');
    expect(l.find((x) => x.startsWith('UID:'))).toMatch(new RegExp(`^UID:${checkout.permissionId}@\\S+$`));
    expect(l).toContain('DTSTART:20261120T110000Z');
    expect(l).toContain('DTEND:20261120T130000Z');
    expect(l).toContain('SUMMARY:Kurzzeitparken mit Reservierung – Parkhaus am Markt');
    // The entrance and its coordinates: a calendar shows the way to it (ADR 054).
    expect(l).toContain('LOCATION:Parkhaus am Markt\\, Rathausgasse 12\\, 79098 Freiburg im Breisgau');
    expect(l).toContain('GEO:47.99603;7.84991');
    expect(l).toContain(`DESCRIPTION:Ticketcode: ${ticketCode}\\nKennzeichen: F-EM 123`);
    expect(l).toContain('STATUS:CONFIRMED');
    expect(l.at(-2)).toBe('END:VCALENDAR');
  });

  it('a day ticket ends at the next midnight, not at the displayed last second', async () => {
    // The day of 2026-11-22 in Berlin: 23:00 UTC the day before to 23:00 UTC.
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({
        language: 'en',
        selection: { templateId: 'tagesticket', startTime: '2026-11-21T23:00:00.000Z', slotCount: 1 },
        contact: { mail: 'ann@example.com' },
      }),
    );
    const l = lines(
      (await get(`/api/ticket/${checkout.permissionId}/${checkout.permissionSecret}.ics`)).body,
    );
    expect(l).toContain('DTSTART:20261121T230000Z');
    expect(l).toContain('DTEND:20261122T230000Z');
    // In the booking's language.
    expect(l.find((x) => x.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Ticket code: /);
  });

  it('a wrong secret gets the same 404 as for the JSON', async () => {
    const { checkout } = await bookAndPay(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(4), slotCount: 1 } }),
    );
    const res = await get(`/api/ticket/${checkout.permissionId}/${'A'.repeat(43)}.ics`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'TICKET_NOT_FOUND', message: 'Ticket not found' });
  });
});
