import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into ./drizzle after a change to a table. Each
// module defines the tables it owns in its own tables.ts, the platform its own in db/ (decision
// 056); the migrations stay one ordered history.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/db/platform-tables.ts', './apps/server/src/modules/*/tables.ts'],
  out: './apps/server/drizzle',
});
