import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { getReferenceDir } from '../paths';
import { dataImports } from '../schema';
import { classificationDataSet } from './import-classification';
import { contentDataSet } from './import-content';
import { geographyDataSet } from './import-geography';
import { progressFieldsDataSet } from './import-progress-fields';
import type { ReferenceDataSet } from './types';

export const REFERENCE_DATA_SETS: ReferenceDataSet[] = [
  classificationDataSet,
  geographyDataSet,
  contentDataSet,
  progressFieldsDataSet,
];

export type ImportReport = { name: string; status: 'imported' | 'unchanged'; rows: number }[];

/**
 * Imports every reference data set whose files changed since the last import (by checksum).
 * Runs at start-up; a second run, or a second instance, finds nothing to do.
 */
export async function importReferenceData(
  db: Database,
  referenceDir: string = getReferenceDir(),
): Promise<ImportReport> {
  const report: ImportReport = [];
  for (const dataSet of REFERENCE_DATA_SETS) {
    const { checksumInput, load } = await dataSet.read(referenceDir);
    const checksum = createHash('sha256').update(checksumInput).digest('hex');
    const [previous] = await db.select().from(dataImports).where(eq(dataImports.name, dataSet.name));
    if (previous?.checksum === checksum) {
      report.push({ name: dataSet.name, status: 'unchanged', rows: previous.rowCount });
      continue;
    }
    const rows = await db.transaction(async (tx) => {
      // A transaction-level advisory lock lets concurrent instances import one at a time.
      await tx.execute(sqlLock(dataSet.name));
      const count = await load(tx as unknown as Database);
      await tx
        .insert(dataImports)
        .values({ name: dataSet.name, checksum, rowCount: count })
        .onConflictDoUpdate({
          target: dataImports.name,
          set: { checksum, rowCount: count, importedAt: new Date() },
        });
      return count;
    });
    report.push({ name: dataSet.name, status: 'imported', rows });
  }
  return report;
}

function sqlLock(name: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${name}))`;
}
