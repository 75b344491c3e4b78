import type { Database } from '../client';

/** One set of reference data: read from the repository, loaded idempotently (upserts). */
export type ReferenceDataSet = {
  name: string;
  read: (referenceDir: string) => Promise<{
    checksumInput: string;
    /** Loads the rows and returns how many there were. */
    load: (db: Database) => Promise<number>;
  }>;
};
