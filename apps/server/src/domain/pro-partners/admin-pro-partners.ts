import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  getCountryName,
  imageUrl,
  PRO_PARTNER_PUBLISH_FIELDS,
  type AdminProPartner,
  type AdminProPartnerData,
  type AdminProPartnerListItem,
  type AdminProPartnerRequest,
  type AdminProPartnersQuery,
  type ApiLocale,
  type PaginationMeta,
  type PaginationQuery,
  type ProPartnerPublishField,
} from '@portal/contract';
import { companies, proPartnerRequests, proPartners, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { publishStateCondition, publishStateCountColumns, publishStateTotals } from '../../lib/publish-state';
import { insertWithFreeSlug, writeUniqueField, type UniqueField } from '../../lib/unique-field';
import { recordAudit, type Executor } from '../audit/record-audit';
import { toContainsPattern } from '../classification/hs-search';
import { applyImageField } from '../files/stored-image';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';

/**
 * The back office of the professional partners (issue 16 §6, decisions 031 and 034): partners
 * written in both languages, drafts until published, each write audited in its transaction. The
 * directory (`find-pro-partners.ts`) reads the table on every request, so a change is live at once.
 */

const t = proPartners;
type Row = typeof t.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** What every back-office write of a partner is given. */
type WriteContext = { db: Database; scope: BackOfficeScope; ip: string; locale: ApiLocale };

/** Requests sent to each partner in the last 30 days (the list's column). */
function recentRequests(db: Reader) {
  return db
    .select({
      partnerId: proPartnerRequests.partnerId,
      n: sql<number>`count(*)::int`.as('recent_requests'),
    })
    .from(proPartnerRequests)
    .where(gte(proPartnerRequests.createdAt, sql`now() - interval '30 days'`))
    .groupBy(proPartnerRequests.partnerId)
    .as('recent');
}

function selectPartners(db: Reader) {
  const recent = recentRequests(db);
  return db
    .select({ partner: t, recent: sql<number>`coalesce(${recent.n}, 0)::int` })
    .from(t)
    .leftJoin(recent, eq(recent.partnerId, t.id));
}

const FIELD_VALUES: Record<ProPartnerPublishField, (row: Row) => string> = {
  'summary.uk': (row) => row.summaryUk,
  'summary.en': (row) => row.summaryEn,
  'description.uk': (row) => row.descriptionUk,
  'description.en': (row) => row.descriptionEn,
};

/** The empty fields publishing needs (decision 031: the card and the page must say what it does). */
export function findMissingToPublish(row: Row): ProPartnerPublishField[] {
  return PRO_PARTNER_PUBLISH_FIELDS.filter((field) => FIELD_VALUES[field](row).trim() === '');
}

function toListItem(row: Row, recent: number, locale: ApiLocale): AdminProPartnerListItem {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: { uk: row.nameUk, en: row.nameEn },
    city: { uk: row.cityUk, en: row.cityEn },
    countries: row.countries.map((code) => ({ code, name: getCountryName(code, locale) })),
    image_url: imageUrl(row.imageFileId),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    requests_last_30_days: recent,
  };
}

function toAdminPartner(row: Row, recent: number, locale: ApiLocale): AdminProPartner {
  return {
    ...toListItem(row, recent, locale),
    summary: { uk: row.summaryUk, en: row.summaryEn },
    description: { uk: row.descriptionUk, en: row.descriptionEn },
    email: row.email,
    phone: row.phone,
    website_url: row.websiteUrl,
    created_at: row.createdAt.toISOString(),
    missing_to_publish: findMissingToPublish(row),
  };
}

