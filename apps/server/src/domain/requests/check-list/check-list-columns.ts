import type { CheckListData } from '@portal/contract';

/** A request body as the columns of `check_list_requests` (the form sends the whole request). */
export function toCheckListColumns(body: CheckListData) {
  return {
    category: body.category,
    areaOfActivity: body.area_of_activity,
    productName: body.product_name,
    hsSection: body.hs_section,
    hsGroup: body.hs_group ?? null,
    hsProductItem: body.hs_product_item ?? null,
    targetCountries: body.target_countries,
    answers: body.answers ?? {},
    comment: body.comment ?? '',
  };
}

/** The references of a request body the database must know (decision 014). */
export function checkListReferences(body: CheckListData) {
  return {
    questions: 'check_list' as const,
    hs_section: body.hs_section,
    hs_group: body.hs_group,
    hs_product_item: body.hs_product_item,
    target_countries: body.target_countries,
    answers: body.answers,
  };
}
