import { exporterRequestPath } from '@portal/contract';

/** A request's page (spec §2 /profile/analysis-applications/{id}), as a Ukrainian path. */
export function getCountryAnalysisPath(id: string): string {
  return exporterRequestPath('country_analysis', id);
}

/** The finished analysis's PDF: a resource route beside the request's page (a plain link's target). */
export function getCountryAnalysisPdfPath(id: string): string {
  return `${getCountryAnalysisPath(id)}/pdf`;
}
