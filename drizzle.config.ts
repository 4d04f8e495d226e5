import { defineConfig } from "drizzle-kit";

// Only used to generate migrations (`npm run db:generate`); the app applies
// them itself at start, for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/platform/db/schema.ts",
  out: "./drizzle",
});
