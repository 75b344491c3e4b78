import type { RequestKindInfo } from '../../request-kinds';

/** Country-analysis requests (issue 15, `/country-analyses/manage/*`): the shorter status set; the result is text and a PDF. */
export const COUNTRY_ANALYSIS_KIND = {
  kind: 'country_analysis',
  statusList: 'short',
  name: { uk: 'Запит на аналіз країни', en: 'Country-analysis request' },
  exporterPath: '/profile/analysis-applications',
  backOfficePath: '/admin/country-analysis',
  rateable: false,
} as const satisfies RequestKindInfo;
