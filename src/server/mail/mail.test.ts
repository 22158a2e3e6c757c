import { pdfParse } from '../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../test/databases';
import { mimeParts } from '../test/mime';
import { seedCustomerSession } from '../test/customers';
import { startSmtp } from '../test/smtp';
import {
  bookAndPay,
  checkout,
  demoPay,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../test/harness';
import { DAY_TICKET, portalShopConfig, sapi } from '../test/portal';

describe.each(databases)('ticket mail on $name', (db) => {
  describe('through a real SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await startTestApp(db, {
        // The portal on, for the cancellation mails; the free template cancellable too.
        shopConfig: portalShopConfig({}, { gratis: { until: 0, refund: 'none' } }),
        env: {
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://parken.example.de',
          ALLOW_DEMO_PAYMENTS: 'true',
          MAIL_FROM: 'Parkhaus <tickets@parken.example.de>',
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('sends one mail with the PDF attached and the ticket link, even when paid twice', async () => {
      const { reservation, checkout } = await bookAndPay(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 2 } }),
      );
      await t.app.shop.settled();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail.to).toEqual(['erika@example.de']);
      expect(mail.from).toBe('tickets@parken.example.de');
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType === 'text/plain')!.body.toString('utf8');
      // ?lang opens the ticket page in the booking's language.
      const link = `https://parken.example.de/t/${checkout.permissionId}/${checkout.permissionSecret}?lang=de`;
      expect(text).toContain(link);
      expect(text).toContain('Guten Tag');
      const html = parts.find((p) => p.contentType === 'text/html')!.body.toString('utf8');
      expect(html).toContain(`href="${link}"`);
      const pdf = parts.find((p) => p.contentType === 'application/pdf')!;
      expect(pdf.filename).toMatch(/^Parkticket-[A-Z0-9]{10}\.pdf$/);
      const parsed = await pdfParse(pdf.body);
      expect(parsed.numpages).toBe(1);
      expect(parsed.text).toContain('Parkhaus am Markt');

      // A repeated settle sends nothing more.
      expect((await demoPay(t.app, reservation.paymentId, 'paid')).statusCode).toBe(303);
      await t.app.shop.mail.deliverDue();
      await t.app.shop.settled();
      expect(smtp.received).toHaveLength(1);
    });

    it('writes in the language of the booking', async () => {
      await bookAndPay(
        t.app,
        reserveBody({
          language: 'en',
          contact: { mail: 'ann@example.com', firstName: 'Ann', lastName: 'Smith' },
          selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 },
        }),
      );
      await t.app.shop.settled();
      const mail = smtp.received.find((m) => m.to[0] === 'ann@example.com')!;
      const text = mimeParts(mail.raw)
        .find((p) => p.contentType === 'text/plain')!
        .body.toString('utf8');
      expect(text).toContain('Your ticket online');
      expect(mimeParts(mail.raw).find((p) => p.contentType === 'application/pdf')!.filename).toMatch(
        /^Parking-ticket-/,
      );
    });
    it('the cancellation mail says the ticket is cancelled and links the credit note; a free booking has none', async () => {
      const textOf = (to: string) => {
        const mail = smtp.received.find((m) => m.to[0] === to && /Stornierung/.test(m.raw))!;
        return mimeParts(mail.raw)
          .find((p) => p.contentType === 'text/plain')!
          .body.toString('utf8');
      };
      // PUBLIC_URL is https: the session cookie carries the __Host- prefix.
      const cancel = async (selection: object, identifications?: object[]) => {
        const c = await seedCustomerSession(t.database.db, { now: NOW, cookieName: '__Host-shop_session' });
        const r = await reserve(
          t.app,
          reserveBody({ selection, ...(identifications ? { identifications } : {}) }),
          c.cookie,
        );
        if (r.json.paymentId) await demoPay(t.app, r.json.paymentId, 'paid');
        const co = (await checkout(t.app, r.cookie)).json();
        const res = await sapi(t.app, r.cookie, 'POST', '/sapi/permission/cancel', { _id: co.permissionId });
        expect(res.statusCode).toBe(200);
        await t.app.shop.settled();
        return { mail: c.mail, body: res.json() };
      };
      const paid = await cancel(DAY_TICKET);
      const text = textOf(paid.mail);
      expect(text).toContain('ist storniert. Das Ticket ist nicht mehr gültig.');
      expect(text).toContain(
        `Gutschrift ${paid.body.creditNote.nr} (PDF): https://parken.example.de${paid.body.creditNote.pdfUrl}`,
      );
      expect(text).toContain('Erstattung: 12,00');

      // A free booking: cancelled without a bill, so no credit note, and the mail has no empty link.
      const free = await cancel({ templateId: 'gratis', startTime: slot(2), slotCount: 1 }, []);
      expect(free.body).toEqual({
        refund: { amountCents: 0, method: 'None', status: 'none' },
        creditNote: null,
      });
      const freeText = textOf(free.mail);
      expect(freeText).toContain('ist storniert. Das Ticket ist nicht mehr gültig.');
      expect(freeText).not.toContain('Gutschrift');
      expect(freeText).not.toMatch(/\(PDF\)/);
    });
  });

  describe('a failing SMTP server', () => {
    it('keeps the mail queued and the job sends it once the server is back', async () => {
      const smtp = await startSmtp();
      const url = smtp.url;
      await smtp.close(); // nothing listens on this port now
      const t = await startTestApp(db, { env: { SMTP_URL: url } });
      try {
        await bookAndPay(t.app);
        await t.app.shop.settled();
        const port = Number(new URL(url).port);
        const back = await startSmtp(port);
        try {
          expect(await t.app.shop.mail.deliverDue()).toBe(1);
          expect(back.received).toHaveLength(1);
          expect(await t.app.shop.mail.deliverDue()).toBe(0);
        } finally {
          await back.close();
        }
      } finally {
        await t.close();
      }
    });
  });

  describe('without SMTP_URL: the outbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(db);
    });
    afterAll(() => t.close());

    it('keeps the rendered mail for the operator, newest first', async () => {
      const first = await bookAndPay(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(2), slotCount: 1 } }),
      );
      t.advance(1000);
      const second = await bookAndPay(
        t.app,
        reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
      );
      const res = await t.app.inject({ method: 'GET', url: '/api/operator/outbox' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(2);
      expect(list[0].permissionId).toBe(second.checkout.permissionId);
      expect(list[1].permissionId).toBe(first.checkout.permissionId);
      expect(list[0]).toMatchObject({
        kind: 'ticket',
        to: 'erika@example.de',
        status: 'outbox',
        subject: expect.stringContaining('Parkhaus am Markt'),
        attachmentName: expect.stringMatching(/\.pdf$/),
      });
      expect(list[0].text).toContain(
        `/t/${second.checkout.permissionId}/${second.checkout.permissionSecret}`,
      );
    });

    it('is closed to other machines when no OPERATOR_TOKEN is set', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/operator/outbox',
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });
  });

  describe('with OPERATOR_TOKEN', () => {
    let t: TestApp;
    const token = 'a-long-operator-token-123';
    beforeAll(async () => {
      t = await startTestApp(db, { env: { OPERATOR_TOKEN: token } });
    });
    afterAll(() => t.close());

    it('needs the bearer token, from anywhere', async () => {
      const outbox = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
        t.app.inject({ method: 'GET', url: '/api/operator/outbox', headers, remoteAddress });
      expect((await outbox({})).statusCode).toBe(401);
      expect((await outbox({}, '127.0.0.1')).statusCode).toBe(401);
      expect((await outbox({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
      expect((await outbox({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    });
  });
});
