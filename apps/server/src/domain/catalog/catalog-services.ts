import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  FormDefinitionSchema,
  imageUrl,
  INT4_MAX,
  type ApiLocale,
  type CatalogCategory,
  type CatalogListQuery,
  type CatalogService,
  type CatalogServiceCard,
  type FormDefinition,
  type PaginationMeta,
  type ServiceForm,
} from '@portal/contract';
import { catalogServices, proPartners, serviceCategories, serviceForms, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { toContainsPattern } from '../classification/hs-search';
import { findActiveSubscription } from '../money/start-trial';
import { mayFileRequests, type ExporterScope } from '../access/scope';

/**
 * The catalogue as exporters read it (issue 27, spec §7 'Catalogue (services)'): published
 * services in their categories, each with the form its orders are filled with now. The tables
 * are read on every request, so a manager's change is live at once.
 */

const s = catalogServices;
const c = serviceCategories;
type Reader = Pick<Database, 'select'>;
export type ServiceRow = typeof s.$inferSelect;
type CategoryRow = typeof c.$inferSelect;
type PartnerRef = { id: number; slug: string; nameUk: string; nameEn: string } | null;

const inLocale = (locale: ApiLocale, uk: string, en: string) => (locale === 'en' ? en : uk);

/** A service or category named by its id (a number within int4) or its slug. */
export function refCondition(
  ref: string,
  id: typeof s.id | typeof c.id,
  slug: typeof s.slug | typeof c.slug,
): SQL {
  if (/^\d+$/.test(ref)) {
    const value = Number(ref);
    // An id past the column's range names nothing (never a database error).
    return value <= INT4_MAX ? eq(id, value) : sql`false`;
  }
  return eq(slug, ref);
}

/** What the caller may do with a service: order it now, or why not (null for a guest). */
export type Orderability = Pick<CatalogServiceCard, 'can_order' | 'why_not'>;

/** Whether the caller's company has an active subscription, asked once per request. */
export async function callerOrderRights(db: Reader, scope: ExporterScope | null) {
  if (!scope) return null;
  const approved = mayFileRequests(scope.user);
  const subscribed = approved ? Boolean(await findActiveSubscription(db, scope.companyId)) : false;
  return { approved, subscribed };
}

export function orderabilityOf(
  rights: Awaited<ReturnType<typeof callerOrderRights>>,
  row: Pick<ServiceRow, 'subscriptionRequired' | 'currentFormId'>,
): Orderability {
  if (!rights) return { can_order: null, why_not: null };
  if (!rights.approved) return { can_order: false, why_not: 'not_approved' };
  if (row.subscriptionRequired && !rights.subscribed)
    return { can_order: false, why_not: 'subscription_required' };
  if (row.currentFormId === null) return { can_order: false, why_not: 'no_form' };
  return { can_order: true, why_not: null };
}

function selectCards(db: Reader) {
  return db
    .select({
      service: s,
      category: { id: c.id, slug: c.slug, nameUk: c.nameUk, nameEn: c.nameEn },
      partner: {
        id: proPartners.id,
        slug: proPartners.slug,
        nameUk: proPartners.nameUk,
        nameEn: proPartners.nameEn,
      },
    })
    .from(s)
    .innerJoin(c, eq(c.id, s.categoryId))
    .leftJoin(proPartners, and(eq(proPartners.id, s.partnerId), isNotNull(proPartners.publishedAt)));
}

function toCard(
  row: {
    service: ServiceRow;
    category: Pick<CategoryRow, 'id' | 'slug' | 'nameUk' | 'nameEn'>;
    partner: PartnerRef;
  },
  locale: ApiLocale,
  orderability: Orderability,
): CatalogServiceCard {
  const { service, category, partner } = row;
  return {
    id: service.id,
    slug: service.slug,
    category: {
      id: category.id,
      slug: category.slug,
      name: inLocale(locale, category.nameUk, category.nameEn),
    },
    title: inLocale(locale, service.titleUk, service.titleEn),
    summary: inLocale(locale, service.summaryUk, service.summaryEn),
    image_url: imageUrl(service.imageFileId),
    partner: partner
      ? { id: partner.id, slug: partner.slug, name: inLocale(locale, partner.nameUk, partner.nameEn) }
      : null,
    price_minor: service.priceMinor,
    currency: 'UAH',
    subscription_required: service.subscriptionRequired,
    ...orderability,
  };
}

/** GET /catalog/list: published services by category and position, filtered by category and words. */
export async function listCatalogServices(options: {
  db: Database;
  scope: ExporterScope | null;
  locale: ApiLocale;
  query: CatalogListQuery;
}): Promise<{ items: CatalogServiceCard[]; meta: PaginationMeta }> {
  const { db, scope, locale, query } = options;
  const where: SQL[] = [isNotNull(s.publishedAt)];
  if (query.category) where.push(refCondition(query.category, c.id, c.slug));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    where.push(
      or(
        ilike(s.titleUk, pattern),
        ilike(s.titleEn, pattern),
        ilike(s.summaryUk, pattern),
        ilike(s.summaryEn, pattern),
      )!,
    );
  }
  const [rows, [total], rights] = await Promise.all([
    selectCards(db)
      .where(and(...where))
      .orderBy(asc(c.position), asc(c.id), asc(s.position), asc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(s)
      .innerJoin(c, eq(c.id, s.categoryId))
      .where(and(...where)),
    callerOrderRights(db, scope),
  ]);
  return {
    items: rows.map((row) => toCard(row, locale, orderabilityOf(rights, row.service))),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}

/** GET /catalog/categories: the categories holding published services, in their order, with counts. */
export async function listCatalogCategories(options: {
  db: Reader;
  locale: ApiLocale;
}): Promise<CatalogCategory[]> {
  const { db, locale } = options;
  const rows = await db
    .select({ category: c, n: sql<number>`count(${s.id})::int` })
    .from(c)
    .innerJoin(s, and(eq(s.categoryId, c.id), isNotNull(s.publishedAt)))
    .groupBy(c.id)
    .orderBy(asc(c.position), asc(c.id));
  return rows.map(({ category, n }) => ({
    id: category.id,
    slug: category.slug,
    name: inLocale(locale, category.nameUk, category.nameEn),
    description: inLocale(locale, category.descriptionUk, category.descriptionEn),
    services_count: n,
  }));
}

/** A version of a form as the API answers it. */
export function toServiceForm(row: typeof serviceForms.$inferSelect): ServiceForm {
  return {
    id: row.id,
    version: row.version,
    definition: row.definition as FormDefinition,
    schema: row.schema as Record<string, unknown>,
    published_at: row.createdAt.toISOString(),
  };
}

/** A version of a form by its id (an order's own version, or the current one). */
export async function readServiceForm(db: Reader, formId: number): Promise<typeof serviceForms.$inferSelect> {
  const [row] = await db.select().from(serviceForms).where(eq(serviceForms.id, formId)).limit(1);
  if (!row) throw new Error(`service form ${formId} is missing`);
  return row;
}

/** The stored definition, read back through its schema (it was checked when saved). */
export function storedDefinition(value: unknown): FormDefinition {
  return FormDefinitionSchema.parse(value);
}

/** A published service by id or slug, with its card's joins; 404 when there is none. */
export async function findPublishedService(db: Reader, ref: string) {
  const [row] = await selectCards(db)
    .where(and(refCondition(ref, s.id, s.slug), isNotNull(s.publishedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /catalog/data/{id} (the service half): the card, its description and its current form. */
export async function getCatalogService(options: {
  db: Database;
  scope: ExporterScope | null;
  locale: ApiLocale;
  ref: string;
}): Promise<CatalogService> {
  const { db, scope, locale, ref } = options;
  const [row, rights] = await Promise.all([findPublishedService(db, ref), callerOrderRights(db, scope)]);
  const form =
    row.service.currentFormId === null ? null : await readServiceForm(db, row.service.currentFormId);
  return {
    ...toCard(row, locale, orderabilityOf(rights, row.service)),
    description: inLocale(locale, row.service.descriptionUk, row.service.descriptionEn),
    form: form ? toServiceForm(form) : null,
  };
}

/** GET /catalog/form/{id}: the form of a published service now; 404 while none is published. */
export async function getCatalogServiceForm(options: { db: Reader; ref: string }): Promise<ServiceForm> {
  const row = await findPublishedService(options.db, options.ref);
  if (row.service.currentFormId === null) throw new AppError('not_found', 'catalog.no_form');
  return toServiceForm(await readServiceForm(options.db, row.service.currentFormId));
}
