import { data } from 'react-router';
import { endpoints } from '@portal/contract';
import { defineFormHandler, handleFormAction, type FormHandler } from '../../lib/forms/submit-form.server';
import { formBody } from '../../lib/forms/form-body';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { type RouteContext } from '../../lib/app-context';
import { ACCEPT_FIELDS, DECLINE_FIELDS, parseSharedSaleIntent, toDeclineBody } from './shared-sales-forms';
import { serverApi } from '../../lib/server-api.server';

type RouteInput = { request: Request; context: RouteContext };

/**
 * The buyers' requests shared with the company (`get-shared`, newest first), and the reasons to
 * decline one (`get-decline-questions`, in the page's language) when any still waits for an answer.
 */
export async function loadSharedSales({ request, context }: RouteInput) {
  const api = serverApi({ request, context });
  const sharedSales = await api.call(endpoints.listSharedSales);
  const declineQuestions = sharedSales.some((sale) => sale.answer === 'pending')
    ? await api.call(endpoints.listDeclineQuestions)
    : [];
  return { sharedSales, declineQuestions };
}

/** What an answered form gives the card: the share as it is now. */
export type SharedSaleAnswered = { answer: 'accepted' | 'declined' };

function defineAnswer(action: 'accept' | 'decline', id: string): FormHandler<unknown> {
  if (action === 'accept') {
    return defineFormHandler<SharedSaleAnswered>({
      fields: ACCEPT_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.acceptSharedSale, { params: { id }, body: {} });
        return { data: { answer: 'accepted' } };
      },
    });
  }
  return defineFormHandler<SharedSaleAnswered>({
    fields: DECLINE_FIELDS,
    async submit({ api, values }) {
      await api.call(endpoints.declineSharedSale, {
        params: { id },
        body: formBody(endpoints.declineSharedSale, toDeclineBody(values)),
      });
      return { data: { answer: 'declined' } };
    },
  });
}

/**
 * The route action of the cards' forms: the intent names the form and the share
 * (`accept-<id>`, `decline-<id>`); any other intent is a bad request, as for every page.
 */
export async function answerSharedSale(args: RouteInput) {
  const intent = (await args.request.clone().formData()).get(INTENT_FIELD);
  const parsed = parseSharedSaleIntent(intent);
  if (!parsed || typeof intent !== 'string') throw data({ message: 'Unknown form' }, { status: 400 });
  return handleFormAction(args, { [intent]: defineAnswer(parsed.action, parsed.shareId) });
}
