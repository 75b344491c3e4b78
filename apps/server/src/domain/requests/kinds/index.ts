import type { RequestKind } from '@portal/contract';
import type { BilingualText } from '@portal/db';
import { assistantKind } from '../assistant/assistant-kind';
import { checkListKind } from '../check-list/check-list-kind';
import { countryAnalysisKind } from '../country-analysis/country-analysis-kind';
import type { AnyRequestKindModule, RequestKindModule, RequestRow } from './request-kind';
import { salesMarketKind } from '../sales-market/sales-market-kind';
import { serviceOrderKind } from '../service-order/service-order-kind';

export type { AnyRequestKindModule, RequestKindModule, RequestRow } from './request-kind';
export { assistantKind, checkListKind, countryAnalysisKind, salesMarketKind, serviceOrderKind };

/** Every request kind's module (decision 026): the shared machinery looks a kind up here. */
export const REQUEST_KIND_MODULES = {
  sales_market: salesMarketKind,
  check_list: checkListKind,
  country_analysis: countryAnalysisKind,
  assistant: assistantKind,
  service_order: serviceOrderKind,
} as const satisfies { [K in RequestKind]: AnyRequestKindModule & { kind: K } };

export function requestKindModule(kind: RequestKind): AnyRequestKindModule {
  return REQUEST_KIND_MODULES[kind];
}

/** A stored row's title in both languages, by its kind's module (the row comes from that kind's table). */
export function titleOfRow<K extends RequestKind>(kind: K, row: RequestRow<K>): BilingualText {
  return (REQUEST_KIND_MODULES[kind] as unknown as RequestKindModule<K>).titleOf(row);
}
