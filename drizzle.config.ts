import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations that the server applies on every start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
