import { buildPgliteTemplate } from './pglite-template';

/** vitest globalSetup (api and e2e projects): the migrated PGlite dump, built once before the workers. */
export default async function setup(): Promise<void> {
  await buildPgliteTemplate();
}
