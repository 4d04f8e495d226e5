import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

/**
 * The databases every integration test runs against: PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL is set. Each opened handle is a fresh,
 * migrated, empty database (for PostgreSQL a new database, dropped on close, so
 * the role behind TEST_DATABASE_URL needs CREATEDB).
 */
export type TestDatabase = { name: "pglite" | "postgres"; open: () => Promise<DatabaseHandle> };

export const testDatabases: TestDatabase[] = [
  {
    name: "pglite",
    async open() {
      const handle = await openDatabase({ driver: "pglite", dataDir: "memory://" });
      await handle.migrate();
      return handle;
    },
  },
];

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  testDatabases.push({
    name: "postgres",
    async open() {
      const name = `clinic_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();

      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ driver: "postgres", url: url.toString() });
      await handle.migrate();
      return {
        ...handle,
        async close() {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists "${name}"`);
          await cleanup.end();
        },
      };
    },
  });
}
