import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layout in numbers (docs/architecture.md): what a review measured, kept measured.
// Lint keeps single imports in line; these count the whole, which no lint rule sees.
const server = resolve(import.meta.dirname);
const root = resolve(server, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const sources = walk(server).filter((f) => !f.endsWith('.test.ts') && !f.includes('/test/'));
const rel = (f: string) => relative(root, f);
const moduleOf = (f: string) => /\/modules\/([^/]+)\//.exec(f + '/')?.[1] ?? null;

interface Import {
  from: string;
  to: string;
  names: string;
}
const imports: Import[] = sources.flatMap((from) => {
  const text = readFileSync(from, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s([^;]*?)\sfrom\s+'(\.[^']+)'/gms)].map((m) => ({
    from,
    to: resolve(dirname(from), m[2]),
    names: m[1],
  }));
});
const crossModule = imports.filter((i) => {
  const a = moduleOf(i.from);
  const b = moduleOf(i.to);
  return a !== null && b !== null && a !== b;
});

describe('the server layout', () => {
  it('modules reach each other at most 30 times, always through an index', () => {
    const list = crossModule.map((i) => `${rel(i.from)} -> ${rel(i.to)}`);
    expect(list.length, list.join('\n')).toBeLessThanOrEqual(30);
    expect(crossModule.filter((i) => !/\/modules\/[^/]+$/.test(i.to)).map((i) => rel(i.from))).toEqual([]);
  });

  it("a repository reaches another module only for that module's declared writer", () => {
    // A writer (a module's *-writes.ts, published by its index) lets another module's
    // transaction write its rows (ADR 029); a repository never uses another one's SQL.
    const writersOf = (index: string) =>
      [
        ...readFileSync(index + '/index.ts', 'utf8').matchAll(
          /export\s+\{([^}]*)\}\s+from\s+'\.\/[^']*-writes'/g,
        ),
      ]
        .flatMap((m) => m[1].split(','))
        .map((n) => n.replace(/^\s*type\s+/, '').trim());
    const bad = crossModule
      .filter((i) => /repository\.ts$/.test(i.from))
      .flatMap((i) => {
        const writers = writersOf(i.to);
        return i.names
          .replace(/^type\s+/, '')
          .replace(/[{}]/g, '')
          .split(',')
          .map((n) => n.replace(/^\s*type\s+/, '').trim())
          .filter((n) => n && !writers.includes(n))
          .map((n) => `${rel(i.from)} -> ${rel(i.to)}: ${n}`);
      });
    expect(bad).toEqual([]);
  });

  it('an index.ts exports service types and declared writers only: no repository, no builder', () => {
    const indexes = sources.filter((f) => /\/modules\/[^/]+\/index\.ts$/.test(f));
    expect(indexes.length).toBeGreaterThan(15);
    const bad = indexes.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const names = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
        m[1].split(',').map((n) =>
          n
            .replace(/^\s*type\s+/, '')
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      );
      return [
        ...names.filter((n) => /Repository$|Module$/.test(n)).map((n) => `${rel(f)}: ${n}`),
        ...(/from '\.\/module'/.test(text) ? [`${rel(f)}: re-exports module.ts`] : []),
      ];
    });
    expect(bad).toEqual([]);
  });

  it('only app.ts imports a module.ts; container.ts and platform/ import no module', () => {
    const builders = imports.filter(
      (i) => /\/modules\/[^/]+\/module$/.test(i.to) && moduleOf(i.from) !== moduleOf(i.to),
    );
    expect([...new Set(builders.map((i) => rel(i.from)))]).toEqual(['src/server/app.ts']);
    const kernel = imports.filter(
      (i) => (/\/container\.ts$/.test(i.from) || i.from.includes('/platform/')) && moduleOf(i.to) !== null,
    );
    expect(kernel.map((i) => `${rel(i.from)} -> ${rel(i.to)}`)).toEqual([]);
  });

  it('no service file is over 500 lines', () => {
    const services = sources.filter(
      (f) =>
        /service|\/modules\/[^/]+\/[^/]+\.ts$/.test(rel(f)) &&
        /export class \w+Service\b/.test(readFileSync(f, 'utf8')),
    );
    expect(services.length).toBeGreaterThan(15);
    const long = services
      .map((f) => ({ f: rel(f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((s) => s.lines > 500);
    expect(long).toEqual([]);
  });

  it('app.ts is a door: at most 150 lines', () => {
    expect(readFileSync(join(server, 'app.ts'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(
      150,
    );
  });
});
