import { endpoints } from '@portal/contract';
import { readPage } from '../../components/back-office/list-query';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { formBody } from '../../lib/forms/form-body';
import { findChosenFile } from '../../lib/forms/posted-file';
import { uploadPostedFile } from '../../lib/forms/posted-file.server';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../lib/server-api.server';
import {
  FILE_FIELD,
  KEPT_FILE,
  SENT_PARAM,
  SUPPORT_FIELDS,
  SUPPORT_INTENT,
  SUPPORT_PATH,
  toFeedbackBody,
} from './support-values';

/** How many of the user's messages a page of the list shows. */
export const MESSAGES_PER_PAGE = 10;

/** /profile/support: a page of the user's messages with their answers, and whether one was just sent. */
export async function loadSupportPage(input: RouteInput) {
  const url = new URL(input.request.url);
  const messages = await serverApi(input).call(endpoints.listSupportMessages, {
    query: { page: readPage(url.searchParams), per_page: MESSAGES_PER_PAGE },
  });
  return { messages, isSent: url.searchParams.get(SENT_PARAM) === '1' };
}

/**
 * 'Send the message' (`POST /feedback/send`): a newly chosen file streamed to `POST /attachments`
 * first (its refusal beside the file input) and kept in the echoed values, so a submit that fails
 * on another field keeps it; then the body parsed with the entry's schema (422 beside the fields,
 * as the API would) and sent. The page opens again with the message confirmed and first in the
 * list. A plain multipart form post, the same with or without JavaScript.
 */
export function buildSupportHandlers(posted: FormData) {
  return {
    [SUPPORT_INTENT]: defineFormHandler<never>({
      fields: SUPPORT_FIELDS,
      async submit({ api, values, request }) {
        const file = findChosenFile(posted, FILE_FIELD);
        if (file) {
          const uploaded = await uploadPostedFile(api, endpoints.uploadAttachment, {
            file,
            field: FILE_FIELD,
          });
          values[KEPT_FILE.id] = uploaded.id;
          values[KEPT_FILE.name] = uploaded.file_name;
          values[KEPT_FILE.remove] = false;
        }
        const body = formBody(endpoints.sendFeedback, toFeedbackBody(values));
        await api.call(endpoints.sendFeedback, { body });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${SUPPORT_PATH}?${SENT_PARAM}=1`, locale) };
      },
    }),
  };
}
