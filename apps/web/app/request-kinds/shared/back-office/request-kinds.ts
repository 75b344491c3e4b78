import { REQUEST_KIND_INFO, type RequestKind, type StatusList } from '@portal/contract';

/** What differs between kinds in the back-office: addresses and status labels (the contract's REQUEST_KIND_INFO), and texts. */
export type KindView = {
  kind: RequestKind;
  /** The queue's Ukrainian path; a request is at `{path}/{id}`. */
  path: string;
  /** Spec §4: export applications use the full set of labels, market analysis the short one. */
  list: StatusList;
  /** The catalogue's subtree for this kind's texts. */
  texts: 'salesMarket' | 'checkList' | 'countryAnalysis' | 'assistant';
};

const TEXTS: Record<RequestKind, KindView['texts']> = {
  sales_market: 'salesMarket',
  check_list: 'checkList',
  country_analysis: 'countryAnalysis',
  assistant: 'assistant',
};

export const KIND_VIEWS = Object.fromEntries(
  Object.values(REQUEST_KIND_INFO).map((info) => [
    info.kind,
    { kind: info.kind, path: info.backOfficePath, list: info.statusList, texts: TEXTS[info.kind] },
  ]),
) as Record<RequestKind, KindView>;
