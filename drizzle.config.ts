import { defineConfig } from "drizzle-kit";

// drizzle-kit generates the SQL migrations in drizzle/ from the schema (`npm run db:generate`); the
// server applies them when it opens the database (app/.server/db/open-database.ts), so no
// connection is configured here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./drizzle",
});
