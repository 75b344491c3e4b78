import { count, eq } from 'drizzle-orm';
import type { Database } from './client';
import { dataImports, users } from './schema';
import { countryActionsDemoStep } from './reference/import-geography';

/** A piece of demo content; later features add theirs to DEMO_SEED_STEPS. */
export type DemoSeedStep = { name: string; run: (db: Database) => Promise<void> };

export const DEMO_SEED_STEPS: DemoSeedStep[] = [countryActionsDemoStep];

const DEMO_MARKER = 'demo-seed';

/**
 * Seeds demo content so the first `npm start` shows a living portal. Only into an empty
 * database (no demo seed recorded and no user content) and never in production: the caller
 * passes `isProduction` from the validated configuration.
 */
export async function seedDemoContent(
  db: Database,
  {
    isProduction,
    steps = [],
  }: {
    isProduction: boolean;
    /**
     * Steps of the caller's own, run after DEMO_SEED_STEPS: the server passes those that need
     * its code (accounts need its password hashing).
     */
    steps?: DemoSeedStep[];
  },
): Promise<'seeded' | 'skipped'> {
  if (isProduction) return 'skipped';
  const allSteps = [...DEMO_SEED_STEPS, ...steps];
  return db.transaction(async (tx) => {
    const [marker] = await tx
      .select({ n: count() })
      .from(dataImports)
      .where(eq(dataImports.name, DEMO_MARKER));
    if ((marker?.n ?? 0) > 0) return 'skipped';
    // An empty database only: accounts made before the first start (user:create) mean it is not.
    const [people] = await tx.select({ n: count() }).from(users);
    if ((people?.n ?? 0) > 0) return 'skipped';
    for (const step of allSteps) await step.run(tx as unknown as Database);
    await tx.insert(dataImports).values({ name: DEMO_MARKER, checksum: 'v1', rowCount: allSteps.length });
    return 'seeded';
  });
}
