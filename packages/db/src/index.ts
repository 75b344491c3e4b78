export * from './client';
export * as schema from './schema';
export * from './schema';
export { importReferenceData, REFERENCE_DATA_SETS } from './reference';
export type { ImportReport } from './reference';
export { seedDemoContent, DEMO_SEED_STEPS } from './seed';
export type { DemoSeedStep } from './seed';
export { getMigrationsDir, getReferenceDir } from './paths';
export { parseCsv } from './reference/csv';
export {
  HS_EVERYDAY_MARK,
  HS_HEAD_MARK,
  stemWord,
  toHsQueryStems,
  toHsSearchTerms,
  toHsSearchText,
} from './reference/hs-search-text';
