import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  CATALOG_SERVICE_PUBLISH_FIELDS,
  imageUrl,
  toFormJsonSchema,
  type AdminCatalogService,
  type AdminCatalogServiceData,
  type AdminCatalogServiceListItem,
  type AdminCatalogServicesQuery,
  type AdminServiceCategory,
  type AdminServiceCategoryData,
  type AdminServiceFormState,
  type ApiLocale,
  type CatalogServicePublishField,
  type FormDefinition,
  type PaginationMeta,
} from '@portal/contract';
import {
  catalogServices,
  proPartners,
  serviceCategories,
  serviceForms,
  serviceOrders,
  type Database,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { publishStateCondition, publishStateCountColumns, publishStateTotals } from '../../lib/publish-state';
import {
  insertWithFreeSlug,
  takenFieldError,
  writeUniqueField,
  type UniqueField,
} from '../../lib/unique-field';
import { recordAudit, type Executor } from '../audit/record-audit';
import { toContainsPattern } from '../classification/hs-search';
import { applyImageField } from '../files/stored-image';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { slugOfName } from '../pro-partners/admin-pro-partners';
import { storedDefinition, toServiceForm } from './catalog-services';

/**
 * The back office of the catalogue (issue 27 §3, §5): categories and services written in both
 * languages, each service's form designed as a draft and published as a new version (its layout
 * and its JSON Schema, never changed again), the service shown once its texts and a form are
 * there. Every write is audited in its transaction; the catalogue reads the tables on every
 * request, so a change is live at once.
 */

const c = serviceCategories;
const s = catalogServices;
type Reader = Pick<Database, 'select'>;
type CategoryRow = typeof c.$inferSelect;
type ServiceRow = typeof s.$inferSelect;
type WriteContext = { db: Database; scope: BackOfficeScope; ip: string; locale: ApiLocale };

const SLUG: UniqueField = { field: 'slug', messageKey: 'catalog.slug_taken' };

// ─── Categories ──────────────────────────────────────────────────────────────────────────

function toAdminCategory(row: CategoryRow, services: number): AdminServiceCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: { uk: row.nameUk, en: row.nameEn },
    description: { uk: row.descriptionUk, en: row.descriptionEn },
    position: row.position,
    services_count: services,
    updated_at: row.updatedAt.toISOString(),
  };
}

const categoryAudit = (row: CategoryRow) => ({
  slug: row.slug,
  name_uk: row.nameUk,
  name_en: row.nameEn,
  description_uk: row.descriptionUk,
  description_en: row.descriptionEn,
  position: row.position,
});

/** GET /admin/catalog/categories: every category in its order, with its services counted. */
export async function listAdminServiceCategories(options: {
  db: Reader;
  scope: BackOfficeScope;
}): Promise<AdminServiceCategory[]> {
  assertBackOfficeScope(options.scope);
  const rows = await options.db
    .select({ category: c, n: sql<number>`count(${s.id})::int` })
    .from(c)
    .leftJoin(s, eq(s.categoryId, c.id))
    .groupBy(c.id)
    .orderBy(asc(c.position), asc(c.id));
  return rows.map((row) => toAdminCategory(row.category, row.n));
}

function categoryColumns(body: AdminServiceCategoryData) {
  return {
    nameUk: body.name.uk,
    nameEn: body.name.en,
    ...(body.description && { descriptionUk: body.description.uk, descriptionEn: body.description.en }),
    ...(body.position !== undefined && { position: body.position }),
  };
}

async function readAdminCategory(db: Reader, id: number): Promise<AdminServiceCategory> {
  const [row] = await db
    .select({ category: c, n: sql<number>`count(${s.id})::int` })
    .from(c)
    .leftJoin(s, eq(s.categoryId, c.id))
    .where(eq(c.id, id))
    .groupBy(c.id);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAdminCategory(row.category, row.n);
}

/** POST /admin/catalog/categories: a new category; audited. */
export async function createAdminServiceCategory(
  context: WriteContext & { body: AdminServiceCategoryData },
): Promise<AdminServiceCategory> {
  const { db, scope, body } = context;
  assertBackOfficeScope(scope);
  const id = await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      const row = await insertWithFreeSlug({
        unique: SLUG,
        slug: body.slug,
        base: slugOfName(body.name.en),
        insert: async (slug) =>
          (
            await tx
              .insert(c)
              .values({ ...categoryColumns(body), slug })
              .onConflictDoNothing({ target: c.slug })
              .returning()
          )[0],
      });
      await recordAudit(tx, {
        actor: actorOfScope(scope, context.ip),
        action: 'create',
        entityType: 'service_category',
        entityId: String(row.id),
        before: null,
        after: categoryAudit(row),
      });
      return row.id;
    }),
  );
  return readAdminCategory(db, id);
}

