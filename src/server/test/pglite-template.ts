/**
 * One migrated PGlite database per test run, cloned for every test database: a fresh PGlite
 * runs initdb and then all migrations (seconds each time); loading a dump of an already
 * migrated one (`loadDataDir`) gives the same empty, migrated database in a fraction of it.
 * The dump lives in .tmp/, named by a hash of the migrations and the PGlite version, so a
 * changed migration builds a new one. vitest's globalSetup (test/global-setup.ts) builds it
 * before the workers start; a worker that finds none builds it itself.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, type Database } from '../db/client';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
const dir = join(root, '.tmp');

function templateFile(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(String(pglite.version));
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      hash.update(p.slice(migrations.length));
      if (e.isDirectory()) walk(p);
      else hash.update(readFileSync(p));
    }
  };
  walk(migrations);
  return join(dir, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Builds the dump unless it exists; returns its path. Safe to run in parallel (atomic rename). */
export async function buildPgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Dumps of earlier migration states are of no use any more.
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (f.startsWith('pglite-migrated-') && f.endsWith('.tar') && p !== file) rmSync(p, { force: true });
  }
  return file;
}

let template: Promise<Blob> | undefined;

/** The migrated dump, read once per test file. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= buildPgliteTemplate().then((f) => new Blob([readFileSync(f)]));
  return template;
}

/** A fresh, migrated, empty PGlite database: the template loaded into `dataDir` (default in memory). */
export async function openMigratedPglite(dataDir = 'memory://'): Promise<Database> {
  return openDatabase({ dataDir, loadDataDir: await pgliteTemplate() });
}

/**
 * Fills an empty data directory for a shop process (child server, E2E shop) with the migrated
 * dump, so the process opens it instead of running initdb and the migrations. Without a dump
 * (no globalSetup ran) the directory stays empty and the process creates the database itself.
 */
export function seedPgliteDataDir(dataDir: string): void {
  let file: string;
  try {
    file = templateFile();
  } catch {
    return;
  }
  if (!existsSync(file)) return;
  // GNU tar strips the members' leading "/" (the dump's paths are relative to PGDATA).
  execFileSync('tar', ['-xf', file, '-C', dataDir], { stdio: 'ignore' });
}
