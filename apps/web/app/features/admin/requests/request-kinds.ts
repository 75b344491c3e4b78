import type { RequestKind, StatusList } from '@portal/contract';

/** What differs between the two kinds in the back-office: addresses and the status labels. */
export type KindView = {
  kind: RequestKind;
  /** The queue's Ukrainian path. */
  path: '/admin/sales-market' | '/admin/check-list';
  /** Spec §4: export applications use the full set of labels, market analysis the short one. */
  list: StatusList;
  /** The catalogue's subtree for this kind's texts. */
  texts: 'salesMarket' | 'checkList';
};

export const KIND_VIEWS: Record<RequestKind, KindView> = {
  sales_market: { kind: 'sales_market', path: '/admin/sales-market', list: 'full', texts: 'salesMarket' },
  check_list: { kind: 'check_list', path: '/admin/check-list', list: 'short', texts: 'checkList' },
};
