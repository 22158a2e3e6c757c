import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyDetail, CompanyMember, MyCompanies } from '../../../shared/schemas/companies';
import { auditLog, mails } from '../../db/schema';
import { seedOperatorSession, type SeededOperator } from '../../test/admin';
import type { SeededCustomer } from '../../test/customers';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { loginNewCustomer, portalShopConfig, sapi } from '../../test/portal';

const ADDRESS = {
  street: 'Hauptstraße',
  buildingNumber: '5',
  zipCode: '79098',
  city: 'Freiburg',
  country: 'DE',
};
const MUSTER = {
  legalName: 'Muster GmbH',
  address: ADDRESS,
  vatId: 'de 123 456 789',
  invoiceMail: 'rechnung@muster.de',
};

/** The invitation link's token of the newest mail to `mail`. */
async function invitationToken(t: TestApp, mail: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.recipient, mail), eq(mails.kind, 'company-invite')));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = /invitation=([^&\s"]+)/.exec(newest.text);
  expect(match).not.toBeNull();
  return match![1];
}

function adminCall(
  app: FastifyInstance,
  op: SeededOperator,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: op.headers, ...(payload ? { payload } : {}) });
}

/** Company accounts (ADR 065): sign-up, members, invitations, fleet, cost centres, back office. */
describe.each(databases)('company accounts on $name', (db) => {
  let t: TestApp;
  let alice: SeededCustomer; // admin of Muster
  let bob: SeededCustomer; // admin of another company
  let driver: SeededCustomer;
  let stranger: SeededCustomer;
  let muster: Company;
  let other: Company;

  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: portalShopConfig({ companies: { selfSignUp: true } }) });
    const d = t.database.db;
    alice = await loginNewCustomer(d, { mail: 'alice@muster.de' });
    bob = await loginNewCustomer(d, { mail: 'bob@andere.de' });
    driver = await loginNewCustomer(d, { mail: 'fahrer@muster.de' });
    stranger = await loginNewCustomer(d, { mail: 'fremd@example.com' });
  });
  afterAll(() => t?.close());

  it('a customer signs a company up: pending, its admin, the next debitor accounts from 10000', async () => {
    const res = await sapi(t.app, alice.cookie, 'POST', '/sapi/companies', MUSTER);
    expect(res.statusCode).toBe(201);
    muster = res.json();
    expect(muster).toMatchObject({ status: 'pending', vatId: 'DE123456789', debitorAccount: 10000 });
    const second = await sapi(t.app, bob.cookie, 'POST', '/sapi/companies', {
      ...MUSTER,
      legalName: 'Andere AG',
      vatId: null,
      buyerReference: ' 04011000-1234512345-06 ',
    });
    expect(second.statusCode).toBe(201);
    other = second.json();
    expect(other).toMatchObject({
      debitorAccount: 10001,
      buyerReference: '04011000-1234512345-06',
      vatId: null,
    });
    const mine: MyCompanies = (await sapi(t.app, alice.cookie, 'GET', '/sapi/companies')).json();
    expect(mine.selfSignUp).toBe(true);
    expect(mine.companies).toEqual([
      expect.objectContaining({ id: muster.id, legalName: 'Muster GmbH', role: 'admin', status: 'pending' }),
    ]);
  });

  it('a bad VAT ID, buyer reference, country or mail answers 400 with its code', async () => {
    const cases: [object, string][] = [
      [{ vatId: 'DE12345678' }, 'VAT_ID_INVALID'],
      [{ buyerReference: '04011000-1234512345-07' }, 'BUYER_REFERENCE_INVALID'],
      [{ address: { ...ADDRESS, country: 'XX' } }, 'COUNTRY_INVALID'],
      [{ invoiceMail: 'nope' }, 'INVALID_MAIL'],
    ];
    for (const [change, code] of cases) {
      const res = await sapi(t.app, stranger.cookie, 'POST', '/sapi/companies', { ...MUSTER, ...change });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const put = await sapi(t.app, alice.cookie, 'PUT', `/sapi/companies/${muster.id}`, {
      ...MUSTER,
      buyerReference: '04011000-1234512345-07',
      invoicePer: 'company',
    });
    expect(put.json().code).toBe('BUYER_REFERENCE_INVALID');
    // Nothing of it was stored: the stranger still has no company.
    expect((await sapi(t.app, stranger.cookie, 'GET', '/sapi/companies')).json().companies).toEqual([]);
  });

  it('the admin edits the invoice data; another company’s admin gets 404 for all of it', async () => {
    const body = {
      ...MUSTER,
      address: { ...ADDRESS, city: 'Basel', country: 'de' },
      invoicePer: 'cost_centre',
    };
    const put = await sapi(t.app, alice.cookie, 'PUT', `/sapi/companies/${muster.id}`, body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      invoicePer: 'cost_centre',
      address: { city: 'Basel', country: 'DE' },
    });
    for (const [method, url, payload] of [
      ['GET', `/sapi/companies/${muster.id}`],
      ['PUT', `/sapi/companies/${muster.id}`, body],
      ['POST', `/sapi/companies/${muster.id}/members`, { mail: 'x@andere.de' }],
      ['POST', `/sapi/companies/${muster.id}/plates`, { plate: 'B-X 1' }],
      ['POST', `/sapi/companies/${muster.id}/cost-centres`, { code: 'X', name: 'X' }],
    ] as const) {
      const res = await sapi(t.app, bob.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('COMPANY_NOT_FOUND');
    }
    const none = await sapi(t.app, bob.cookie, 'GET', '/sapi/companies/00000000-0000-0000-0000-000000000000');
    expect(none.json().code).toBe('COMPANY_NOT_FOUND');
  });

  let driverMember: CompanyMember;
  it('an invitation mails a single-use link that only the invited e-mail’s account accepts', async () => {
    const res = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/members`, {
      mail: ' Fahrer@Muster.de ',
      role: 'member',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    driverMember = res.json();
    expect(driverMember).toMatchObject({ mail: 'fahrer@muster.de', status: 'invited', role: 'member' });
    const [mail] = await t.database.db.select().from(mails).where(eq(mails.recipient, 'fahrer@muster.de'));
    expect(mail.subject).toContain('Muster GmbH');
    expect(mail.text).toContain('Accept invitation');
    const token = await invitationToken(t, 'fahrer@muster.de');

    // A stranger holding the link learns nothing and uses nothing up.
    const foreign = await sapi(t.app, stranger.cookie, 'POST', '/sapi/company-invitations/accept', { token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'INVITATION_OTHER_MAIL', message: expect.any(String) });
    const anonymous = await sapi(t.app, undefined, 'POST', '/sapi/company-invitations/accept', { token });
    expect(anonymous.statusCode).toBe(401);

    const ok = await sapi(t.app, driver.cookie, 'POST', '/sapi/company-invitations/accept', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ companyId: muster.id, legalName: 'Muster GmbH', role: 'member' });
    const twice = await sapi(t.app, driver.cookie, 'POST', '/sapi/company-invitations/accept', { token });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('INVITATION_INVALID');
    const made = await sapi(t.app, driver.cookie, 'POST', '/sapi/company-invitations/accept', {
      token: 'x'.repeat(40),
    });
    expect(made.json().code).toBe('INVITATION_INVALID');

    const mine: MyCompanies = (await sapi(t.app, driver.cookie, 'GET', '/sapi/companies')).json();
    expect(mine.companies).toEqual([expect.objectContaining({ id: muster.id, role: 'member' })]);
    // An active member is not invited again.
    const again = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/members`, {
      mail: 'fahrer@muster.de',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMPANY_MEMBER_ACTIVE');
  });

  it('a plain member gets 404 for the admin’s calls', async () => {
    for (const [method, url, payload] of [
      ['GET', `/sapi/companies/${muster.id}`],
      ['POST', `/sapi/companies/${muster.id}/members`, { mail: 'y@muster.de' }],
      ['DELETE', `/sapi/companies/${muster.id}/members/${driverMember.id}`],
      ['PUT', `/sapi/companies/${muster.id}/cost-centres/00000000-0000-0000-0000-000000000000`, { name: 'X' }],
    ] as const) {
      const res = await sapi(t.app, driver.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('COMPANY_NOT_FOUND');
    }
  });

  it('a second invitation of the same e-mail refreshes the first: one row, only the newest link works', async () => {
    const first: CompanyMember = (
      await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/members`, {
        mail: 'neu@muster.de',
      })
    ).json();
    const oldToken = await invitationToken(t, 'neu@muster.de');
    t.advance(1000);
    const second = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/members`, {
      mail: 'neu@muster.de',
      role: 'admin',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, role: 'admin', status: 'invited' });
    const rows = await t.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.recipient, 'neu@muster.de'), eq(mails.kind, 'company-invite')));
    expect(rows).toHaveLength(2);
    const newest = rows.find((r) => !r.text.includes(oldToken))!;
    const newToken = /invitation=([^&\s"]+)/.exec(newest.text)![1];
    const neu = await loginNewCustomer(t.database.db, { mail: 'neu@muster.de' });
    const stale = await sapi(t.app, neu.cookie, 'POST', '/sapi/company-invitations/accept', {
      token: oldToken,
    });
    expect(stale.json().code).toBe('INVITATION_INVALID');
    const ok = await sapi(t.app, neu.cookie, 'POST', '/sapi/company-invitations/accept', { token: newToken });
    expect(ok.json()).toMatchObject({ role: 'admin' });
  });

  it('the last admin stays; roles change; a removed member is gone from their companies', async () => {
    // Two admins now (alice, neu): make neu a member again, then alice is the last one.
    const detail: CompanyDetail = (
      await sapi(t.app, alice.cookie, 'GET', `/sapi/companies/${muster.id}`)
    ).json();
    const neu = detail.members.find((m) => m.mail === 'neu@muster.de')!;
    const aliceMember = detail.members.find((m) => m.mail === 'alice@muster.de')!;
    const demote = await sapi(t.app, alice.cookie, 'PUT', `/sapi/companies/${muster.id}/members/${neu.id}`, {
      role: 'member',
    });
    expect(demote.statusCode).toBe(200);
    const self = await sapi(
      t.app,
      alice.cookie,
      'PUT',
      `/sapi/companies/${muster.id}/members/${aliceMember.id}`,
      {
        role: 'member',
      },
    );
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('COMPANY_LAST_ADMIN');
    const leave = await sapi(
      t.app,
      alice.cookie,
      'DELETE',
      `/sapi/companies/${muster.id}/members/${aliceMember.id}`,
    );
    expect(leave.json().code).toBe('COMPANY_LAST_ADMIN');

    const gone = await sapi(
      t.app,
      alice.cookie,
      'DELETE',
      `/sapi/companies/${muster.id}/members/${driverMember.id}`,
    );
    expect(gone.statusCode).toBe(204);
    const twice = await sapi(
      t.app,
      alice.cookie,
      'DELETE',
      `/sapi/companies/${muster.id}/members/${driverMember.id}`,
    );
    expect(twice.json().code).toBe('COMPANY_MEMBER_NOT_FOUND');
    expect((await sapi(t.app, driver.cookie, 'GET', '/sapi/companies')).json().companies).toEqual([]);
    // Bob's member id is not Muster's.
    const bobs: CompanyDetail = (await sapi(t.app, bob.cookie, 'GET', `/sapi/companies/${other.id}`)).json();
    const cross = await sapi(
      t.app,
      alice.cookie,
      'DELETE',
      `/sapi/companies/${muster.id}/members/${bobs.members[0].id}`,
    );
    expect(cross.json().code).toBe('COMPANY_MEMBER_NOT_FOUND');
  });

  it('a plate is in one fleet: normalised, once; another fleet’s plate 409; removed, it is free', async () => {
    const add = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/plates`, {
      plate: 'fr - ab 123',
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ plate: 'FR-AB 123', plateKey: 'FRAB123' });
    const again = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/plates`, {
      plate: 'FR AB123',
    });
    expect(again.json().id).toBe(add.json().id);
    const taken = await sapi(t.app, bob.cookie, 'POST', `/sapi/companies/${other.id}/plates`, {
      plate: 'FR-AB-123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('FLEET_PLATE_TAKEN');
    const bad = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/plates`, {
      plate: '!!',
    });
    expect(bad.json().code).toBe('LICENSE_PLATE_INVALID');
    const foreign = await sapi(
      t.app,
      bob.cookie,
      'DELETE',
      `/sapi/companies/${other.id}/plates/${add.json().id}`,
    );
    expect(foreign.json().code).toBe('FLEET_PLATE_NOT_FOUND');
    const del = await sapi(
      t.app,
      alice.cookie,
      'DELETE',
      `/sapi/companies/${muster.id}/plates/${add.json().id}`,
    );
    expect(del.statusCode).toBe(204);
    const now = await sapi(t.app, bob.cookie, 'POST', `/sapi/companies/${other.id}/plates`, {
      plate: 'FR-AB-123',
    });
    expect(now.statusCode).toBe(201);
  });

  it('cost centres: a code once per company, renamed, archived out of the members’ list', async () => {
    const url = `/sapi/companies/${muster.id}/cost-centres`;
    const k100 = await sapi(t.app, alice.cookie, 'POST', url, { code: 'K100', name: 'Vertrieb' });
    expect(k100.statusCode).toBe(201);
    const dup = await sapi(t.app, alice.cookie, 'POST', url, { code: 'K100', name: 'Noch mal' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('COST_CENTRE_EXISTS');
    // Another company may use the same code.
    expect(
      (
        await sapi(t.app, bob.cookie, 'POST', `/sapi/companies/${other.id}/cost-centres`, {
          code: 'K100',
          name: 'X',
        })
      ).statusCode,
    ).toBe(201);
    const k200 = (await sapi(t.app, alice.cookie, 'POST', url, { code: 'K200', name: 'Technik' })).json();
    const renamed = await sapi(t.app, alice.cookie, 'PUT', `${url}/${k100.json().id}`, {
      name: 'Vertrieb Süd',
    });
    expect(renamed.json()).toMatchObject({ code: 'K100', name: 'Vertrieb Süd', archived: false });
    // Another company's admin cannot rename it, neither through their own company nor through Muster's.
    const foreign = await sapi(t.app, bob.cookie, 'PUT', `/sapi/companies/${other.id}/cost-centres/${k100.json().id}`, {
      name: 'Gekapert',
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'COST_CENTRE_NOT_FOUND']);
    const viaMuster = await sapi(t.app, bob.cookie, 'PUT', `${url}/${k100.json().id}`, { name: 'Gekapert' });
    expect([viaMuster.statusCode, viaMuster.json().code]).toEqual([404, 'COMPANY_NOT_FOUND']);
    const blank = await sapi(t.app, alice.cookie, 'PUT', `${url}/${k100.json().id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    const detail: CompanyDetail = (await sapi(t.app, alice.cookie, 'GET', `/sapi/companies/${muster.id}`)).json();
    expect(detail.costCentres.find((c) => c.code === 'K100')?.name).toBe('Vertrieb Süd');
    expect((await sapi(t.app, alice.cookie, 'DELETE', `${url}/${k200.id}`)).statusCode).toBe(204);
    expect((await sapi(t.app, alice.cookie, 'DELETE', `${url}/${k200.id}`)).json().code).toBe(
      'COST_CENTRE_NOT_FOUND',
    );
    // An archived cost centre keeps its name: past invoices print it.
    expect((await sapi(t.app, alice.cookie, 'PUT', `${url}/${k200.id}`, { name: 'Neu' })).json().code).toBe(
      'COST_CENTRE_NOT_FOUND',
    );
    const archivedDefault = await sapi(t.app, alice.cookie, 'POST', `/sapi/companies/${muster.id}/members`, {
      mail: 'kst@muster.de',
      defaultCostCentreId: k200.id,
    });
    expect(archivedDefault.json().code).toBe('COST_CENTRE_NOT_FOUND');
    const mine: MyCompanies = (await sapi(t.app, alice.cookie, 'GET', '/sapi/companies')).json();
    expect(mine.companies[0].costCentres.map((c) => c.code)).toEqual(['K100']);
  });

  describe('the back office', () => {
    let viewer: SeededOperator;
    let staff: SeededOperator;
    let siteStaff: SeededOperator;
    beforeAll(async () => {
      const d = t.database.db;
      viewer = await seedOperatorSession(d, { now: NOW, role: 'viewer' });
      staff = await seedOperatorSession(d, { now: NOW, role: 'staff' });
      siteStaff = await seedOperatorSession(d, { now: NOW, role: 'staff', siteIds: ['main'] });
    });

    it('lists and searches companies for every role; a site-limited operator gets 404', async () => {
      const all = await adminCall(t.app, viewer, 'GET', '/api/admin/companies');
      expect(all.statusCode).toBe(200);
      expect(all.json().companies.map((c: Company) => c.legalName)).toEqual(['Andere AG', 'Muster GmbH']);
      const found = await adminCall(t.app, viewer, 'GET', '/api/admin/companies?q=de123');
      expect(found.json().companies).toEqual([expect.objectContaining({ id: muster.id, members: 2 })]);
      const pending = await adminCall(t.app, viewer, 'GET', '/api/admin/companies?status=active');
      expect(pending.json().companies).toEqual([]);
      const detail = await adminCall(t.app, viewer, 'GET', `/api/admin/companies/${muster.id}`);
      expect(
        detail
          .json()
          .members.map((m: CompanyMember) => m.status)
          .sort(),
      ).toEqual(['active', 'active', 'removed']);
      for (const url of ['/api/admin/companies', `/api/admin/companies/${muster.id}`]) {
        const res = await adminCall(t.app, siteStaff, 'GET', url);
        expect(res.statusCode).toBe(404);
      }
      expect(
        (await adminCall(t.app, siteStaff, 'POST', `/api/admin/companies/${muster.id}/approve`)).statusCode,
      ).toBe(404);
    });

    it('approves, suspends and reactivates, audited; a viewer only reads; a wrong step 409', async () => {
      const denied = await adminCall(t.app, viewer, 'POST', `/api/admin/companies/${muster.id}/approve`);
      expect(denied.statusCode).toBe(403);
      const ok = await adminCall(t.app, staff, 'POST', `/api/admin/companies/${muster.id}/approve`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().status).toBe('active');
      const again = await adminCall(t.app, staff, 'POST', `/api/admin/companies/${muster.id}/approve`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('COMPANY_STATUS_INVALID');
      expect(
        (await adminCall(t.app, staff, 'POST', `/api/admin/companies/${muster.id}/reactivate`)).statusCode,
      ).toBe(409);
      expect(
        (await adminCall(t.app, staff, 'POST', `/api/admin/companies/${muster.id}/suspend`)).json().status,
      ).toBe('suspended');
      expect(
        (await adminCall(t.app, staff, 'POST', `/api/admin/companies/${muster.id}/reactivate`)).json().status,
      ).toBe('active');
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, muster.id));
      expect(audits.map((a) => a.action).sort()).toEqual([
        'company.approve',
        'company.reactivate',
        'company.suspend',
      ]);
      const unknown = await adminCall(
        t.app,
        staff,
        'POST',
        '/api/admin/companies/00000000-0000-0000-0000-000000000000/approve',
      );
      expect(unknown.json().code).toBe('COMPANY_NOT_FOUND');
    });

    it('creates an active company and edits its payment terms', async () => {
      const created = await adminCall(t.app, staff, 'POST', '/api/admin/companies', {
        ...MUSTER,
        legalName: 'Stadtwerke',
        buyerReference: '04011000-1234512345-06',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        status: 'active',
        debitorAccount: 10002,
        paymentMeans: 'transfer',
      });
      const bad = await adminCall(t.app, staff, 'POST', '/api/admin/companies', { ...MUSTER, vatId: 'DE1' });
      expect(bad.json().code).toBe('VAT_ID_INVALID');
      const id = created.json().id;
      const put = await adminCall(t.app, staff, 'PUT', `/api/admin/companies/${id}`, {
        ...MUSTER,
        legalName: 'Stadtwerke Freiburg',
        paymentMeans: 'sepa_b2b',
        paymentDays: 30,
        creditLimitCents: 500_000,
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        legalName: 'Stadtwerke Freiburg',
        paymentMeans: 'sepa_b2b',
        paymentDays: 30,
        creditLimitCents: 500_000,
      });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'company.update')));
      expect(entry.actorId).toBe(staff.id);
    });
  });
});

describe.each(databases)('company sign-up switched off on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // The test shop is the demo shop's config, which lets companies sign up.
    t = await startTestApp(db, { shopConfig: portalShopConfig({ companies: { selfSignUp: false } }) });
  });
  afterAll(() => t?.close());

  it('answers 404 and says so in the list', async () => {
    const c = await loginNewCustomer(t.database.db, { mail: 'chef@firma.de' });
    const res = await sapi(t.app, c.cookie, 'POST', '/sapi/companies', MUSTER);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await sapi(t.app, c.cookie, 'GET', '/sapi/companies')).json()).toEqual({
      selfSignUp: false,
      companies: [],
    });
  });
});
