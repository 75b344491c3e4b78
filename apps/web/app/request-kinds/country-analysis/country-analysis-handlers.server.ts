import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  DELETE_BACK_FIELD,
  DELETE_DRAFT_INTENT,
  listPathAfterDelete,
} from '../../components/requests/draft-deletion';
import { requireId } from '../shared/request-address.server';
import {
  COUNTRY_ANALYSIS_FIELDS,
  COUNTRY_ANALYSIS_INTENT,
  toCountryAnalysisBody,
} from './country-analysis-body';
import { getCountryAnalysisPath } from './country-analysis-paths';

/** The company's country-analysis requests (spec §2). */
export const COUNTRY_ANALYSIS_LIST_PATH = '/profile/analysis-applications';

function inLanguageOf(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

/**
 * Create (`POST /country-analyses/manage/store`) or update (`store/{id}`) a country-analysis
 * request, then open its page, which says whether it was kept as a draft or submitted. The API's
 * 422 comes back to the form beside its fields; its 403 `subscription.required` as the form's
 * alert (the gate in front of the create page makes it rare).
 */
export function buildCountryAnalysisSaveHandlers(rawId?: string) {
  const id = rawId === undefined ? undefined : requireId(rawId);
  return {
    [COUNTRY_ANALYSIS_INTENT]: defineFormHandler<never>({
      fields: COUNTRY_ANALYSIS_FIELDS,
      async submit({ api, values, request }) {
        const body = toCountryAnalysisBody(values);
        const saved = id
          ? await api.call(endpoints.updateCountryAnalysisRequest, { params: { id }, body })
          : await api.call(endpoints.createCountryAnalysisRequest, { body });
        const outcome = body.submit ? 'submitted' : saved.status === 'created' ? 'draft' : 'changes';
        return { redirectTo: inLanguageOf(request, `${getCountryAnalysisPath(saved.id)}?saved=${outcome}`) };
      },
    }),
  };
}

/**
 * Deletes a draft (`DELETE /country-analyses/manage/{id}`; only `created` may go) and opens the
 * list the form came from (a row of /profile/applications), else the country-analysis requests.
 */
export function buildCountryAnalysisDeleteHandlers(rawId: string | undefined) {
  const id = requireId(rawId);
  return {
    [DELETE_DRAFT_INTENT]: defineFormHandler<never>({
      fields: { [DELETE_BACK_FIELD]: 'hidden' },
      async submit({ api, values, request }) {
        await api.call(endpoints.deleteCountryAnalysisRequest, { params: { id } });
        const list = listPathAfterDelete(values[DELETE_BACK_FIELD], COUNTRY_ANALYSIS_LIST_PATH);
        return { redirectTo: inLanguageOf(request, list) };
      },
    }),
  };
}
