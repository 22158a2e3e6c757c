import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { databases } from '../test/databases';
import { pause } from '../test/child-server';
import { AdvisoryLockLeader } from './leader';

/** Quiet: the log lines are not what these tests look at. */
const log = { info: () => undefined, warn: () => undefined };

describe.each(databases)('the jobs leader on $name', (db) => {
  let database: Database;
  beforeAll(async () => {
    database = await db.open();
  });
  afterAll(() => database.close());

  it('leads, keeps leading, and leads again after giving the lead up', async () => {
    const leader = new AdvisoryLockLeader(database, 'test-jobs', log);
    expect(await leader.lead()).toBe(true);
    expect(await leader.lead()).toBe(true);
    await leader.release();
    expect(await leader.lead()).toBe(true);
    await leader.release();
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the jobs leader of two instances (PostgreSQL only: PGlite serves one process)', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await databases.find((d) => d.name === 'postgres')!.open();
    // The second instance: its own pool on the same schema.
    second = await openDatabase({ databaseUrl: url, schemaName: first.schemaName });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('one leads; the other takes over once it stops or loses its connection', async () => {
    const a = new AdvisoryLockLeader(first, 'test-jobs', log);
    const b = new AdvisoryLockLeader(second, 'test-jobs', log);
    expect(await a.lead()).toBe(true);
    expect(await b.lead()).toBe(false);
    expect(await a.lead()).toBe(true);

    // A shop in another schema of the same database leads its own jobs.
    const other = await openDatabase({ databaseUrl: url, schemaName: `${first.schemaName}_x` });
    const c = new AdvisoryLockLeader(other, 'test-jobs', log);
    expect(await c.lead()).toBe(true);
    await c.release();
    await other.db.execute(`drop schema if exists "${first.schemaName}_x" cascade`);
    await other.close();

    // Stopping (SIGTERM) gives the lead up.
    await a.release();
    expect(await b.lead()).toBe(true);
    expect(await a.lead()).toBe(false);

    // The leader's connection dies (network, a restarted proxy, a killed backend): PostgreSQL
    // drops the lock with the session and the other instance takes over.
    await first.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'parkshop ${first.schemaName}'
          and pid in (select pid from pg_locks where locktype = 'advisory' and granted)`,
    );
    let aLeads = false;
    for (let i = 0; i < 50 && !aLeads; i++) {
      aLeads = await a.lead();
      if (!aLeads) await pause(100);
    }
    expect(aLeads).toBe(true);
    // The old leader noticed: it does not claim to lead any more.
    expect(await b.lead()).toBe(false);
    await a.release();
    await b.release();
  });
});
