import { sql } from 'drizzle-orm';
import {
  getCountryName,
  REQUEST_KIND_INFO,
  type CountryAnalysisListItem,
  type CountryAnalysisListQuery,
  type CountryAnalysisRequest,
} from '@portal/contract';
import { COUNTRY_ANALYSIS_NAME_COLUMNS, findCountryAnalysisRequests } from './find-country-analysis-requests';
import { getCountryAnalysisRequest } from './get-country-analysis-request';
import { REQUEST_TABLES } from '../request-tables';
import type { RequestKindModule } from '../kinds/request-kind';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';

const table = REQUEST_TABLES.country_analysis;

/**
 * Country-analysis requests (spec §7 `/country-analyses/manage/*`, issue 15 §1): one step, the
 * shorter status set, an active subscription to file, the manager's finished analysis attached.
 */
export const countryAnalysisKind: RequestKindModule<
  'country_analysis',
  CountryAnalysisListItem,
  CountryAnalysisListQuery,
  CountryAnalysisRequest
> = {
  kind: 'country_analysis',
  info: REQUEST_KIND_INFO.country_analysis,
  table,
  titleOf: (row) => ({
    uk: `${row.productName} — ${getCountryName(row.countryCode, 'uk')}`,
    en: `${row.productName} — ${getCountryName(row.countryCode, 'en')}`,
  }),
  productNameColumns: COUNTRY_ANALYSIS_NAME_COLUMNS,
  allApplicationsColumns: {
    // Country names come from ICU when answering, not from the database: the list shows the code.
    title: () => sql<string>`${table.productName} || ' — ' || ${table.countryCode}`,
    contactName: sql<string | null>`null::text`,
  },
  find: findCountryAnalysisRequests,
  get: getCountryAnalysisRequest,
  readForBackOffice: (options) => readBackOfficeRequest(countryAnalysisKind, options),
};