/** PUT /admin/catalog/categories/{id}: a category changed; audited. */
export async function updateAdminServiceCategory(
  context: WriteContext & { id: number; body: AdminServiceCategoryData },
): Promise<AdminServiceCategory> {
  const { db, scope, body, id } = context;
  assertBackOfficeScope(scope);
  await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update').limit(1);
      if (!before) throw new AppError('not_found', 'error.not_found');
      if (body.slug !== undefined && body.slug !== before.slug) {
        const [twin] = await tx
          .select({ id: c.id })
          .from(c)
          .where(and(eq(c.slug, body.slug), ne(c.id, id)))
          .limit(1);
        if (twin) throw takenFieldError(SLUG);
      }
      const [after] = await tx
        .update(c)
        .set({
          ...categoryColumns(body),
          ...(body.slug !== undefined && { slug: body.slug }),
          updatedAt: new Date(),
        })
        .where(eq(c.id, id))
        .returning();
      await recordAudit(tx, {
        actor: actorOfScope(scope, context.ip),
        action: 'update',
        entityType: 'service_category',
        entityId: String(id),
        before: categoryAudit(before),
        after: categoryAudit(after!),
      });
    }),
  );
  return readAdminCategory(db, id);
}

/** DELETE /admin/catalog/categories/{id}: an empty category removed (409 while it holds services); audited. */
export async function deleteAdminServiceCategory(
  context: WriteContext & { id: number },
): Promise<AdminServiceCategory[]> {
  const { db, scope, id } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update').limit(1);
    if (!before) throw new AppError('not_found', 'error.not_found');
    const [held] = await tx.select({ n: count() }).from(s).where(eq(s.categoryId, id));
    if ((held?.n ?? 0) > 0) throw new AppError('conflict', 'catalog.category_not_empty');
    await tx.delete(c).where(eq(c.id, id));
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: 'delete',
      entityType: 'service_category',
      entityId: String(id),
      before: categoryAudit(before),
      after: null,
    });
  });
  return listAdminServiceCategories({ db, scope });
}

// ─── Services ────────────────────────────────────────────────────────────────────────────

const PUBLISH_VALUES: Record<CatalogServicePublishField, (row: ServiceRow) => string> = {
  'summary.uk': (row) => row.summaryUk,
  'summary.en': (row) => row.summaryEn,
  'description.uk': (row) => row.descriptionUk,
  'description.en': (row) => row.descriptionEn,
};

/** What publishing still needs: the texts of both languages, and a published form. */
export function findServiceMissingToPublish(row: ServiceRow): (CatalogServicePublishField | 'form')[] {
  const missing: (CatalogServicePublishField | 'form')[] = CATALOG_SERVICE_PUBLISH_FIELDS.filter(
    (field) => PUBLISH_VALUES[field](row).trim() === '',
  );
  if (row.currentFormId === null) missing.push('form');
  return missing;
}

function refuseUnpublishable(missing: readonly (CatalogServicePublishField | 'form')[]): never {
  throw new AppError('validation_failed', 'error.validation_failed', {
    fields: Object.fromEntries(
      missing.map((field) => [
        field,
        [field === 'form' ? 'catalog.form_required_to_publish' : 'catalog.missing_to_publish'],
      ]),
    ),
  });
}

function selectAdminServices(db: Reader) {
  const orders = db
    .select({ serviceId: serviceOrders.serviceId, n: sql<number>`count(*)::int`.as('orders_n') })
    .from(serviceOrders)
    .where(ne(serviceOrders.status, 'created'))
    .groupBy(serviceOrders.serviceId)
    .as('orders');
  return db
    .select({
      service: s,
      category: { id: c.id, nameUk: c.nameUk, nameEn: c.nameEn },
      partner: { id: proPartners.id, nameUk: proPartners.nameUk, nameEn: proPartners.nameEn },
      formVersion: serviceForms.version,
      orders: sql<number>`coalesce(${orders.n}, 0)::int`,
    })
    .from(s)
    .innerJoin(c, eq(c.id, s.categoryId))
    .leftJoin(proPartners, eq(proPartners.id, s.partnerId))
    .leftJoin(serviceForms, eq(serviceForms.id, s.currentFormId))
    .leftJoin(orders, eq(orders.serviceId, s.id));
}
type AdminServiceRow = Awaited<ReturnType<ReturnType<typeof selectAdminServices>['limit']>>[number];

