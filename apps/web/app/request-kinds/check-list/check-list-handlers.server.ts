import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  DELETE_BACK_FIELD,
  DELETE_DRAFT_INTENT,
  listPathAfterDelete,
} from '../../components/requests/draft-deletion';
import { CHECK_LIST_FIELDS, CHECK_LIST_INTENT, toCheckListBody } from './check-list-body';
import { requireId } from '../shared/request-address.server';
import { getCheckListPath } from './check-list-data.server';

function inLanguageOf(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

/**
 * Create (`POST /profile/check-list/manage`) or update (`/manage/{id}`) a market-analysis
 * request, then open its page, which says whether it was kept as a draft or submitted.
 */
export function buildSaveHandlers(rawId?: string) {
  const id = rawId === undefined ? undefined : requireId(rawId);
  return {
    [CHECK_LIST_INTENT]: defineFormHandler<never>({
      fields: CHECK_LIST_FIELDS,
      async submit({ api, values, request }) {
        const body = toCheckListBody(values);
        const saved = id
          ? await api.call(endpoints.updateCheckListRequest, { params: { id }, body })
          : await api.call(endpoints.createCheckListRequest, { body });
        const outcome = body.submit ? 'submitted' : saved.status === 'created' ? 'draft' : 'changes';
        return { redirectTo: inLanguageOf(request, `${getCheckListPath(saved.id)}?saved=${outcome}`) };
      },
    }),
  };
}

/**
 * Deletes a draft (`DELETE /profile/check-list/manage/{id}`; only `created` may go) and opens the
 * list: the one a list row's form names (issue 13 §6), else the market-analysis requests.
 */
export function buildDeleteHandlers(rawId: string | undefined) {
  const id = requireId(rawId);
  return {
    [DELETE_DRAFT_INTENT]: defineFormHandler<never>({
      fields: { [DELETE_BACK_FIELD]: 'hidden' },
      async submit({ api, values, request }) {
        await api.call(endpoints.deleteCheckListRequest, { params: { id } });
        const list = listPathAfterDelete(values[DELETE_BACK_FIELD], '/profile/check-list');
        return { redirectTo: inLanguageOf(request, list) };
      },
    }),
  };
}
