import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layout's lines (eslint.config.js) proven on sample files: a wrong import must fail lint.
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.ruleId!);
}

describe('server boundaries', () => {
  it('platform/ imports no module, but may use db/', async () => {
    const bad =
      "import type { Reservations } from '../../modules/booking/reservations';\nexport type X = Reservations;\n";
    expect(await boundaryErrors('src/server/platform/sample/sample.ts', bad)).toContain(
      'boundaries/dependencies',
    );
    const viaIndex =
      "import type { Reservations } from '../../modules/booking';\nexport type X = Reservations;\n";
    expect(await boundaryErrors('src/server/platform/sample/sample.ts', viaIndex)).toContain(
      'boundaries/dependencies',
    );
    const container = "import { buildContainer } from '../../container';\nexport const x = buildContainer;\n";
    expect(await boundaryErrors('src/server/platform/sample/sample.ts', container)).toContain(
      'boundaries/dependencies',
    );
    const good = "import type { Db } from '../../db/client';\nexport type X = Db;\n";
    expect(await boundaryErrors('src/server/platform/sample/sample.ts', good)).toEqual([]);
    const errors = "import { DomainError } from '../../errors';\nexport const x = DomainError;\n";
    expect(await boundaryErrors('src/server/platform/sample/sample.ts', errors)).toEqual([]);
  });

  it('db/ imports no module', async () => {
    const bad = "import type { SepaService } from '../modules/sepa';\nexport type X = SepaService;\n";
    expect(await boundaryErrors('src/server/db/sample.ts', bad)).toContain('boundaries/dependencies');
    const errors = "import { DomainError } from '../errors';\nexport const x = DomainError;\n";
    expect(await boundaryErrors('src/server/db/sample.ts', errors)).toContain('boundaries/dependencies');
  });

  it('only server.ts imports the app', async () => {
    const bad = "import { buildApp } from '../../app';\nexport const x = buildApp;\n";
    expect(await boundaryErrors('src/server/modules/sepa/sample.ts', bad)).toContain(
      'boundaries/dependencies',
    );
  });

  it("a module reaches another module only through that module's index.ts", async () => {
    const bad =
      "import type { BookingRepository } from '../booking/repository';\nexport type X = BookingRepository;\n";
    expect(await boundaryErrors('src/server/modules/sepa/sample.ts', bad)).toContain(
      'boundaries/dependencies',
    );
    const good = "import type { SessionBookings } from '../booking';\nexport type X = SessionBookings;\n";
    expect(await boundaryErrors('src/server/modules/sepa/sample.ts', good)).toEqual([]);
    const own = "import type { SepaRepository } from './repository';\nexport type X = SepaRepository;\n";
    expect(await boundaryErrors('src/server/modules/sepa/sample.ts', own)).toEqual([]);
  });

  it('the container is the kernel: it imports no module', async () => {
    const bad = "import type { SepaService } from './modules/sepa';\nexport type X = SepaService;\n";
    expect(await boundaryErrors('src/server/container.ts', bad)).toContain('boundaries/dependencies');
    const good = "import type { Db } from './db/client';\nexport type X = Db;\n";
    expect(await boundaryErrors('src/server/container.ts', good)).toEqual([]);
  });

  it('only app.ts builds a module from its module.ts; it reaches nothing else inside', async () => {
    const builder = "import { sepaModule } from '../sepa/module';\nexport const x = sepaModule;\n";
    expect(await boundaryErrors('src/server/modules/portal/sample.ts', builder)).toContain(
      'boundaries/dependencies',
    );
    const app = "import { sepaModule } from './modules/sepa/module';\nexport const x = sepaModule;\n";
    expect(await boundaryErrors('src/server/app.ts', app)).toEqual([]);
    const inside =
      "import { SepaRepository } from './modules/sepa/repository';\nexport const x = SepaRepository;\n";
    expect(await boundaryErrors('src/server/app.ts', inside)).toContain('boundaries/dependencies');
  });
});

describe('transactions', () => {
  it("are opened with the kernel's inTransaction, never with Drizzle's .transaction()", async () => {
    const [result] = await eslint.lintText(
      "import type { Db } from '../../db/client';\nexport const f = (db: Db) => db.transaction(async () => 1);\n",
      { filePath: resolve(root, 'src/server/modules/sepa/sample.ts') },
    );
    expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});

describe('web feature boundaries', () => {
  const ruleIds = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
    return result.messages.map((m) => m.ruleId);
  };

  it("a feature uses another feature only through that feature's api.ts", async () => {
    const bad =
      "import { PermissionsPage } from '../portal/permissions-page';\nexport const X = PermissionsPage;\n";
    expect(await ruleIds('src/web/features/booking/sample.tsx', bad)).toContain('no-restricted-imports');
    const good = "import * as portal from '../portal/api';\nexport const X = portal;\n";
    expect(await ruleIds('src/web/features/booking/sample.tsx', good)).not.toContain('no-restricted-imports');
  });

  it('the web never imports the server', async () => {
    const bad = "import { buildApp } from '../../../server/app';\nexport const X = buildApp;\n";
    expect(await ruleIds('src/web/features/booking/sample.tsx', bad)).toContain('no-restricted-imports');
  });
});