/** GET /admin/pro-partners: by name, filtered by state, kind and a part of the name; the tabs' counts. */
export async function findAdminProPartners(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminProPartnersQuery;
  locale: ApiLocale;
}): Promise<{
  items: AdminProPartnerListItem[];
  meta: PaginationMeta;
  counts: { published: number; draft: number };
}> {
  const { db, query, locale } = options;
  assertBackOfficeScope(options.scope);
  // Every filter but the state: the tabs count under them.
  const others: SQL[] = [];
  if (query.kind) others.push(eq(t.kind, query.kind));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    others.push(or(ilike(t.nameUk, pattern), ilike(t.nameEn, pattern))!);
  }
  const state = publishStateCondition(t.publishedAt, query.state);
  const name = locale === 'en' ? t.nameEn : t.nameUk;
  const [rows, [row]] = await Promise.all([
    selectPartners(db)
      .where(and(...others, state))
      .orderBy(asc(name), asc(t.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select(publishStateCountColumns(t.publishedAt))
      .from(t)
      .where(and(...others)),
  ]);
  const { counts, total } = publishStateTotals(row, query.state);
  return {
    items: rows.map((row) => toListItem(row.partner, row.recent, locale)),
    meta: buildPaginationMeta(total, query),
    counts,
  };
}

async function findRow(db: Reader, id: number): Promise<{ partner: Row; recent: number }> {
  const [row] = await selectPartners(db).where(eq(t.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /admin/pro-partners/{id}: one partner, published or draft; 404 for an unknown id. */
export async function getAdminProPartner(options: {
  db: Reader;
  scope: BackOfficeScope;
  id: number;
  locale: ApiLocale;
}): Promise<AdminProPartner> {
  assertBackOfficeScope(options.scope);
  const { partner, recent } = await findRow(options.db, options.id);
  return toAdminPartner(partner, recent, options.locale);
}

/** The columns the body sets: on an edit, a field left out keeps its value (ARCHITECTURE §11). */
function toColumns(body: AdminProPartnerData) {
  return {
    kind: body.kind,
    nameUk: body.name.uk,
    nameEn: body.name.en,
    email: body.email,
    ...(body.summary && { summaryUk: body.summary.uk, summaryEn: body.summary.en }),
    ...(body.description && { descriptionUk: body.description.uk, descriptionEn: body.description.en }),
    ...(body.city && { cityUk: body.city.uk, cityEn: body.city.en }),
    ...(body.countries && { countries: body.countries }),
    ...(body.phone !== undefined && { phone: body.phone }),
    ...(body.website_url !== undefined && { websiteUrl: body.website_url }),
  };
}

/** The audit log's record of a partner: the short texts, the long ones' lengths, the logo's file. */
function auditView(row: Row): Record<string, unknown> {
  return {
    slug: row.slug,
    kind: row.kind,
    name_uk: row.nameUk,
    name_en: row.nameEn,
    summary_uk: row.summaryUk,
    summary_en: row.summaryEn,
    description_length: [row.descriptionUk.length, row.descriptionEn.length],
    city_uk: row.cityUk,
    city_en: row.cityEn,
    countries: row.countries.join(', '),
    email: row.email,
    phone: row.phone,
    website_url: row.websiteUrl,
    logo: row.imageFileId,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** A slug from the English name: small Latin letters and digits joined by hyphens, never digits only. */
export function slugOfName(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (base === '') return 'partner';
  return /^\d+$/.test(base) ? `partner-${base}` : base;
}

const SLUG: UniqueField = { field: 'slug', messageKey: 'admin_partner.slug_taken' };

function refuseUnpublishable(missing: readonly ProPartnerPublishField[]): never {
  throw new AppError('validation_failed', 'error.validation_failed', {
    fields: Object.fromEntries(missing.map((field) => [field, ['admin_partner.required_to_publish']])),
  });
}

/**
 * Writes the change and its audit entry in one transaction, then answers the partner. A slug
 * another partner took meanwhile is a 422 on `slug`, not a 500.
 */
async function writeAudited(
  context: WriteContext,
  action: 'create' | 'update' | 'publish' | 'unpublish',
  id: number | null,
  change: (tx: Executor, before: Row | null) => Promise<Row | null>,
): Promise<AdminProPartner> {
  const { db, scope } = context;
  assertBackOfficeScope(scope);
  const actor = actorOfScope(scope, context.ip);
  const savedId = await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      let before: Row | null = null;
      if (id !== null) {
        const [locked] = await tx.select().from(t).where(eq(t.id, id)).for('update').limit(1);
        if (!locked) throw new AppError('not_found', 'error.not_found');
        before = locked;
      }
      const after = await change(tx, before);
      // Nothing changed (publishing a published partner): no audit entry.
      if (!after) return before!.id;
      await recordAudit(tx, {
        actor,
        action,
        entityType: 'pro_partner',
        entityId: String(after.id),
        before: before ? auditView(before) : null,
        after: auditView(after),
      });
      return after.id;
    }),
  );
  return getAdminProPartner({ db, scope, id: savedId, locale: context.locale });
}

/** A new partner under the given slug, or the English name's slug with the first free suffix. */
function insertPartner(tx: Executor, values: typeof t.$inferInsert, slug: string | undefined) {
  return insertWithFreeSlug({
    unique: SLUG,
    slug,
    base: slugOfName(values.nameEn),
    insert: async (free) =>
      (
        await tx
          .insert(t)
          .values({ ...values, slug: free })
          .onConflictDoNothing({ target: t.slug })
          .returning()
      )[0],
  });
}

/** POST /admin/pro-partners: a new partner, a draft until it is published; audited (`create`). */
export async function createAdminProPartner(
  context: WriteContext & { body: AdminProPartnerData },
): Promise<AdminProPartner> {
  const { body, scope } = context;
  // The picture is checked before the transaction: a wrong file costs no lock.
  const image = body.image;
  return writeAudited(context, 'create', null, async (tx) => {
    const imageFileId = await applyImageField(tx, image, null, scope.user.id);
    return insertPartner(tx, { ...toColumns(body), slug: '', imageFileId }, body.slug);
  });
}

/**
 * PUT /admin/pro-partners/{id}: the partner edited, live at once when published. A published
 * partner may not lose a field publishing needs; the logo is kept, replaced or removed.
 */
export async function updateAdminProPartner(
  context: WriteContext & { id: number; body: AdminProPartnerData },
): Promise<AdminProPartner> {
  const { body, scope } = context;
  const image = body.image;
  return writeAudited(context, 'update', context.id, async (tx, before) => {
    const imageFileId = await applyImageField(tx, image, before!.imageFileId, scope.user.id);
    const [after] = await tx
      .update(t)
      .set({
        ...toColumns(body),
        ...(body.slug !== undefined && { slug: body.slug }),
        imageFileId,
        updatedAt: new Date(),
      })
      .where(eq(t.id, context.id))
      .returning();
    if (after!.publishedAt !== null) {
      const missing = findMissingToPublish(after!);
      if (missing.length > 0) refuseUnpublishable(missing);
    }
    return after!;
  });
}

/**
 * POST /admin/pro-partners/{id}/publish and /unpublish: in the directory from now on (when
 * complete), or no longer (its requests stay). Doing what is already done changes nothing.
 */
export function setProPartnerPublished(
  context: WriteContext & { id: number; published: boolean },
): Promise<AdminProPartner> {
  return writeAudited(
    context,
    context.published ? 'publish' : 'unpublish',
    context.id,
    async (tx, before) => {
      if ((before!.publishedAt !== null) === context.published) return null;
      if (context.published) {
        const missing = findMissingToPublish(before!);
        if (missing.length > 0) refuseUnpublishable(missing);
      }
      const now = new Date();
      const [row] = await tx
        .update(t)
        .set({ publishedAt: context.published ? now : null, updatedAt: now })
        .where(eq(t.id, context.id))
        .returning();
      return row!;
    },
  );
}

/** GET /admin/pro-partners/{id}/requests: what exporters sent the partner, newest first; 404 for no partner. */
export async function findAdminProPartnerRequests(options: {
  db: Database;
  scope: BackOfficeScope;
  id: number;
  query: PaginationQuery;
}): Promise<{ items: AdminProPartnerRequest[]; meta: PaginationMeta }> {
  const { db, id, query } = options;
  assertBackOfficeScope(options.scope);
  await findRow(db, id);
  const where = eq(proPartnerRequests.partnerId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: proPartnerRequests, company: companies, user: users })
      .from(proPartnerRequests)
      .innerJoin(companies, eq(companies.id, proPartnerRequests.companyId))
      .leftJoin(users, eq(users.id, proPartnerRequests.userId))
      .where(where)
      .orderBy(desc(proPartnerRequests.createdAt), desc(proPartnerRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(proPartnerRequests).where(where),
  ]);
  return {
    items: rows.map(({ request, company, user }) => ({
      id: request.id,
      company: {
        user_id: company.userId,
        name: company.nameUk,
        name_en: company.nameEn,
        edrpou_code: company.edrpouCode,
      },
      person: user ? { name: [user.name, user.surname].filter(Boolean).join(' '), email: user.email } : null,
      comment: request.comment,
      created_at: request.createdAt.toISOString(),
    })),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}
