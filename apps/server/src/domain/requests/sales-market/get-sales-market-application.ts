import { inArray } from 'drizzle-orm';
import { salesMarketApplications, services, type Database } from '@portal/db';
import {
  fromMinorUnits,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type CapacityPeriod,
  type ProductUnit,
  type SalesMarketApplication,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { findClassificationRef } from '../classification-refs';
import { nameCountries } from '../named-countries';
import { getRequestPermissions } from '../request-permissions';
import { recordInScope, type RequestScope } from '../../access/scope';
import { computeRowProgress } from './sales-market-progress';

type Row = typeof salesMarketApplications.$inferSelect;

/**
 * One export application with everything it holds (`GET /profile/sales-market/manage/{id}`),
 * within the scope: for an exporter another company's application is not found (404, decision
 * 014 §5); for the back office any application.
 */
export async function getSalesMarketApplication(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<SalesMarketApplication> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select()
    .from(salesMarketApplications)
    .where(recordInScope(salesMarketApplications, id, scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return presentSalesMarketApplication({ db, row, locale });
}

/** A stored application as the API answers it, its codes named in the request's language. */
export async function presentSalesMarketApplication(options: {
  db: Pick<Database, 'select'>;
  row: Row;
  locale: ApiLocale;
}): Promise<SalesMarketApplication> {
  const { db, row, locale } = options;
  const [classification, serviceRows] = await Promise.all([
    findClassificationRef({
      db,
      locale,
      section: row.hsSection,
      group: row.hsGroup,
      productItem: row.hsProductItem,
    }),
    row.serviceIds.length > 0
      ? db
          .select({ id: services.id, nameUk: services.nameUk, nameEn: services.nameEn })
          .from(services)
          .where(inArray(services.id, row.serviceIds))
      : Promise.resolve([]),
  ]);
  const serviceNames = new Map(serviceRows.map((s) => [s.id, locale === 'uk' ? s.nameUk : s.nameEn]));
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    contact_name: row.contactName,
    contact_position: row.contactPosition,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    has_product_step: row.productStepAt !== null,
    product_name_uk: row.productNameUk,
    product_name_en: row.productNameEn,
    classification,
    description: row.description,
    production_capacity: trimDecimal(row.productionCapacity),
    capacity_unit: row.capacityUnit as ProductUnit | null,
    capacity_period: row.capacityPeriod as CapacityPeriod | null,
    price: row.priceMinor !== null && row.currency ? fromMinorUnits(row.priceMinor, row.currency) : null,
    currency: row.currency,
    price_unit: row.priceUnit as ProductUnit | null,
    incoterms: row.incoterms,
    minimum_order: trimDecimal(row.minimumOrder),
    minimum_order_unit: row.minimumOrderUnit as ProductUnit | null,
    certificates: row.certificates,
    exported_countries: nameCountries(row.exportedCountries, locale),
    target_countries: nameCountries(row.targetCountries, locale),
    services: row.serviceIds
      .filter((serviceId) => serviceNames.has(serviceId))
      .map((serviceId) => ({ id: serviceId, name: serviceNames.get(serviceId)! })),
    answers: row.answers,
    progress: computeRowProgress(row),
    rating:
      row.rating !== null && row.ratedAt
        ? { rating: row.rating, comment: row.ratingComment ?? '', rated_at: row.ratedAt.toISOString() }
        : null,
    permissions: getRequestPermissions(REQUEST_KIND_INFO.sales_market, {
      status: row.status,
      contentComplete: Boolean(row.productStepAt),
      rating: row.rating,
    }),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** numeric(16,3) comes back as '1500.500'; the API answers '1500.5' as it was sent. */
function trimDecimal(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
