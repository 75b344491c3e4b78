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
import type { Executor } from '../../audit/record-audit';
import { moveRequestStatus, sendStatusChangeMail, type StatusChanged } from '../change-request-status';
import { assertCanFileRequests, recordInScope } from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { assertRequestReferences } from '../validate-request-references';
import { getSalesMarketApplication } from './get-sales-market-application';

type Row = typeof salesMarketApplications.$inferSelect;
type ProductColumns = Partial<typeof salesMarketApplications.$inferInsert>;

/**
 * The product step (`POST /profile/sales-market/manage/{id}`, decision 014 §3): saves the product
 * (and any corrected contact fields) while the application is `created` or `in_finalization`
 * (409 `request.not_editable` otherwise), checking every reference against the database (422).
 * By default it also submits, `created → accepted` or `in_finalization → accepted`, in the same
 * transaction as the content, and mails the exporter after the commit. `submit: false` only
 * saves, and only what the body gives (the form saves a page at a time, issue 13 §6); the product
 * step counts as done (`productStepAt`, so `can_submit`) once the stored application holds every
 * required product field.
 */
export async function updateSalesMarketProduct(
  context: RequestWriteContext & { id: string; body: SalesMarketProductData; locale: ApiLocale },
): Promise<SalesMarketApplication> {
  const { db, scope, id, body, locale } = context;
  assertCanFileRequests(scope.user);
  const submit = body.submit ?? true;

  const change = await db.transaction(async (tx): Promise<StatusChanged | null> => {
    const [row] = await tx
      .select()
      .from(salesMarketApplications)
      .where(recordInScope(salesMarketApplications, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!isEditableByExporter(row.status)) throw new AppError('conflict', 'request.not_editable');
    await assertProductReferences(tx, body);

    const now = new Date();
    const product = toProductColumns(body, submit);
    const isComplete = holdsEveryProductField({ ...row, ...product });
    await tx
      .update(salesMarketApplications)
      .set({
        ...(body.contact_name !== undefined ? { contactName: body.contact_name } : {}),
        ...(body.contact_position !== undefined ? { contactPosition: body.contact_position } : {}),
        ...(body.contact_phone !== undefined ? { contactPhone: body.contact_phone } : {}),
        ...(body.contact_email !== undefined ? { contactEmail: body.contact_email } : {}),
        ...product,
        productStepAt: row.productStepAt ?? (isComplete ? now : null),
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

/**
 * The columns the body sets. A submit gives every required field and resets the optional ones
 * it leaves out, as it always did; a draft sets only what it gives (the contract has checked
 * that fields saved together come together: the classification, the price with its currency).
 */
export function toProductColumns(body: SalesMarketProductData, submit: boolean): ProductColumns {
  const columns: ProductColumns = {};
  if (body.product_name_uk !== undefined) columns.productNameUk = body.product_name_uk;
  if (body.product_name_en !== undefined) columns.productNameEn = body.product_name_en;
  if (body.hs_section !== undefined) {
    columns.hsSection = body.hs_section;
    columns.hsGroup = body.hs_group;
    columns.hsProductItem = body.hs_product_item;
  }
  if (body.description !== undefined) columns.description = body.description;
  if (body.production_capacity !== undefined) columns.productionCapacity = body.production_capacity;
  if (body.capacity_unit !== undefined) columns.capacityUnit = body.capacity_unit;
  if (body.capacity_period !== undefined) columns.capacityPeriod = body.capacity_period;
  if (body.price !== undefined && body.currency !== undefined) {
    columns.priceMinor = toMinorUnits(body.price, body.currency);
    columns.currency = body.currency;
  }
  if (body.price_unit !== undefined) columns.priceUnit = body.price_unit;
  if (body.incoterms !== undefined) columns.incoterms = body.incoterms;
  if (body.target_countries !== undefined) columns.targetCountries = body.target_countries;
  const optional: ProductColumns = {
    minimumOrder: body.minimum_order,
    minimumOrderUnit: body.minimum_order_unit,
    certificates: body.certificates,
    exportedCountries: body.exported_countries,
    serviceIds: body.service_ids,
    answers: body.answers,
  };
  const cleared: ProductColumns = {
    minimumOrder: null,
    minimumOrderUnit: null,
    certificates: '',
    exportedCountries: [],
    serviceIds: [],
    answers: {},
  };
  for (const [name, value] of Object.entries(optional) as [keyof ProductColumns, unknown][]) {
    if (value !== undefined) Object.assign(columns, { [name]: value });
    else if (submit) Object.assign(columns, { [name]: cleared[name] });
  }
  return columns;
}

/** Every required product field is stored (what a submit must give; decision 014 §3). */
export function holdsEveryProductField(
  row: Pick<
    Row,
    | 'productNameUk'
    | 'productNameEn'
    | 'hsSection'
    | 'hsGroup'
    | 'hsProductItem'
    | 'description'
    | 'productionCapacity'
    | 'capacityUnit'
    | 'capacityPeriod'
    | 'priceMinor'
    | 'currency'
    | 'priceUnit'
    | 'incoterms'
    | 'targetCountries'
  >,
): boolean {
  const texts = [row.productNameUk, row.productNameEn, row.description];
  const values = [
    row.hsSection,
    row.hsGroup,
    row.hsProductItem,
    row.productionCapacity,
    row.capacityUnit,
    row.capacityPeriod,
    row.priceMinor,
    row.currency,
    row.priceUnit,
  ];
  return (
    texts.every((text) => text.trim() !== '') &&
    values.every((value) => value !== null && value !== undefined) &&
    row.incoterms.length > 0 &&
    row.targetCountries.length > 0
  );
}

/**
 * The body's references checked against the database. A draft that leaves the classification
 * out is not asked for a section (the shared check always looks one up).
 */
async function assertProductReferences(tx: Executor, body: SalesMarketProductData): Promise<void> {
  const hasClassification = body.hs_section !== undefined;
  try {
    await assertRequestReferences(tx, {
      questions: 'sales_market',
      hs_section: body.hs_section ?? '',
      hs_group: body.hs_group,
      hs_product_item: body.hs_product_item,
      target_countries: body.target_countries ?? [],
      service_ids: body.service_ids,
      answers: body.answers,
      price:
        body.price !== undefined && body.currency !== undefined
          ? { amount: body.price, currency: body.currency }
          : undefined,
    });
  } catch (error) {
    if (hasClassification || !(error instanceof AppError) || !error.options.fields) throw error;
    const { hs_section: _section, ...others } = error.options.fields;
    if (Object.keys(others).length > 0) {
      throw new AppError(error.code, error.messageKey, { ...error.options, fields: others });
    }
  }
}
