/**
 * The OpenAPI document of the real app, for `npm run lint:api` and `npm run api:types` (ADR 022).
 *
 *   tsx scripts/openapi.ts            writes dist/openapi.json
 *   tsx scripts/openapi.ts --types    ... and regenerates scripts/access/openapi.d.ts
 *   tsx scripts/openapi.ts --check    ... and fails when scripts/access/openapi.d.ts is out of date
 *
 * The app is built as the tests build it (test env, built-in demo shop, PGlite in memory), so
 * the document is the one a local demo shop serves at /api/docs/json, and the same on every
 * machine: PUBLIC_URL is the default http://localhost:3000 whatever the shell says.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { buildApp } from '../src/server/app';
import { testEnv } from '../src/server/config/env';
import { loadShopConfig } from '../src/server/config/shop-config';
import { migrate, openDatabase } from '../src/server/db/client';

const root = resolve(import.meta.dirname, '..');
export const DOCUMENT_FILE = resolve(root, 'dist/openapi.json');
export const TYPES_FILE = resolve(root, 'scripts/access/openapi.d.ts');

/** The document as the built-in demo shop serves it. */
export async function buildDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const app = await buildApp({
      env: testEnv({ PUBLIC_URL: undefined, PORT: '3000' }),
      shopConfig: loadShopConfig(undefined),
      db: database.db,
      logger: false,
      webRoot: null,
    });
    await app.ready();
    const doc = app.swagger() as unknown as OpenAPI3;
    await app.close();
    return doc;
  } finally {
    await database.close();
  }
}

const HEADER = `/**
 * Types of the parking shop's HTTP API, generated from its OpenAPI document by
 * openapi-typescript. Do not edit: run \`npm run api:types\` (\`npm run lint:api\` fails while
 * this file is out of date). ADR 022.
 */
`;

/** TypeScript types of the document, formatted like the rest of the repository. */
export async function typesOf(doc: OpenAPI3): Promise<string> {
  const ast = await openapiTS(doc, { alphabetize: true });
  const text = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(text, { ...options, filepath: TYPES_FILE });
}

async function main() {
  const mode = process.argv[2];
  const doc = await buildDocument();
  mkdirSync(dirname(DOCUMENT_FILE), { recursive: true });
  writeFileSync(DOCUMENT_FILE, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${relative(root, DOCUMENT_FILE)} (${Object.keys(doc.paths ?? {}).length} paths)`);
  if (mode === '--types') {
    writeFileSync(TYPES_FILE, await typesOf(doc));
    console.log(`wrote ${relative(root, TYPES_FILE)}`);
  } else if (mode === '--check') {
    const committed = readFileSync(TYPES_FILE, 'utf8');
    if (committed !== (await typesOf(doc))) {
      console.error(
        `${relative(root, TYPES_FILE)} does not match the API any more: run "npm run api:types" and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${relative(root, TYPES_FILE)} is up to date`);
  } else if (mode !== undefined) {
    console.error(`unknown option ${mode} (use --types or --check)`);
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
