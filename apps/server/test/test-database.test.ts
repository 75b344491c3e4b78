import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataImports, devOutbox, hsSections, hsSubheadings } from '@portal/db';
import { TEST_DATABASE_TEMPLATE_ENV, createTestDatabase } from '@portal/db/testing';

describe('ARCHITECTURE §10: every test file gets a database of its own', () => {
  it('the global setup handed a template to the workers', () => {
    const template = JSON.parse(process.env[TEST_DATABASE_TEMPLATE_ENV] ?? 'null') as {
      driver?: string;
    } | null;
    expect(template?.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('a test database is migrated and has the reference data imported', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database.handle;
      const [sections] = await db.select({ n: count() }).from(hsSections);
      const [subheadings] = await db.select({ n: count() }).from(hsSubheadings);
      expect(sections?.n).toBe(21);
      expect(subheadings?.n).toBeGreaterThan(5_000);
      const [classification] = await db
        .select()
        .from(dataImports)
        .where(eq(dataImports.name, 'hs-classification'));
      expect(classification?.checksum).toMatch(/^[0-9a-f]{64}$/);
      // Applying the migrations again finds nothing to do.
      await database.handle.migrate();
    } finally {
      await database.drop();
    }
  });

  it('two test databases do not see each other’s rows', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await first.handle.db
        .insert(devOutbox)
        .values({ channel: 'email', recipient: 'only-in-first@example.test', text: 'x' });
      const [inFirst] = await first.handle.db.select({ n: count() }).from(devOutbox);
      const [inSecond] = await second.handle.db.select({ n: count() }).from(devOutbox);
      expect(inFirst?.n).toBe(1);
      expect(inSecond?.n).toBe(0);
    } finally {
      await first.drop();
      await second.drop();
    }
  });

  it('drop() closes the database for good', async () => {
    const database = await createTestDatabase();
    await database.drop();
    await expect(database.handle.ping()).rejects.toThrow();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL, drop() deletes the database', async () => {
    const database = await createTestDatabase();
    const name = new URL(database.databaseUrl!).pathname.slice(1);
    const observer = await createTestDatabase();
    try {
      const exists = async () => {
        const result = await observer.handle.db.execute(
          sql`select 1 from pg_database where datname = ${name}`,
        );
        return (result as unknown as { rows: unknown[] }).rows.length > 0;
      };
      expect(await exists()).toBe(true);
      await database.drop();
      expect(await exists()).toBe(false);
    } finally {
      await observer.drop();
    }
  });
});
