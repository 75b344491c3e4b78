import {
  fromMinorUnits,
  getCountryName,
  getDeclineReasonName,
  type ApiLocale,
  type DeclineReason,
  type ImporterSaleBuyer,
  type ImporterSaleProduct,
  type SharedSale,
} from '@portal/contract';
import { hsHeadings, hsSubheadings } from '@portal/db';
import type { companies, importerSales, importerSaleShares, users } from '@portal/db';
import type { ImporterSaleSummary } from '../../integrations/mail/templates/importer-sale-summary';
import { toCompanyVerification } from '../admin/company-verification';

export type ImporterSaleRow = typeof importerSales.$inferSelect;
export type ShareRow = typeof importerSaleShares.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * The names of the buyer's HS code, selected beside a sale with the left joins of `hs_headings`
 * and `hs_subheadings` on its code (a 4-digit code names a heading, a 6-digit one a subheading).
 */
export const hsNameColumns = {
  headingEn: hsHeadings.nameEn,
  headingUk: hsHeadings.nameUk,
  subheadingEn: hsSubheadings.nameEn,
  subheadingUk: hsSubheadings.nameUk,
};
export type HsNames = { [K in keyof typeof hsNameColumns]: string | null };

function hsName(names: HsNames, locale: ApiLocale): string {
  const en = names.subheadingEn ?? names.headingEn ?? '';
  const uk = names.subheadingUk || names.headingUk || '';
  // Where the classification has no Ukrainian name, the English one stands in (decision 010).
  return locale === 'uk' ? uk || en : en;
}

/** '1500.500' (numeric(16,3)) → '1500.5', as the buyer's form answered it. */
export function toCanonicalDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** What the mails about an application summarise, with its HS name in the mail's language. */
export function toSaleSummary(sale: ImporterSaleRow, names: HsNames, locale: ApiLocale): ImporterSaleSummary {
  const product = toSaleProduct(sale, names, locale);
  return {
    companyName: sale.companyName,
    countryCode: sale.countryCode,
    contactName: sale.contactName,
    contactPosition: sale.contactPosition,
    email: sale.email,
    phone: sale.phone,
    website: sale.website,
    productName: sale.productName,
    hsCode: sale.hsCode,
    hsName: product.hs.name,
    quantity: product.quantity,
    unit: product.unit,
    targetPrice: product.target_price,
    currency: sale.currency,
    incoterms: sale.incoterms,
    deadline: sale.deadline,
    comment: sale.comment,
  };
}

/** What an exporter may see of an application before accepting it: no one and nothing to reach the buyer by. */
export function toSaleProduct(sale: ImporterSaleRow, names: HsNames, locale: ApiLocale): ImporterSaleProduct {
  return {
    id: sale.id,
    country: { code: sale.countryCode, name: getCountryName(sale.countryCode, locale) },
    product_name: sale.productName,
    hs: { code: sale.hsCode, name: hsName(names, locale) },
    quantity: toCanonicalDecimal(sale.quantity),
    unit: sale.unit as ImporterSaleProduct['unit'],
    target_price:
      sale.targetPriceMinor !== null && sale.currency
        ? fromMinorUnits(sale.targetPriceMinor, sale.currency)
        : null,
    currency: sale.currency,
    incoterms: sale.incoterms,
    deadline: sale.deadline,
    comment: sale.comment,
    created_at: sale.createdAt.toISOString(),
  };
}

export function toBuyer(sale: ImporterSaleRow): ImporterSaleBuyer {
  return {
    company_name: sale.companyName,
    contact_name: sale.contactName,
    contact_position: sale.contactPosition,
    email: sale.email,
    phone: sale.phone,
    website: sale.website,
  };
}

/** The decline of an answered share, with the reason's name in `locale`; null unless declined. */
export function toDecline(
  share: Pick<ShareRow, 'answer' | 'declineReason' | 'declineComment'>,
  locale: ApiLocale,
): SharedSale['decline'] {
  if (share.answer !== 'declined' || !share.declineReason) return null;
  return {
    reason: share.declineReason as DeclineReason,
    reason_name: getDeclineReasonName(share.declineReason, locale),
    comment: share.declineComment,
  };
}

/** A share as the exporter sees it: the buyer only once the company accepted. */
export function toSharedSale(
  share: ShareRow,
  sale: ImporterSaleRow,
  names: HsNames,
  locale: ApiLocale,
): SharedSale {
  return {
    id: share.id,
    answer: share.answer,
    shared_at: share.createdAt.toISOString(),
    answered_at: share.answeredAt?.toISOString() ?? null,
    sale: toSaleProduct(sale, names, locale),
    buyer: share.answer === 'accepted' ? toBuyer(sale) : null,
    decline: toDecline(share, locale),
  };
}

/** A company as the matchmaking names it. */
export function toMatchCompany(
  company: Pick<CompanyRow, 'nameUk' | 'nameEn' | 'edrpouCode'>,
  user: Pick<UserRow, 'id' | 'email' | 'isBanned' | 'isDenied' | 'isApproved'>,
) {
  return {
    user_id: user.id,
    company_name: company.nameUk,
    company_name_en: company.nameEn,
    edrpou_code: company.edrpouCode,
    email: user.email,
    verification: toCompanyVerification(user),
  };
}