function toAdminListItem(row: AdminServiceRow): AdminCatalogServiceListItem {
  const { service, category, partner } = row;
  return {
    id: service.id,
    slug: service.slug,
    category: { id: category.id, name: { uk: category.nameUk, en: category.nameEn } },
    title: { uk: service.titleUk, en: service.titleEn },
    partner: partner ? { id: partner.id, name: { uk: partner.nameUk, en: partner.nameEn } } : null,
    price_minor: service.priceMinor,
    subscription_required: service.subscriptionRequired,
    image_url: imageUrl(service.imageFileId),
    form_version: row.formVersion,
    published_at: service.publishedAt?.toISOString() ?? null,
    updated_at: service.updatedAt.toISOString(),
    orders_count: row.orders,
  };
}

function toAdminService(row: AdminServiceRow): AdminCatalogService {
  const { service } = row;
  return {
    ...toAdminListItem(row),
    summary: { uk: service.summaryUk, en: service.summaryEn },
    description: { uk: service.descriptionUk, en: service.descriptionEn },
    position: service.position,
    created_at: service.createdAt.toISOString(),
    missing_to_publish: findServiceMissingToPublish(service),
  };
}

/** GET /admin/catalog/services: by category and title, filtered by state, category and words; the tabs' counts. */
export async function findAdminCatalogServices(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminCatalogServicesQuery;
  locale: ApiLocale;
}): Promise<{
  items: AdminCatalogServiceListItem[];
  meta: PaginationMeta;
  counts: { published: number; draft: number };
}> {
  const { db, query, locale } = options;
  assertBackOfficeScope(options.scope);
  const others: SQL[] = [];
  if (query.category_id !== undefined) others.push(eq(s.categoryId, query.category_id));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    others.push(or(ilike(s.titleUk, pattern), ilike(s.titleEn, pattern))!);
  }
  const state = publishStateCondition(s.publishedAt, query.state);
  const title = locale === 'en' ? s.titleEn : s.titleUk;
  const [rows, [row]] = await Promise.all([
    selectAdminServices(db)
      .where(and(...others, state))
      .orderBy(asc(c.position), asc(c.id), asc(s.position), asc(title), asc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select(publishStateCountColumns(s.publishedAt))
      .from(s)
      .where(and(...others)),
  ]);
  const { counts, total } = publishStateTotals(row, query.state);
  return { items: rows.map(toAdminListItem), meta: buildPaginationMeta(total, query), counts };
}

