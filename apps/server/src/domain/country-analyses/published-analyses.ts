import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  getCountryName,
  type AdminPublishedAnalysesQuery,
  type AdminPublishedAnalysis,
  type ApiLocale,
  type PaginationMeta,
  type PublishedAnalysis,
  type PublishedAnalysisListItem,
  type PublishedAnalysisListQuery,
} from '@portal/contract';
import { hsChapters, hsHeadings, publishedCountryAnalyses, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { pickHsName } from '../classification/hs-search';
import { describeStoredFiles, readStoredFile, type ServedFile } from '../files/stored-file';
import type { RequestScope } from '../access/scope';
import { assertActiveSubscription } from './subscription-gate';

const t = publishedCountryAnalyses;
type Row = typeof t.$inferSelect;
/** Every column but the long texts, for the lists. */
const LIST_FIELDS = {
  id: t.id,
  countryCode: t.countryCode,
  hsCode: t.hsCode,
  titleUk: t.titleUk,
  titleEn: t.titleEn,
  summaryUk: t.summaryUk,
  summaryEn: t.summaryEn,
  pdfId: t.pdfId,
  publishedAt: t.publishedAt,
};
type ListRow = Pick<Row, keyof typeof LIST_FIELDS>;

/** The HS chapters (2 digits) and headings (4 digits) named in a language. */
export async function nameHsCodes(
  db: Pick<Database, 'select'>,
  codes: readonly (string | null)[],
  locale: ApiLocale,
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter((code): code is string => Boolean(code)))];
  const chapters = wanted.filter((code) => code.length === 2);
  const headings = wanted.filter((code) => code.length === 4);
  const [chapterRows, headingRows] = await Promise.all([
    chapters.length
      ? db.select().from(hsChapters).where(inArray(hsChapters.code, chapters))
      : Promise.resolve([]),
    headings.length
      ? db.select().from(hsHeadings).where(inArray(hsHeadings.code, headings))
      : Promise.resolve([]),
  ]);
  return new Map([...chapterRows, ...headingRows].map((row) => [row.code, pickHsName(locale, row)]));
}

const pick = (locale: ApiLocale, uk: string, en: string) => (locale === 'en' ? en || uk : uk || en);

function presentListItem(
  row: ListRow,
  locale: ApiLocale,
  hsNames: Map<string, string>,
): PublishedAnalysisListItem {
  return {
    id: row.id,
    title: pick(locale, row.titleUk, row.titleEn),
    summary: pick(locale, row.summaryUk, row.summaryEn),
    country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
    hs: row.hsCode ? { code: row.hsCode, name: hsNames.get(row.hsCode) ?? '' } : null,
    has_pdf: row.pdfId !== null,
    published_at: row.publishedAt!.toISOString(),
  };
}

/**
 * `GET /country-analyses`: the published analyses, newest first, optionally of one country.
 * Everyone signed in reads the list (titles and summaries show what the service offers); the
 * full text and the PDF need a subscription (decision 028).
 */
export async function findPublishedAnalyses(options: {
  db: Database;
  locale: ApiLocale;
  query: PublishedAnalysisListQuery;
}): Promise<{ items: PublishedAnalysisListItem[]; meta: PaginationMeta }> {
  const { db, locale, query } = options;
  const where = and(isNotNull(t.publishedAt), query.country ? eq(t.countryCode, query.country) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(LIST_FIELDS)
      .from(t)
      .where(where)
      .orderBy(desc(t.publishedAt), desc(t.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(t).where(where),
  ]);
  const hsNames = await nameHsCodes(
    db,
    rows.map((row) => row.hsCode),
    locale,
  );
  return {
    items: rows.map((row) => presentListItem(row, locale, hsNames)),
    meta: buildPaginationMeta(total?.value ?? 0, query),
  };
}

/** A published analysis by id, 404 for an unknown or unpublished one; then the subscription gate. */
async function readPublished(db: Database, scope: RequestScope, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNotNull(t.publishedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  await assertActiveSubscription(db, scope);
  return row;
}

/** `GET /country-analyses/{id}`: a published analysis with its full text, for a subscriber. */
export async function getPublishedAnalysis(options: {
  db: Database;
  scope: RequestScope;
  id: number;
  locale: ApiLocale;
}): Promise<PublishedAnalysis> {
  const { db, locale } = options;
  const row = await readPublished(db, options.scope, options.id);
  const [hsNames, files] = await Promise.all([
    nameHsCodes(db, [row.hsCode], locale),
    describeStoredFiles(db, [row.pdfId]),
  ]);
  return {
    ...presentListItem(row, locale, hsNames),
    body: pick(locale, row.bodyUk, row.bodyEn),
    pdf: (row.pdfId && files.get(row.pdfId)) || null,
  };
}

/** `GET /country-analyses/{id}/pdf`: the PDF of a published analysis, for a subscriber. */
export async function readPublishedAnalysisPdf(options: {
  db: Database;
  scope: RequestScope;
  id: number;
}): Promise<ServedFile> {
  const row = await readPublished(options.db, options.scope, options.id);
  return readStoredFile(options.db, row.pdfId, 'country_analysis.no_pdf');
}

// ─── The back office's reading ───────────────────────────────────────────────────────────

/** A stored analysis as the back office reads it: both languages, draft or published. */
export async function presentAdminAnalysis(
  db: Pick<Database, 'select'>,
  row: Row,
  locale: ApiLocale,
): Promise<AdminPublishedAnalysis> {
  return (await presentAdminAnalyses(db, [row], locale))[0]!;
}

async function presentAdminAnalyses(
  db: Pick<Database, 'select'>,
  rows: Row[],
  locale: ApiLocale,
): Promise<AdminPublishedAnalysis[]> {
  const [hsNames, files] = await Promise.all([
    nameHsCodes(
      db,
      rows.map((row) => row.hsCode),
      locale,
    ),
    describeStoredFiles(
      db,
      rows.map((row) => row.pdfId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
    hs: row.hsCode ? { code: row.hsCode, name: hsNames.get(row.hsCode) ?? '' } : null,
    title: { uk: row.titleUk, en: row.titleEn },
    summary: { uk: row.summaryUk, en: row.summaryEn },
    body: { uk: row.bodyUk, en: row.bodyEn },
    pdf: (row.pdfId && files.get(row.pdfId)) || null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** `GET /admin/country-analyses`: every analysis, drafts first among the newest. */
export async function findAdminAnalyses(options: {
  db: Database;
  locale: ApiLocale;
  query: AdminPublishedAnalysesQuery;
}): Promise<{ items: AdminPublishedAnalysis[]; meta: PaginationMeta }> {
  const { db, locale, query } = options;
  const conditions: SQL[] = [];
  if (query.country) conditions.push(eq(t.countryCode, query.country));
  if (query.state === 'published') conditions.push(isNotNull(t.publishedAt));
  if (query.state === 'draft') conditions.push(isNull(t.publishedAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.updatedAt), desc(t.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(t).where(where),
  ]);
  return {
    items: await presentAdminAnalyses(db, rows, locale),
    meta: buildPaginationMeta(total?.value ?? 0, query),
  };
}

/** One analysis by id for the back office, draft or published; 404 for none. */
export async function findAdminAnalysisRow(db: Pick<Database, 'select'>, id: number): Promise<Row> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}
