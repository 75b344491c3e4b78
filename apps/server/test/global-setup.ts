import {
  setupTestDatabaseTemplate,
  teardownTestDatabaseTemplate,
  type TestDatabaseTemplate,
} from '@portal/db/testing';

let template: TestDatabaseTemplate | undefined;

/**
 * Builds the test database template once per run (PGlite dump, or a PostgreSQL template
 * database when TEST_DATABASE_URL is set); the workers find it through an environment variable.
 */
export async function setup(): Promise<void> {
  template = await setupTestDatabaseTemplate();
}

export async function teardown(): Promise<void> {
  await teardownTestDatabaseTemplate(template);
}
