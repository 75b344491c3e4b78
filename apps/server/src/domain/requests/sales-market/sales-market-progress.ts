import { computeSalesMarketProgress } from '@portal/contract';
import type { salesMarketApplications } from '@portal/db';

type ProgressColumns = Pick<
  typeof salesMarketApplications.$inferSelect,
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
  | 'productNameUk'
  | 'productNameEn'
  | 'hsProductItem'
  | 'description'
  | 'productionCapacity'
  | 'priceMinor'
  | 'incoterms'
  | 'targetCountries'
  | 'answers'
>;

/** The progress bar of a stored application: the contract's one rule (decision 014 §6). */
export function computeRowProgress(row: ProgressColumns): number {
  return computeSalesMarketProgress(
    {
      contact_name: row.contactName,
      contact_phone: row.contactPhone,
      contact_email: row.contactEmail,
      product_name_uk: row.productNameUk,
      product_name_en: row.productNameEn,
      hs_product_item: row.hsProductItem,
      description: row.description,
      production_capacity: row.productionCapacity,
      price: row.priceMinor,
      incoterms: row.incoterms,
      target_countries: row.targetCountries,
    },
    row.answers,
  );
}