/** GET /admin/catalog/services/{id}: one service, published or draft; 404 for an unknown id. */
export async function getAdminCatalogService(options: {
  db: Reader;
  scope: BackOfficeScope;
  id: number;
}): Promise<AdminCatalogService> {
  assertBackOfficeScope(options.scope);
  const [row] = await selectAdminServices(options.db).where(eq(s.id, options.id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAdminService(row);
}

const serviceAudit = (row: ServiceRow) => ({
  slug: row.slug,
  category_id: row.categoryId,
  title_uk: row.titleUk,
  title_en: row.titleEn,
  summary_uk: row.summaryUk,
  summary_en: row.summaryEn,
  description_length: [row.descriptionUk.length, row.descriptionEn.length],
  partner_id: row.partnerId,
  price_minor: row.priceMinor,
  subscription_required: row.subscriptionRequired,
  picture: row.imageFileId,
  form_id: row.currentFormId,
  published_at: row.publishedAt?.toISOString() ?? null,
});

/** The body's category and partner must exist: 422 on the field otherwise. */
async function assertReferences(tx: Executor, body: AdminCatalogServiceData): Promise<void> {
  const fields: Record<string, string[]> = {};
  const [category] = await tx.select({ id: c.id }).from(c).where(eq(c.id, body.category_id)).limit(1);
  if (!category) fields['category_id'] = ['catalog.category_unknown'];
  if (body.partner_id != null) {
    const [partner] = await tx
      .select({ id: proPartners.id })
      .from(proPartners)
      .where(eq(proPartners.id, body.partner_id))
      .limit(1);
    if (!partner) fields['partner_id'] = ['catalog.partner_unknown'];
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('validation_failed', 'error.validation_failed', { fields });
}

function serviceColumns(body: AdminCatalogServiceData) {
  return {
    categoryId: body.category_id,
    titleUk: body.title.uk,
    titleEn: body.title.en,
    ...(body.summary && { summaryUk: body.summary.uk, summaryEn: body.summary.en }),
    ...(body.description && { descriptionUk: body.description.uk, descriptionEn: body.description.en }),
    ...(body.partner_id !== undefined && { partnerId: body.partner_id }),
    ...(body.price_minor !== undefined && { priceMinor: body.price_minor }),
    ...(body.subscription_required !== undefined && { subscriptionRequired: body.subscription_required }),
    ...(body.position !== undefined && { position: body.position }),
  };
}

/**
 * A service's change and its audit entry in one transaction, the row locked first; answers the
 * service. A slug another service took meanwhile is a 422 on `slug`, not a 500.
 */
async function writeService(
  context: WriteContext,
  action: string,
  id: number | null,
  change: (tx: Executor, before: ServiceRow | null) => Promise<ServiceRow | null>,
): Promise<AdminCatalogService> {
  const { db, scope } = context;
  assertBackOfficeScope(scope);
  const savedId = await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      let before: ServiceRow | null = null;
      if (id !== null) {
        const [locked] = await tx.select().from(s).where(eq(s.id, id)).for('update').limit(1);
        if (!locked) throw new AppError('not_found', 'error.not_found');
        before = locked;
      }
      const after = await change(tx, before);
      if (!after) return before!.id;
      await recordAudit(tx, {
        actor: actorOfScope(scope, context.ip),
        action,
        entityType: 'catalog_service',
        entityId: String(after.id),
        before: before ? serviceAudit(before) : null,
        after: serviceAudit(after),
      });
      return after.id;
    }),
  );
  return getAdminCatalogService({ db, scope, id: savedId });
}

/** POST /admin/catalog/services: a new service, a draft until published; audited. */
export async function createAdminCatalogService(
  context: WriteContext & { body: AdminCatalogServiceData },
): Promise<AdminCatalogService> {
  const { body, scope } = context;
  return writeService(context, 'create', null, async (tx) => {
    await assertReferences(tx, body);
    const imageFileId = await applyImageField(tx, body.image, null, scope.user.id);
    return insertWithFreeSlug({
      unique: SLUG,
      slug: body.slug,
      base: slugOfName(body.title.en),
      insert: async (slug) =>
        (
          await tx
            .insert(s)
            .values({ ...serviceColumns(body), slug, imageFileId })
            .onConflictDoNothing({ target: s.slug })
            .returning()
        )[0],
    });
  });
}

/** PUT /admin/catalog/services/{id}: a service changed, live at once when published; audited. */
export async function updateAdminCatalogService(
  context: WriteContext & { id: number; body: AdminCatalogServiceData },
): Promise<AdminCatalogService> {
  const { body, scope, id } = context;
  return writeService(context, 'update', id, async (tx, before) => {
    await assertReferences(tx, body);
    if (body.slug !== undefined && body.slug !== before!.slug) {
      const [twin] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.slug, body.slug), ne(s.id, id)))
        .limit(1);
      if (twin) throw takenFieldError(SLUG);
    }
    const imageFileId = await applyImageField(tx, body.image, before!.imageFileId, scope.user.id);
    const [after] = await tx
      .update(s)
      .set({
        ...serviceColumns(body),
        ...(body.slug !== undefined && { slug: body.slug }),
        imageFileId,
        updatedAt: new Date(),
      })
      .where(eq(s.id, id))
      .returning();
    if (after!.publishedAt !== null) {
      const missing = findServiceMissingToPublish(after!);
      if (missing.length > 0) refuseUnpublishable(missing);
    }
    return after!;
  });
}

/** POST /admin/catalog/services/{id}/publish and …/unpublish; audited when it changes anything. */
export async function setAdminCatalogServicePublished(
  context: WriteContext & { id: number; published: boolean },
): Promise<AdminCatalogService> {
  return writeService(
    context,
    context.published ? 'publish' : 'unpublish',
    context.id,
    async (tx, before) => {
      if ((before!.publishedAt !== null) === context.published) return null;
      if (context.published) {
        const missing = findServiceMissingToPublish(before!);
        if (missing.length > 0) refuseUnpublishable(missing);
      }
      const [after] = await tx
        .update(s)
        .set({ publishedAt: context.published ? new Date() : null, updatedAt: new Date() })
        .where(eq(s.id, context.id))
        .returning();
      return after!;
    },
  );
}

