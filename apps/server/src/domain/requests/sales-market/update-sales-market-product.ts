import {
  isEditableByExporter,
  toMinorUnits,
  type ApiLocale,
  type SalesMarketApplication,
  type SalesMarketProductData,
} from '@portal/contract';
import { salesMarketApplications } from '@portal/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../lib/app-error';
import { moveRequestStatus, sendStatusChangeMail, type StatusChanged } from '../change-request-status';
import { assertCanFileRequests, recordInScope } from '../request-scope';
import type { RequestWriteContext } from '../request-writer';
import { assertRequestReferences } from '../validate-request-references';
import { getSalesMarketApplication } from './get-sales-market-application';

/**
 * The product step (`POST /profile/sales-market/manage/{id}`, decision 014 §3): saves the product
 * (and any corrected contact fields) while the application is `created` or `in_finalization`
 * (409 `request.not_editable` otherwise), checking every reference against the database (422).
 * By default it also submits, `created → accepted` or `in_finalization → accepted`, in the same
 * transaction as the content, and mails the exporter after the commit; `submit: false` only saves.
 */
export async function updateSalesMarketProduct(
  context: RequestWriteContext & { id: string; body: SalesMarketProductData; locale: ApiLocale },
): Promise<SalesMarketApplication> {
  const { db, scope, id, body, locale } = context;
  assertCanFileRequests(scope.user);
  const submit = body.submit ?? true;

  const change = await db.transaction(async (tx): Promise<StatusChanged | null> => {
    const [row] = await tx
      .select({
        status: salesMarketApplications.status,
        productStepAt: salesMarketApplications.productStepAt,
      })
      .from(salesMarketApplications)
      .where(recordInScope(salesMarketApplications, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!isEditableByExporter(row.status)) throw new AppError('conflict', 'request.not_editable');
    await assertRequestReferences(tx, {
      questions: 'sales_market',
      hs_section: body.hs_section,
      hs_group: body.hs_group,
      hs_product_item: body.hs_product_item,
      target_countries: body.target_countries,
      service_ids: body.service_ids,
      answers: body.answers,
      price: { amount: body.price, currency: body.currency },
    });

    const now = new Date();
    await tx
      .update(salesMarketApplications)
      .set({
        ...(body.contact_name !== undefined ? { contactName: body.contact_name } : {}),
        ...(body.contact_position !== undefined ? { contactPosition: body.contact_position } : {}),
        ...(body.contact_phone !== undefined ? { contactPhone: body.contact_phone } : {}),
        ...(body.contact_email !== undefined ? { contactEmail: body.contact_email } : {}),
        productStepAt: row.productStepAt ?? now,
        productNameUk: body.product_name_uk,
        productNameEn: body.product_name_en,
        hsSection: body.hs_section,
        hsGroup: body.hs_group,
        hsProductItem: body.hs_product_item,
        description: body.description,
        productionCapacity: body.production_capacity,
        capacityUnit: body.capacity_unit,
        capacityPeriod: body.capacity_period,
        priceMinor: toMinorUnits(body.price, body.currency),
        currency: body.currency,
        priceUnit: body.price_unit,
        incoterms: body.incoterms,
        minimumOrder: body.minimum_order ?? null,
        minimumOrderUnit: body.minimum_order_unit ?? null,
        certificates: body.certificates ?? '',
        exportedCountries: body.exported_countries ?? [],
        targetCountries: body.target_countries,
        serviceIds: body.service_ids ?? [],
        answers: body.answers ?? {},
        updatedAt: now,
      })
      .where(eq(salesMarketApplications.id, id));
    if (!submit) return null;
    return moveRequestStatus(tx, {
      kind: 'sales_market',
      requestId: id,
      to: 'accepted',
      scope,
      ip: context.ip,
      expectedFrom: row.status,
    });
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getSalesMarketApplication({ db, scope, id, locale });
}
