import { and, arrayContains, asc, count, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  getCountryName,
  type ApiLocale,
  type PaginationMeta,
  type ProPartner,
  type ProPartnerListItem,
  type ProPartnerListQuery,
  imageUrl,
} from '@portal/contract';
import { proPartners, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { byIdOrSlug } from '../../lib/id-or-slug';
import { companyOfScope, type ExporterScope } from '../access/scope';
import { countPartnerEmailsToday } from './partner-email-limit';

type Reader = Pick<Database, 'select'>;
export type ProPartnerRow = typeof proPartners.$inferSelect;

export function toProPartnerListItem(partner: ProPartnerRow, locale: ApiLocale): ProPartnerListItem {
  const en = locale === 'en';
  return {
    id: partner.id,
    slug: partner.slug,
    image_url: imageUrl(partner.imageFileId),
    name: en ? partner.nameEn : partner.nameUk,
    kind: partner.kind,
    summary: en ? partner.summaryEn : partner.summaryUk,
    city: en ? partner.cityEn : partner.cityUk,
    countries: partner.countries.map((code) => ({ code, name: getCountryName(code, locale) })),
    website_url: partner.websiteUrl,
  };
}

/** GET /pro-partners: published partners by kind and country served (or every country), by name. */
export async function findProPartners(options: {
  db: Reader;
  locale: ApiLocale;
  query: ProPartnerListQuery;
}): Promise<{ items: ProPartnerListItem[]; meta: PaginationMeta }> {
  const { db, locale, query } = options;
  const conditions: SQL[] = [isNotNull(proPartners.publishedAt)];
  if (query.kind) conditions.push(eq(proPartners.kind, query.kind));
  if (query.country) {
    conditions.push(
      or(
        arrayContains(proPartners.countries, [query.country]),
        sql`cardinality(${proPartners.countries}) = 0`,
      )!,
    );
  }
  const where = and(...conditions);
  const name = locale === 'en' ? proPartners.nameEn : proPartners.nameUk;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(proPartners)
      .where(where)
      .orderBy(asc(name), asc(proPartners.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(proPartners).where(where),
  ]);
  return {
    items: rows.map((row) => toProPartnerListItem(row, locale)),
    meta: buildPaginationMeta(total?.value ?? 0, query),
  };
}

/** A published partner; 404 for an unknown or unpublished one. */
export async function getPublishedProPartner(db: Reader, idOrSlug: string | number): Promise<ProPartnerRow> {
  const [row] = await db
    .select()
    .from(proPartners)
    .where(and(byIdOrSlug(proPartners.id, proPartners.slug, idOrSlug), isNotNull(proPartners.publishedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /pro-partners/{idOrSlug}: the partner and how many requests the company may still send today. */
export async function getProPartner(options: {
  db: Reader;
  scope: ExporterScope;
  idOrSlug: string;
  locale: ApiLocale;
}): Promise<ProPartner> {
  const { db, scope, idOrSlug, locale } = options;
  const partner = await getPublishedProPartner(db, idOrSlug);
  const { left } = await countPartnerEmailsToday(db, companyOfScope(scope));
  return {
    ...toProPartnerListItem(partner, locale),
    description: locale === 'en' ? partner.descriptionEn : partner.descriptionUk,
    phone: partner.phone,
    emails_left_today: left,
  };
}