// ─── A service's form ────────────────────────────────────────────────────────────────────

/** Whether two definitions say the same (their JSON, keys in the schema's order). */
const sameDefinition = (a: FormDefinition, b: FormDefinition) => JSON.stringify(a) === JSON.stringify(b);

/** GET /admin/catalog/services/{id}/form: the draft, the current version and every version with its orders. */
export async function getAdminServiceForm(options: {
  db: Reader;
  scope: BackOfficeScope;
  id: number;
}): Promise<AdminServiceFormState> {
  const { db, id } = options;
  assertBackOfficeScope(options.scope);
  const [service] = await db
    .select({ formDraft: s.formDraft, currentFormId: s.currentFormId })
    .from(s)
    .where(eq(s.id, id))
    .limit(1);
  if (!service) throw new AppError('not_found', 'error.not_found');
  const versions = await db
    .select({ form: serviceForms, orders: sql<number>`count(${serviceOrders.id})::int` })
    .from(serviceForms)
    .leftJoin(serviceOrders, eq(serviceOrders.formId, serviceForms.id))
    .where(eq(serviceForms.serviceId, id))
    .groupBy(serviceForms.id)
    .orderBy(desc(serviceForms.version));
  const current = versions.find((row) => row.form.id === service.currentFormId)?.form ?? null;
  const draft = service.formDraft === null ? null : storedDefinition(service.formDraft);
  return {
    service_id: id,
    draft,
    draft_changed:
      draft !== null && (current === null || !sameDefinition(draft, storedDefinition(current.definition))),
    current: current ? toServiceForm(current) : null,
    versions: versions.map((row) => ({
      id: row.form.id,
      version: row.form.version,
      published_at: row.form.createdAt.toISOString(),
      orders_count: row.orders,
    })),
  };
}

/** PUT /admin/catalog/services/{id}/form: the draft saved (checked by its schema); exporters keep the current version. */
export async function saveAdminServiceFormDraft(
  context: WriteContext & { id: number; definition: FormDefinition },
): Promise<AdminServiceFormState> {
  const { db, scope, id } = context;
  assertBackOfficeScope(scope);
  const [row] = await db
    .update(s)
    .set({ formDraft: context.definition, updatedAt: new Date() })
    .where(eq(s.id, id))
    .returning({ id: s.id });
  if (!row) throw new AppError('not_found', 'error.not_found');
  return getAdminServiceForm({ db, scope, id });
}

/**
 * POST /admin/catalog/services/{id}/form/publish: the draft becomes the next version (its layout
 * and its JSON Schema), the one new orders answer; earlier orders keep theirs. 409
 * `catalog.form_unchanged` without a changed draft. Audited.
 */
export async function publishAdminServiceForm(
  context: WriteContext & { id: number },
): Promise<AdminServiceFormState> {
  const { db, scope, id } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    const [service] = await tx.select().from(s).where(eq(s.id, id)).for('update').limit(1);
    if (!service) throw new AppError('not_found', 'error.not_found');
    if (service.formDraft === null) throw new AppError('conflict', 'catalog.form_unchanged');
    const draft = storedDefinition(service.formDraft);
    const [latest] = await tx
      .select()
      .from(serviceForms)
      .where(eq(serviceForms.serviceId, id))
      .orderBy(desc(serviceForms.version))
      .limit(1);
    const current = latest && latest.id === service.currentFormId ? latest : null;
    if (current && sameDefinition(draft, storedDefinition(current.definition))) {
      throw new AppError('conflict', 'catalog.form_unchanged');
    }
    const [form] = await tx
      .insert(serviceForms)
      .values({
        serviceId: id,
        version: (latest?.version ?? 0) + 1,
        definition: draft,
        schema: toFormJsonSchema(draft),
        createdBy: scope.user.id,
      })
      .returning();
    const [after] = await tx
      .update(s)
      .set({ currentFormId: form!.id, updatedAt: new Date() })
      .where(eq(s.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: 'form_publish',
      entityType: 'catalog_service',
      entityId: String(id),
      before: serviceAudit(service),
      after: { ...serviceAudit(after!), form_version: form!.version },
    });
  });
  return getAdminServiceForm({ db, scope, id });
}
