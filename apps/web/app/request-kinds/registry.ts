import type { RequestKind } from '@portal/contract';
import { assistantWeb } from './assistant/kind';
import { checkListWeb } from './check-list/kind';
import { countryAnalysisWeb } from './country-analysis/kind';
import { salesMarketWeb } from './sales-market/kind';
import { serviceOrderWeb } from './service-order/kind';

/**
 * The web's one list of request kinds (issue 26 §1, decision 044): each kind's pages live in
 * `request-kinds/<kind>/` with its facts in `kind.ts`; the shared machinery (`request-kinds/shared`,
 * the lists of all applications, the back office's queue and navigation) reads them from here and
 * names no kind.
 */
const WEB_KINDS = [salesMarketWeb, checkListWeb, countryAnalysisWeb, assistantWeb, serviceOrderWeb] as const;

type WebKind = (typeof WEB_KINDS)[number];
export type KindTextKey = WebKind['textKey'];

export const WEB_REQUEST_KINDS = Object.fromEntries(WEB_KINDS.map((facts) => [facts.kind, facts])) as {
  readonly [K in RequestKind]: Extract<WebKind, { kind: K }>;
};

/** The kinds a company with no requests yet is offered, in order, with their labels. */
export const KINDS_OFFERED_FIRST = WEB_KINDS.flatMap((facts) =>
  'createOffer' in facts ? [{ kind: facts.kind, label: facts.createOffer }] : [],
);

// A kind of the contract without its facts here does not compile.
type Missing = Exclude<RequestKind, WebKind['kind']>;
const everyKind: [Missing] extends [never] ? true : Missing = true;
void everyKind;

/** A kind's facts, for code that holds any kind. */
export function webKind(kind: RequestKind): WebKind {
  return WEB_REQUEST_KINDS[kind];
}

/** A kind's key in a catalogue that names kinds in camel case after a prefix (`kindSalesMarket`). */
export function capitalizedTextKey(kind: RequestKind): Capitalize<KindTextKey> {
  const { textKey } = webKind(kind);
  return `${textKey.charAt(0).toUpperCase()}${textKey.slice(1)}` as Capitalize<KindTextKey>;
}
