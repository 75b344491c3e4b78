import type { RequestKindInfo } from '../../request-kinds';

/** Market-analysis requests (spec §7 `/profile/check-list/*`): the shorter status set. */
export const CHECK_LIST_KIND = {
  kind: 'check_list',
  statusList: 'short',
  name: { uk: 'Запит на аналіз ринку', en: 'Market-analysis request' },
  exporterPath: '/profile/check-list',
  backOfficePath: '/admin/check-list',
  rateable: false,
} as const satisfies RequestKindInfo;
