import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { FormBodyError, type BodyIssues } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { notFound } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { CANNED_ANSWER_FIELDS, toCannedAnswerBody, type CannedAnswerSaved } from './canned-answer-form';
import { CANNED_ANSWERS_PATH } from './chat-query';

function localized(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

/** /admin/chat/canned-answers: every canned answer (there are few), and whether one was just deleted. */
export async function loadCannedAnswers(input: RouteInput) {
  const { items } = await serverApi(input).call(endpoints.listCannedAnswers);
  const deleted = new URL(input.request.url).searchParams.get('deleted') === '1';
  return { answers: items, deleted };
}

/** One answer's editor: found in the list, which the API gives whole. */
export async function loadCannedAnswer(input: RouteInput, id: string | undefined) {
  const { items } = await serverApi(input).call(endpoints.listCannedAnswers);
  const answer = items.find((each) => each.id === id);
  if (!answer) notFound();
  return { answer };
}

export function createNewCannedAnswerHandlers() {
  return {
    canned: defineFormHandler<CannedAnswerSaved>({
      fields: CANNED_ANSWER_FIELDS,
      async submit({ api, values, request }) {
        const created = await api.call(endpoints.createCannedAnswer, { body: toCannedAnswerBody(values) });
        return { redirectTo: localized(request, `${CANNED_ANSWERS_PATH}/${created.id}?created=1`) };
      },
    }),
  };
}

/** The confirmation a delete needs, ticked (without script the form is its own confirmation). */
export const DELETE_CONFIRM_FIELD = 'confirm';

export function createCannedAnswerHandlers(id: string | undefined) {
  if (!id) notFound();
  const params = { id };
  return {
    canned: defineFormHandler<CannedAnswerSaved>({
      fields: CANNED_ANSWER_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.updateCannedAnswer, { params, body: toCannedAnswerBody(values) });
        return { data: { saved: true } };
      },
    }),
    delete: defineFormHandler<never>({
      fields: { [DELETE_CONFIRM_FIELD]: 'checkbox' },
      async submit({ api, values, request }) {
        if (values[DELETE_CONFIRM_FIELD] !== true) {
          throw new FormBodyError([
            { code: 'custom', path: [DELETE_CONFIRM_FIELD], message: 'validation.required', input: '' },
          ] as BodyIssues);
        }
        await api.call(endpoints.deleteCannedAnswer, { params });
        return { redirectTo: localized(request, `${CANNED_ANSWERS_PATH}?deleted=1`) };
      },
    }),
  };
}
