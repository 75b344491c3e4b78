import { eq } from 'drizzle-orm';
import { REGIONS, type PaymentMethod } from '@portal/contract';
import { companies, invoices, type Database, type InvoiceParty } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { ExporterScope } from '../access/scope';
import { findTariffByRef, isForSale, type TariffRow } from './find-tariff';
import { takeInvoiceNumber } from './invoice-number';
import { getOfficeSettings, sellerParty, vatWithin } from './office-settings';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What is sold, in both languages: the plan and its period. */
function itemOf(tariff: TariffRow) {
  const months = tariff.periodMonths;
  const uk = months === 1 ? '1 місяць' : months < 5 ? `${months} місяці` : `${months} місяців`;
  const en = months === 1 ? '1 month' : `${months} months`;
  return {
    uk: `Підписка на тариф «${tariff.nameUk}», ${uk}`,
    en: `Subscription to the “${tariff.nameEn}” plan, ${en}`,
  };
}

/** The buyer as printed on the invoice: the company's names, code and region, as they are now. */
async function buyerParty(db: Pick<Database, 'select'>, companyId: string): Promise<InvoiceParty> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError('not_found', 'error.not_found');
  const region = REGIONS.find((item) => item.code === company.region);
  return {
    name: { uk: company.nameUk || company.nameEn, en: company.nameEn || company.nameUk },
    code: company.edrpouCode || company.ipnCode,
    address: {
      uk: region ? `${region.uk}, Україна` : 'Україна',
      en: region ? `${region.en}, Ukraine` : 'Ukraine',
    },
  };
}

/**
 * `POST /subscriptions/purchase`: an invoice for a paid plan, awaiting payment, numbered in the
 * same transaction (gapless, `takeInvoiceNumber`), with the office's requisites and VAT rate and
 * the company's as they are now (an invoice never changes afterwards). 404 for an unknown plan,
 * 422 for one not for sale (the trial, the basic services).
 */
export async function issueInvoice(options: {
  db: Database;
  scope: ExporterScope;
  tariff: number | string;
  paymentMethod: PaymentMethod;
  at?: Date;
}): Promise<{ invoice: InvoiceRow; tariff: TariffRow }> {
  const { db, scope, paymentMethod } = options;
  const tariff = await findTariffByRef(db, options.tariff);
  if (!tariff) throw new AppError('not_found', 'error.not_found');
  if (!isForSale(tariff)) {
    throw new AppError('validation_failed', 'money.tariff_not_for_sale', {
      fields: { tariff: ['money.tariff_not_for_sale'] },
    });
  }
  const [office, buyer] = await Promise.all([getOfficeSettings(db), buyerParty(db, scope.companyId)]);
  const at = options.at ?? new Date();
  const invoice = await db.transaction(async (tx) => {
    const { year, sequence, number } = await takeInvoiceNumber(tx, at);
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        year,
        sequence,
        companyId: scope.companyId,
        tariffId: tariff.id,
        paymentMethod,
        amountMinor: tariff.priceMinor,
        vatMinor: vatWithin(tariff.priceMinor, office.vatRateBasisPoints),
        vatRateBasisPoints: office.vatRateBasisPoints,
        currency: tariff.currency,
        item: itemOf(tariff),
        periodMonths: tariff.periodMonths,
        seller: sellerParty(office),
        buyer,
        issuedAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('The invoice was not stored.');
    return row;
  });
  return { invoice, tariff };
}
