import type { CountryAnalysisData } from '@portal/contract';

/** A request body as the columns of `country_analysis_requests` (the form sends the whole request). */
export function toCountryAnalysisColumns(body: CountryAnalysisData) {
  return {
    countryCode: body.country_code,
    productName: body.product_name,
    hsSection: body.hs_section,
    hsGroup: body.hs_group ?? null,
    hsProductItem: body.hs_product_item ?? null,
    goals: body.goals,
    comment: body.comment ?? '',
  };
}

/** The references of a request body the database must know (decision 014): its classification. */
export function countryAnalysisReferences(body: CountryAnalysisData) {
  return { hs_section: body.hs_section, hs_group: body.hs_group, hs_product_item: body.hs_product_item };
}
