import {
  changeAdminCountryAnalysisStatus,
  getAdminCountryAnalysis,
  listAdminCountryAnalysis,
} from './back-office-endpoints';

/** The back office's calls of the kind that every kind has (decision 044): its queue, its page and a move. */
export const COUNTRY_ANALYSIS_CALLS = {
  backOfficeList: listAdminCountryAnalysis,
  backOfficeGet: getAdminCountryAnalysis,
  backOfficeMove: changeAdminCountryAnalysisStatus,
} as const;
