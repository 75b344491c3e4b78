import { ASSISTANT_KIND } from './assistant/info';
import { CHECK_LIST_KIND } from './check-list/info';
import { COUNTRY_ANALYSIS_KIND } from './country-analysis/info';
import { SALES_MARKET_KIND } from './sales-market/info';
import { SERVICE_ORDER_KIND } from './service-order/info';
import { CHECK_LIST_QUESTIONS } from './check-list/options';
import { SALES_MARKET_QUESTIONS } from './sales-market/options';

/**
 * The contract's one list of request kinds (issue 26 §1, decision 044): each kind lives in its
 * own folder (`kinds/<kind>/`: its facts in `info.ts`, its schemas and its calls, the exporter's
 * and the back office's); this list is the only place that names them, in the order the portal
 * shows them. Shared code reads a kind's facts from `REQUEST_KIND_INFO`.
 */
const KINDS = [
  SALES_MARKET_KIND,
  CHECK_LIST_KIND,
  COUNTRY_ANALYSIS_KIND,
  ASSISTANT_KIND,
  SERVICE_ORDER_KIND,
] as const;

type KindsOf<T extends readonly { kind: string }[]> = { readonly [I in keyof T]: T[I]['kind'] };
export const REQUEST_KINDS = KINDS.map((info) => info.kind) as unknown as KindsOf<typeof KINDS>;
export type RequestKind = (typeof REQUEST_KINDS)[number];

type InfoOf<K extends RequestKind> = Extract<(typeof KINDS)[number], { kind: K }>;
export const REQUEST_KIND_INFO = Object.fromEntries(KINDS.map((info) => [info.kind, info])) as {
  readonly [K in RequestKind]: InfoOf<K>;
};

/** The kinds whose form asks progress-bar questions (`GET …/get-progress-bar-questions?type=`). */
export const PROGRESS_BAR_QUESTION_TYPES = [SALES_MARKET_KIND.kind, CHECK_LIST_KIND.kind] as const;
export const QUESTIONS_OF_KINDS = [...SALES_MARKET_QUESTIONS, ...CHECK_LIST_QUESTIONS];
