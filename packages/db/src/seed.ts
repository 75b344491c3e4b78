import { count, eq } from 'drizzle-orm';
import type { Database } from './client';
import { dataImports } from './schema';

/** A piece of demo content; later features add theirs to DEMO_SEED_STEPS. */
export type DemoSeedStep = { name: string; run: (db: Database) => Promise<void> };

export const DEMO_SEED_STEPS: DemoSeedStep[] = [];

const DEMO_MARKER = 'demo-seed';

/**
 * Seeds demo content so the first `npm start` shows a living portal. Only into an empty
 * database (no demo seed recorded and no user content) and never in production: the caller
 * passes `isProduction` from the validated configuration.
 */
export async function seedDemoContent(
  db: Database,
  { isProduction }: { isProduction: boolean },
): Promise<'seeded' | 'skipped'> {
  if (isProduction) return 'skipped';
  return db.transaction(async (tx) => {
    const [marker] = await tx
      .select({ n: count() })
      .from(dataImports)
      .where(eq(dataImports.name, DEMO_MARKER));
    if ((marker?.n ?? 0) > 0) return 'skipped';
    for (const step of DEMO_SEED_STEPS) await step.run(tx as unknown as Database);
    await tx
      .insert(dataImports)
      .values({ name: DEMO_MARKER, checksum: 'v1', rowCount: DEMO_SEED_STEPS.length });
    return 'seeded';
  });
}
