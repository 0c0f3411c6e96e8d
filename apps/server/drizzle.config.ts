import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for schema changes; migrations are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
