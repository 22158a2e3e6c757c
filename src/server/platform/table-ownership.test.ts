import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 029: a table is written by its owning module only; others call its service or writer,
// passing their transaction. This test holds the server to it: it reads every server source
// file and fails on a write (drizzle `.insert(t)`, `.update(t)`, `.delete(t)`, or raw SQL
// `insert into`, `update`, `delete from`) of a table outside the folder that owns it.

const serverDir = resolve(import.meta.dirname, '..');
const root = resolve(serverDir, '../..');

/**
 * Each table of db/schema.ts (by its export) and the folder under src/server that owns it.
 * A new table must be added here, with its owner (the test below insists).
 */
const OWNERS: Record<string, string> = {
  customers: 'modules/accounts',
  customerSecurityEvents: 'modules/accounts',
  sessions: 'platform/customers',
  loginThrottle: 'platform/throttle',
  // The one writer of bookings is modules/booking/booking-writes.ts (its header says why).
  bookings: 'modules/booking',
  // Kept with the bookings by the same writer (ADR 049), rebuilt by the booking module's check.
  slotOccupancy: 'modules/booking',
  // A payment, its history, its inbox, the permission and bill a settle issues, and the
  // gap-free counters they number from: the payments module settles, so it writes them.
  payments: 'modules/payments',
  paymentEvents: 'modules/payments',
  paymentInbox: 'modules/payments',
  permissions: 'modules/payments',
  counters: 'modules/payments',
  bills: 'modules/payments',
  mails: 'mail',
  sepaMandates: 'modules/sepa',
  sepaBatches: 'modules/sepa',
  sepaCollections: 'modules/sepa',
  rateLimits: 'platform/limits',
  creditNotes: 'modules/refunds',
  refundRecords: 'modules/refunds',
  accessDevices: 'modules/access',
  parkingStays: 'modules/access',
  parkingStayClosures: 'modules/access',
  accessEvents: 'modules/access',
  accessDecisions: 'modules/access',
  accessAllowlistChanges: 'modules/access',
  operators: 'modules/backoffice',
  operatorSessions: 'modules/backoffice',
  singleUseTokens: 'platform/tokens',
  auditLog: 'platform/audit',
  catalogue: 'modules/catalogue',
  catalogueTariffs: 'modules/catalogue',
  catalogueChanges: 'modules/catalogue',
  reminderSettings: 'modules/reminders',
  renewalAttempts: 'modules/reminders',
  // Business customers (ADR 064): the companies module keeps the companies, their members,
  // plates and cost centres; company billing keeps what they owe and how they pay it.
  companies: 'modules/companies',
  companyMembers: 'modules/companies',
  walletPasses: 'modules/wallet',
  walletRegistrations: 'modules/wallet',
  companyPlates: 'modules/companies',
  companyCostCentres: 'modules/companies',
  companyMandates: 'modules/company-billing',
  companyCharges: 'modules/company-billing',
  companyDebitBatches: 'modules/company-billing',
  companyInvoices: 'modules/company-billing',
};

/** export name → SQL name, read from db/schema.ts. */
function schemaTables(): Map<string, string> {
  const schema = readFileSync(join(serverDir, 'db/schema.ts'), 'utf8');
  const tables = new Map<string, string>();
  for (const m of schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1], m[2]);
  return tables;
}

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

/** The server's own code: tests and their harness seed rows by hand, migrations are SQL. */
function serverSources(): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      const rel = relative(root, full).split('\\').join('/');
      if (e.isDirectory()) {
        if (rel === 'src/server/test' || rel === 'src/server/db/migrations') continue;
        walk(full);
      } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        out.push({ path: rel, text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(serverDir);
  return out;
}

/** Comments say "update the booking" freely; only code counts. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Every write of a table outside its owner, as "file: verb table". */
export function writesOutsideOwner(files: SourceFile[], tables = schemaTables()): string[] {
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  const found: string[] = [];
  for (const file of files) {
    const code = stripComments(file.text);
    const writes: [string, string][] = [];
    // drizzle: db.insert(bookings), tx.update(schema.bookings), .delete(\n sessions)
    for (const m of code.matchAll(/\.(insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)/g)) {
      if (tables.has(m[2])) writes.push([m[1], m[2]]);
    }
    // raw SQL: insert into bookings, update "sessions" set, delete from ${sessions}
    for (const m of code.matchAll(/\b(insert\s+into|update|delete\s+from)\s+(?:"(\w+)"|\$\{\s*(\w+)\s*\}|(\w+))/gi)) {
      const verb = m[1].split(/\s+/)[0].toLowerCase();
      const name = m[3] ?? bySqlName.get(m[2] ?? m[4]);
      if (name && tables.has(name)) writes.push([verb, name]);
    }
    for (const [verb, table] of writes) {
      const owner = `src/server/${OWNERS[table] ?? '(no owner)'}/`;
      if (!file.path.startsWith(owner)) found.push(`${file.path}: ${verb} ${table} (owner ${owner})`);
    }
  }
  return found;
}

describe('table ownership (ADR 029)', () => {
  it('every table of the schema has an owning folder that exists', () => {
    const tables = [...schemaTables().keys()];
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables.includes(t))).toEqual([]);
    const folders = new Set(Object.values(OWNERS));
    for (const folder of folders) expect(readdirSync(join(serverDir, folder)).length).toBeGreaterThan(0);
  });

  it('no server file writes a table that another folder owns', () => {
    expect(writesOutsideOwner(serverSources())).toEqual([]);
  });

  it('the scan sees the writes it must refuse', () => {
    const refunds = 'src/server/modules/refunds/sample.ts';
    // A cancel that flips the booking by hand instead of through the booking module's writer.
    expect(
      writesOutsideOwner([
        { path: refunds, text: "await tx\n  .update(bookings)\n  .set({ status: 'cancelled' });" },
      ]),
    ).toEqual([`${refunds}: update bookings (owner src/server/modules/booking/)`]);
    expect(writesOutsideOwner([{ path: refunds, text: 'await db.insert(schema.sessions).values(row);' }])).toEqual(
      [`${refunds}: insert sessions (owner src/server/platform/customers/)`],
    );
    expect(
      writesOutsideOwner([
        { path: refunds, text: 'await tx.execute(sql`DELETE FROM sessions WHERE id = ${id}`);' },
        { path: refunds, text: 'await tx.execute(sql`update ${sepaMandates} set session_id = ${to}`);' },
        { path: refunds, text: 'await tx.execute(sql`insert into "parking_stays" (id) values (${id})`);' },
      ]),
    ).toEqual([
      `${refunds}: delete sessions (owner src/server/platform/customers/)`,
      `${refunds}: update sepaMandates (owner src/server/modules/sepa/)`,
      `${refunds}: insert parkingStays (owner src/server/modules/access/)`,
    ]);
  });

  it('leaves the owner, comments, reads and look-alike calls alone', () => {
    const own = 'src/server/modules/booking/booking-writes.ts';
    expect(writesOutsideOwner([{ path: own, text: 'await tx.update(bookings).set({ status });' }])).toEqual([]);
    const other = 'src/server/modules/portal/sample.ts';
    const text = [
      '// the settle would update bookings here; it calls the booking writer instead',
      '/* delete from sessions happens in platform */',
      'const rows = await db.select().from(bookings);',
      "createHash('sha256').update(token);",
      'waiters.delete(fn);',
      'await repo.update(operator.id, { role }, now);',
    ].join('\n');
    expect(writesOutsideOwner([{ path: other, text }])).toEqual([]);
  });
});
