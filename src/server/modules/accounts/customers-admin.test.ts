import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCustomerDetail,
  AdminCustomerSearchResponse,
} from '../../../shared/schemas/admin-customers';
import type { CustomerSummary } from '../../../shared/schemas/customer';
import { auditLog, bookings, mails, sepaMandates } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import { seedBooking } from '../../test/admin-seed';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';

const TOKEN = 'operator-token-customers-0123456789';
const GOOD = 'Sommer-Regen-4711x';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The back office's customer accounts: every call on both databases. */
describe.each(databases)('back-office customers on $name', (db) => {
  let t: TestApp;
  let staff: SeededOperator;
  let admin: SeededOperator;
  let viewer: SeededOperator;
  /** What left through the mail port (SMTP in production). */
  const sent: OutgoingMail[] = [];

  beforeAll(async () => {
    t = await startTestApp(db, {
      env: { OPERATOR_TOKEN: TOKEN },
      mailer: {
        send: async (m) => {
          sent.push(m);
        },
        close: () => undefined,
      },
    });
    staff = await seedOperatorSession(t.database.db, { now: NOW, role: 'staff' });
    admin = await seedOperatorSession(t.database.db, { now: NOW, role: 'admin' });
    viewer = await seedOperatorSession(t.database.db, { now: NOW, role: 'viewer' });
  });
  afterAll(() => t.close());

  const call = (who: SeededOperator | null, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

  let seq = 0;
  const uniqueMail = (name = 'kunde') => `${name}${++seq}-${db.name}@example.com`;

  async function create(body: Record<string, unknown>, who: SeededOperator = staff) {
    const res = await call(who, 'POST', '/api/admin/customers', {
      firstName: 'Erika',
      lastName: 'Muster',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; username: string };
  }

  async function auditOf(entityId: string) {
    return t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.id));
  }

  /** The newest mail that went out to `to`, after the work behind the answer settled. */
  async function lastSentTo(to: string): Promise<OutgoingMail> {
    await t.app.shop.settled();
    const mine = sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());
    expect(mine.length, `a mail to ${to}`).toBeGreaterThan(0);
    return mine[mine.length - 1];
  }

  const linkToken = (m: OutgoingMail) => {
    const match = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(m.text);
    expect(match, m.text).not.toBeNull();
    return match![1];
  };

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const setPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/auth/reset', payload: { token, newPassword } });

  describe('create', () => {
    it('with an invitation: the set-password mail goes out, its link sets the password, and the entry records it', async () => {
      const mail = uniqueMail('einladung');
      const created = await create({ mail, companyName: 'Muster GmbH', licensePlates: ['ka-xy 42'] });
      expect(created.username).toBe(mail);
      const invitation = await lastSentTo(mail);
      expect(await login(mail, GOOD).then((r) => r.statusCode)).toBe(403);
      expect((await setPassword(linkToken(invitation), GOOD)).statusCode).toBe(204);
      expect((await login(mail, GOOD)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(mails).where(eq(mails.recipient, mail));
      expect(row.status).toBe('sent');

      const [entry] = await auditOf(created.id);
      expect(entry).toMatchObject({ action: 'customer.create', actorName: staff.username, before: null });
      expect(entry.after).toMatchObject({
        mail,
        companyName: 'Muster GmbH',
        licensePlates: ['KA-XY 42'],
        passwordSet: false,
        invitationSent: true,
      });
      expect(JSON.stringify(entry.after)).not.toContain(linkToken(invitation));
    });

    it('with an initial password: the customer logs in and must change it; no mail, no password in the entry', async () => {
      const mail = uniqueMail('startpw');
      const before = sent.length;
      const created = await create({ mail, password: GOOD });
      const res = await login(mail, GOOD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ loggedIn: true, requirePasswordChange: true });
      await t.app.shop.settled();
      expect(sent.slice(before).filter((m) => m.to === mail)).toEqual([]);
      const [entry] = await auditOf(created.id);
      expect(entry.after).toMatchObject({ passwordSet: true, invitationSent: false });
      expect(JSON.stringify(entry)).not.toContain(GOOD);
      expect(JSON.stringify(entry)).not.toContain('argon2');
    });

    it('409 CUSTOMER_EXISTS for a taken e-mail in another case; 400 for a bad e-mail, plate or missing name; 417 for a weak password', async () => {
      const mail = uniqueMail('doppelt');
      await create({ mail, password: GOOD });
      const dup = await call(staff, 'POST', '/api/admin/customers', {
        mail: mail.toUpperCase(),
        firstName: 'A',
        lastName: 'B',
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('CUSTOMER_EXISTS');
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ mail: 'not-a-mail', firstName: 'A', lastName: 'B' }, 400, 'INVALID_MAIL'],
        [
          { mail: uniqueMail(), firstName: 'A', lastName: 'B', licensePlates: ['!!!'] },
          400,
          'LICENSE_PLATE_INVALID',
        ],
        [{ mail: uniqueMail(), lastName: 'B' }, 400, 'VALIDATION'],
        [{ mail: uniqueMail(), firstName: ' ', lastName: 'B' }, 400, 'CONTACT_FIELD_MISSING'],
        [{ mail: uniqueMail(), firstName: 'A', lastName: 'B', password: 'kurz' }, 417, 'PASSWORD_POLICY'],
      ];
      for (const [body, status, code] of cases) {
        const res = await call(staff, 'POST', '/api/admin/customers', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().code).toBe(code);
      }
    });

    it('the token API creates through the same service and is audited as the token', async () => {
      const mail = uniqueMail('token');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/customers',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { mail, firstName: 'Max', lastName: 'Token' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await lastSentTo(mail);
      const [entry] = await auditOf(res.json().id);
      expect(entry).toMatchObject({ action: 'customer.create', actorKind: 'token' });
    });
  });

  describe('search and detail', () => {
    let found: { id: string };
    beforeAll(async () => {
      found = await create({
        mail: uniqueMail('suche'),
        firstName: 'Zacharias',
        lastName: 'Quellenberg',
        companyName: 'Quellwerk AG',
        licensePlates: ['HD-QW 777'],
        password: GOOD,
      });
      await create({
        mail: uniqueMail('suche'),
        firstName: 'Yvonne',
        lastName: 'Quellenberg',
        password: GOOD,
      });
    });

    const search = async (who: SeededOperator, query: string) => {
      const res = await call(who, 'GET', `/api/admin/customers?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminCustomerSearchResponse;
    };

    it('a viewer finds by e-mail part, full name, company and plate prefix (spaces, hyphens, case ignored)', async () => {
      for (const q of [`suche${seq - 1}`, 'zacharias quellen', 'quellwerk', 'hdqw7', 'hd-qw 77']) {
        const r = await search(viewer, `q=${encodeURIComponent(q)}`);
        expect(
          r.data.map((c) => c.id),
          q,
        ).toEqual([found.id]);
      }
      expect((await search(viewer, 'q=%25')).total).toBe(0);
    });

    it('sorts by name with the id as tie-break and pages on the server', async () => {
      const all = await search(viewer, 'q=quellenberg&sort=name&order=asc&pageSize=1');
      expect(all.total).toBe(2);
      expect(all.data.map((c) => c.firstName)).toEqual(['Yvonne']);
      const second = await search(viewer, 'q=quellenberg&sort=name&order=asc&pageSize=1&page=1');
      expect(second.data.map((c) => c.firstName)).toEqual(['Zacharias']);
      const desc = await search(viewer, 'q=quellenberg&sort=name&order=desc');
      expect(desc.data.map((c) => c.firstName)).toEqual(['Zacharias', 'Yvonne']);
    });

    it('400 for a page size over 100 or an unknown sort', async () => {
      for (const q of ['pageSize=101', 'sort=password', 'status=deleted']) {
        const res = await call(viewer, 'GET', `/api/admin/customers?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    });

    it("the detail shows the customer's bookings, bills, credit notes and mandates (IBAN masked)", async () => {
      const paid = await seedBooking(t.database.db, {
        startsAt: '2026-11-25T09:00:00Z',
        plate: 'HD-QW 777',
        payment: { method: 'Mollie' },
        bill: { number: 9101, closingDate: '2026-11-19' },
      });
      const cancelled = await seedBooking(t.database.db, {
        startsAt: '2026-11-26T09:00:00Z',
        status: 'cancelled',
        priceCents: 2000,
        payment: { method: 'Mollie' },
        bill: { number: 9102, closingDate: '2026-11-18' },
        creditNote: { number: 9201, closingDate: '2026-11-19', grossCents: 2000 },
      });
      const other = await seedBooking(t.database.db, { startsAt: '2026-11-27T09:00:00Z' });
      for (const b of [paid, cancelled]) {
        await t.database.db.update(bookings).set({ customerId: found.id }).where(eq(bookings.id, b.id));
      }
      await t.database.db.insert(sepaMandates).values({
        id: randomUUID(),
        reference: `M-${db.name}-1`,
        creditorId: 'DE98ZZZ09999999999',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountName: 'Zacharias Quellenberg',
        signatureDate: '2026-11-01',
        recurrent: true,
        customerId: found.id,
        ownerMail: 'x@example.com',
        createdAt: NOW,
      });
      const res = await call(viewer, 'GET', `/api/admin/customers/${found.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json() as AdminCustomerDetail;
      expect(d.contact).toMatchObject({ firstName: 'Zacharias', companyName: 'Quellwerk AG' });
      expect(d.bookings.map((b) => b.id).sort()).toEqual([paid.id, cancelled.id].sort());
      expect(d.bookings.map((b) => b.id)).not.toContain(other.id);
      expect(d.bookings.find((b) => b.id === paid.id)).toMatchObject({ plate: 'HD-QW 777', status: 'paid' });
      expect(d.documents.map((x) => [x.kind, x.number, x.grossCents]).sort()).toEqual([
        ['bill', 9101, 1200],
        ['bill', 9102, 2000],
        ['creditNote', 9201, -2000],
      ]);
      expect(d.mandates).toHaveLength(1);
      expect(d.mandates[0].ibanMasked).toBe('DE89 •••• 3000');
      expect(res.body).not.toContain('0532013000');
      expect(res.body).not.toContain('passwordHash');
    });

    it('404 CUSTOMER_NOT_FOUND for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN, 'nope']) {
        const res = await call(viewer, 'GET', `/api/admin/customers/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
      }
    });
  });

  describe('edit', () => {
    it('changes the contact data; a username that was the e-mail follows it; the entry holds before and after', async () => {
      const mail = uniqueMail('edit');
      const c = await create({ mail, password: GOOD });
      const newMail = uniqueMail('neu');
      const res = await call(staff, 'PATCH', `/api/admin/customers/${c.id}`, {
        mail: newMail,
        firstName: 'Erika',
        lastName: 'Neumann',
        companyName: 'Neu GmbH',
        address: {
          streetName: 'Marktplatz',
          buildingNumber: '1',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
        },
        licensePlates: ['fr-ab 1'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as CustomerSummary).toMatchObject({
        mail: newMail,
        username: newMail,
        lastName: 'Neumann',
        licensePlates: ['FR-AB 1'],
        mailVerifiedAt: null,
      });
      expect((await login(newMail, GOOD)).statusCode).toBe(200);
      const entries = await auditOf(c.id);
      const entry = entries.find((e) => e.action === 'customer.update')!;
      expect(entry.actorName).toBe(staff.username);
      expect(entry.before).toMatchObject({ mail, lastName: 'Muster', companyName: null });
      expect(entry.after).toMatchObject({
        mail: newMail,
        lastName: 'Neumann',
        contact: { address: { city: 'Freiburg' } },
      });
    });

    it('409 for the e-mail of another account, 400 for a bad e-mail or plate, 404 for an unknown id', async () => {
      const taken = uniqueMail('belegt');
      await create({ mail: taken, password: GOOD });
      const c = await create({ mail: uniqueMail('edit'), password: GOOD });
      const body = { mail: uniqueMail(), firstName: 'A', lastName: 'B' };
      const cases: Array<[string, object, number, string]> = [
        [c.id, { ...body, mail: taken.toUpperCase() }, 409, 'CUSTOMER_EXISTS'],
        [c.id, { ...body, mail: 'kaputt@' }, 400, 'INVALID_MAIL'],
        [c.id, { ...body, licensePlates: ['???'] }, 400, 'LICENSE_PLATE_INVALID'],
        [c.id, { ...body, firstName: '   ' }, 400, 'CONTACT_FIELD_MISSING'],
        [UNKNOWN, body, 404, 'CUSTOMER_NOT_FOUND'],
      ];
      for (const [id, payload, status, code] of cases) {
        const res = await call(staff, 'PATCH', `/api/admin/customers/${id}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().code).toBe(code);
      }
      expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['customer.create']);
    });
  });

  describe('block and unblock', () => {
    it("ends the logged-in customer's session at once and refuses the login; unblocking lets them in again", async () => {
      const mail = uniqueMail('sperre');
      const c = await create({ mail, password: GOOD });
      const loggedIn = await login(mail, GOOD);
      expect(loggedIn.statusCode).toBe(200);
      const cookie = loggedIn.cookies.map((k) => `${k.name}=${k.value}`).join('; ');
      const info = () => t.app.inject({ method: 'GET', url: '/auth/info', headers: { cookie } });
      expect((await info()).json().loggedIn).toBe(true);

      const blocked = await call(staff, 'POST', `/api/admin/customers/${c.id}/block`, {});
      expect(blocked.statusCode, blocked.body).toBe(204);
      expect((await info()).json().loggedIn).toBe(false);
      const refused = await login(mail, GOOD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('WRONG_CREDENTIALS');
      // A second block changes nothing and records nothing.
      expect((await call(admin, 'POST', `/api/admin/customers/${c.id}/block`, {})).statusCode).toBe(204);
      const detail = await call(viewer, 'GET', `/api/admin/customers/${c.id}`);
      expect(detail.json().status).toBe('blocked');

      const unblocked = await call(staff, 'POST', `/api/admin/customers/${c.id}/unblock`, {});
      expect(unblocked.statusCode).toBe(204);
      expect((await login(mail, GOOD)).statusCode).toBe(200);

      const entries = (await auditOf(c.id)).map((e) => [e.action, e.before, e.after]);
      expect(entries).toEqual([
        ['customer.create', null, expect.anything()],
        ['customer.block', { status: 'active' }, { status: 'blocked' }],
        ['customer.unblock', { status: 'blocked' }, { status: 'active' }],
      ]);
    });

    it('404 for an unknown id', async () => {
      for (const action of ['block', 'unblock']) {
        const res = await call(staff, 'POST', `/api/admin/customers/${UNKNOWN}/${action}`, {});
        expect(res.statusCode, action).toBe(404);
        expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
      }
    });
  });

  describe('password link', () => {
    it('mails a reset link that sets a new password; the entry names the kind and recipient, never the link', async () => {
      const mail = uniqueMail('reset');
      const c = await create({ mail, password: GOOD });
      const res = await call(staff, 'POST', `/api/admin/customers/${c.id}/password-link`, { language: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kind: 'reset', recipient: mail });
      const m = await lastSentTo(mail);
      expect(m.subject).toMatch(/password/i);
      const token = linkToken(m);
      expect((await setPassword(token, 'Winter-Schnee-0815y')).statusCode).toBe(204);
      expect((await login(mail, 'Winter-Schnee-0815y')).statusCode).toBe(200);
      const entry = (await auditOf(c.id)).find((e) => e.action === 'customer.send-link')!;
      expect(entry).toMatchObject({ actorName: staff.username, after: { kind: 'reset', recipient: mail } });
      expect(JSON.stringify(entry)).not.toContain(token);
    });

    it('a new invitation while no password is set; 409 CUSTOMER_BLOCKED for a blocked account; 404 for an unknown id', async () => {
      const mail = uniqueMail('nochmal');
      const c = await create({ mail });
      const again = await call(staff, 'POST', `/api/admin/customers/${c.id}/password-link`, {});
      expect(again.json()).toEqual({ kind: 'invite', recipient: mail });
      expect((await setPassword(linkToken(await lastSentTo(mail)), GOOD)).statusCode).toBe(204);

      await call(staff, 'POST', `/api/admin/customers/${c.id}/block`, {});
      const blocked = await call(staff, 'POST', `/api/admin/customers/${c.id}/password-link`, {});
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe('CUSTOMER_BLOCKED');
      const unknown = await call(staff, 'POST', `/api/admin/customers/${UNKNOWN}/password-link`, {});
      expect(unknown.statusCode).toBe(404);
      expect((await auditOf(c.id)).filter((e) => e.action === 'customer.send-link')).toHaveLength(1);
    });
  });

  describe('refusals', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create({ mail: uniqueMail('rollen'), password: GOOD })).id;
    });
    const writes = () =>
      [
        ['POST', '/api/admin/customers', { mail: uniqueMail('nie'), firstName: 'A', lastName: 'B' }],
        ['PATCH', `/api/admin/customers/${id}`, { mail: uniqueMail('nie'), firstName: 'A', lastName: 'B' }],
        ['POST', `/api/admin/customers/${id}/block`, {}],
        ['POST', `/api/admin/customers/${id}/unblock`, {}],
        ['POST', `/api/admin/customers/${id}/password-link`, {}],
      ] as const;

    it('a viewer writes nothing (403 FORBIDDEN_ROLE) and nothing is recorded', async () => {
      for (const [method, url, body] of writes()) {
        const res = await call(viewer, method, url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
      expect((await auditOf(id)).map((e) => e.action)).toEqual(['customer.create']);
    });

    it('without the CSRF token 403 CSRF_INVALID; without a session 401 for reads and writes, even with bad input', async () => {
      for (const [method, url, body] of writes()) {
        const noCsrf = await t.app.inject({ method, url, headers: { cookie: staff.cookie }, payload: body });
        expect(noCsrf.statusCode, url).toBe(403);
        expect(noCsrf.json().code).toBe('CSRF_INVALID');
        const none = await t.app.inject({ method, url, payload: { bad: true } });
        expect(none.statusCode, url).toBe(401);
        expect(none.json().code).toBe('ADMIN_NOT_LOGGED_IN');
      }
      for (const url of ['/api/admin/customers?pageSize=1000', `/api/admin/customers/${id}`]) {
        const none = await t.app.inject({ method: 'GET', url });
        expect(none.statusCode, url).toBe(401);
        // The machine API's token is no key to the back office.
        const bearer = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(bearer.statusCode, url).toBe(401);
      }
      const detail = await call(viewer, 'GET', `/api/admin/customers/${id}`);
      expect(detail.json().status).toBe('active');
    });
  });
});
