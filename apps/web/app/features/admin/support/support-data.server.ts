import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { readRecord } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { ANSWER_FIELDS, ANSWER_INTENT, ANSWERED_PARAM } from './support-answer-form';
import { readSupportMessagesQuery, SUPPORT_MESSAGES_PATH } from './support-query';

/** /admin/support: a page of the messages under the address's tab, topic and words, with the tabs' counts. */
export async function loadAdminSupportMessages(input: RouteInput) {
  const query = readSupportMessagesQuery(new URL(input.request.url).searchParams);
  const list = await serverApi(input).call(endpoints.listAdminSupportMessages, { query });
  return { query, ...list };
}

/** /admin/support/{id}: one message with its answer; an unknown one is the back office's 404 page. */
export async function loadAdminSupportMessage(input: RouteInput, id: string | undefined) {
  const url = new URL(input.request.url);
  const message = await readRecord(() =>
    serverApi(input).call(endpoints.getAdminSupportMessage, { params: { id: id ?? '' } }),
  );
  return { message, isJustAnswered: url.searchParams.get(ANSWERED_PARAM) === '1' };
}

/**
 * 'Send answer' (`POST /admin/support/{id}/answer`): the text parsed with the entry's schema first
 * (422 beside the field), then sent; the page opens again showing the answer, who gave it and when.
 * A message answered meanwhile by someone else is the API's 409 in the form's alert.
 */
export function buildSupportAnswerHandlers(id: string) {
  return {
    [ANSWER_INTENT]: defineFormHandler<never>({
      fields: ANSWER_FIELDS,
      async submit({ api, values, request }) {
        const body = formBody(endpoints.answerSupportMessage, { text: values.text });
        await api.call(endpoints.answerSupportMessage, { params: { id }, body });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${SUPPORT_MESSAGES_PATH}/${id}?${ANSWERED_PARAM}=1`, locale) };
      },
    }),
  };
}
