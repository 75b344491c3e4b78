import { eq } from 'drizzle-orm';
import { REGIONS, type PaymentMethod } from '@portal/contract';
import { companies, invoices, type BilingualText, type Database, type InvoiceParty } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../audit/record-audit';
import type { ExporterScope } from '../access/scope';
import { findTariffByRef, isForSale, type TariffRow } from './find-tariff';
import { takeInvoiceNumber } from './invoice-number';
import { getOfficeSettings, sellerParty, vatWithin, type OfficeSettings } from './office-settings';

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

/** What an invoice sells (decision 048): a plan's period, or one catalogue order. */
export type InvoiceSale =
  | { subject: 'subscription'; tariffId: number; periodMonths: number }
  | { subject: 'catalog_order'; serviceOrderId: string }
  | { subject: 'report_order'; reportOrderId: string };

/** The two parties printed on an invoice, read before its transaction: the office's and the company's, as they are now. */
export type InvoiceParties = { office: OfficeSettings; buyer: InvoiceParty };

export async function readInvoiceParties(
  db: Pick<Database, 'select'>,
  companyId: string,
): Promise<InvoiceParties> {
  const [office, buyer] = await Promise.all([getOfficeSettings(db), buyerParty(db, companyId)]);
  return { office, buyer };
}

/**
 * An invoice awaiting payment, inserted inside the caller's transaction under the year's next
 * number (`takeInvoiceNumber`: gapless), with the office's VAT rate and both parties as they are
 * now: an invoice never changes afterwards, whatever it sells.
 */
export async function insertInvoice(
  tx: Executor,
  options: {
    companyId: string;
    sale: InvoiceSale;
    paymentMethod: PaymentMethod;
    amountMinor: number;
    currency: string;
    item: BilingualText;
    parties: InvoiceParties;
    at: Date;
  },
): Promise<InvoiceRow> {
  const { sale, parties, at, amountMinor } = options;
  const { year, sequence, number } = await takeInvoiceNumber(tx, at);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      sequence,
      companyId: options.companyId,
      subject: sale.subject,
      ...(sale.subject === 'subscription'
        ? { tariffId: sale.tariffId, periodMonths: sale.periodMonths }
        : sale.subject === 'catalog_order'
          ? { serviceOrderId: sale.serviceOrderId }
          : { reportOrderId: sale.reportOrderId }),
      paymentMethod: options.paymentMethod,
      amountMinor,
      vatMinor: vatWithin(amountMinor, parties.office.vatRateBasisPoints),
      vatRateBasisPoints: parties.office.vatRateBasisPoints,
      currency: options.currency,
      item: options.item,
      seller: sellerParty(parties.office),
      buyer: parties.buyer,
      issuedAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('The invoice was not stored.');
  return row;
}

/**
 * `POST /subscriptions/purchase`: an invoice for a paid plan, awaiting payment (insertInvoice).
 * 404 for an unknown plan, 422 for one not for sale (the trial, the basic services).
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
  const parties = await readInvoiceParties(db, scope.companyId);
  const at = options.at ?? new Date();
  const invoice = await db.transaction((tx) =>
    insertInvoice(tx, {
      companyId: scope.companyId,
      sale: { subject: 'subscription', tariffId: tariff.id, periodMonths: tariff.periodMonths },
      paymentMethod,
      amountMinor: tariff.priceMinor,
      currency: tariff.currency,
      item: itemOf(tariff),
      parties,
      at,
    }),
  );
  return { invoice, tariff };
}
