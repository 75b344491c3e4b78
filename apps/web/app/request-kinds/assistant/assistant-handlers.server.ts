import { endpoints, exporterRequestPath } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { requireId } from '../shared/request-address.server';
import { ASSISTANT_FIELDS, ASSISTANT_INTENT, toAssistantBody } from './assistant-body';
import type { AssistantSaved } from './assistant-data.server';

function requestPage(request: Request, id: string, saved: AssistantSaved): string {
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  return localizePath(`${exporterRequestPath('assistant', id)}?saved=${saved}`, locale);
}

/**
 * /profile/assistance: `POST /assistant/store` creates the request and sends it to the managers
 * at once (never a draft, decision 028), then its page opens. A 422 comes back beside the fields.
 */
export function buildAssistantCreateHandlers() {
  return {
    [ASSISTANT_INTENT]: defineFormHandler<never>({
      fields: ASSISTANT_FIELDS,
      async submit({ api, values, request }) {
        const created = await api.call(endpoints.createAssistantRequest, { body: toAssistantBody(values) });
        return { redirectTo: requestPage(request, created.id, 'submitted') };
      },
    }),
  };
}

/**
 * A request's page: a manager sent it back for more (`in_finalization`); `POST /assistant/store/{id}`
 * changes it and sends it again.
 */
export function buildAssistantResubmitHandlers(rawId: string | undefined) {
  const id = requireId(rawId);
  return {
    [ASSISTANT_INTENT]: defineFormHandler<never>({
      fields: ASSISTANT_FIELDS,
      async submit({ api, values, request }) {
        await api.call(endpoints.updateAssistantRequest, { params: { id }, body: toAssistantBody(values) });
        return { redirectTo: requestPage(request, id, 'resubmitted') };
      },
    }),
  };
}
