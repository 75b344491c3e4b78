import { endpoints } from '@portal/contract';
import { formBody } from '../../lib/forms/form-body';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import type { FormValues } from '../../lib/forms/form-values';
import { defineFormHandler, type FormHandler } from '../../lib/forms/submit-form.server';
import {
  DELETE_BACK_FIELD,
  DELETE_DRAFT_INTENT,
  listPathAfterDelete,
} from '../../components/requests/draft-deletion';
import {
  CHECK_PAGE,
  findNextPage,
  PAGE_FIELDS,
  pagePath,
  RETURN_FIELD,
  SUBMIT_INTENT,
  toPageBody,
  toSubmitBody,
  type FormPage,
} from './sales-market-pages';
import { PERSONAL_FIELDS, type Rated } from './sales-market-values';

/** A path of the portal in the language of the page the form was posted from. */
function inPageLanguage(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

/** Step 1 creates the application (201) and leads to its product step. */
export const SALES_MARKET_CREATE_HANDLERS = {
  personal: defineFormHandler<never>({
    fields: PERSONAL_FIELDS,
    async submit({ api, values, request }) {
      const application = await api.call(endpoints.createSalesMarketApplication, {
        body: formBody(endpoints.createSalesMarketApplication, values),
      });
      return { redirectTo: inPageLanguage(request, `/profile/market/edit/${application.id}`) };
    },
  }),
};

/**
 * Step 2's pages (issue 13 §6): 'Continue' saves the page as a draft (only its fields) and opens
 * the next page, or check-your-answers when the page was opened from there; check-your-answers
 * submits the application as saved and opens its page.
 */
export function createSalesMarketEditHandlers(id: string) {
  const savePage = (page: FormPage) =>
    defineFormHandler<never>({
      fields: PAGE_FIELDS[page],
      async submit({ api, values, request }) {
        await api.call(endpoints.updateSalesMarketApplication, {
          params: { id },
          body: formBody(endpoints.updateSalesMarketApplication, toPageBody(page, values)),
        });
        const next = findNextPage(page, values[RETURN_FIELD] === CHECK_PAGE);
        return { redirectTo: inPageLanguage(request, pagePath(id, next)) };
      },
    });
  const pages: Record<FormPage, FormHandler<never>> = {
    product: savePage('product'),
    classification: savePage('classification'),
    volume: savePage('volume'),
    delivery: savePage('delivery'),
    markets: savePage('markets'),
    services: savePage('services'),
    readiness: savePage('readiness'),
    contact: savePage('contact'),
  };
  return {
    ...pages,
    [SUBMIT_INTENT]: defineFormHandler<never>({
      fields: {},
      async submit({ api, request }) {
        const application = await api.call(endpoints.getSalesMarketApplication, { params: { id } });
        await api.call(endpoints.updateSalesMarketApplication, {
          params: { id },
          body: formBody(endpoints.updateSalesMarketApplication, toSubmitBody(application)),
        });
        return { redirectTo: inPageLanguage(request, `/profile/market/${id}?sent=1`) };
      },
    }),
  };
}

/** The rating's body: an unchosen rating is left out, so the API answers 'required'. */
export function toRatingBody(values: FormValues) {
  const rating = typeof values.rating === 'string' ? values.rating : '';
  const comment = typeof values.comment === 'string' ? values.comment : '';
  return {
    ...(rating === '' ? {} : { rating: Number(rating) }),
    ...(comment.trim() === '' ? {} : { comment }),
  };
}

/**
 * The detail page's forms: deleting a draft and rating a closed application. The delete also
 * serves a list's row (issue 13 §6), which names the list to open again; the page's own opens
 * the export applications.
 */
export function createSalesMarketDetailHandlers(id: string) {
  return {
    [DELETE_DRAFT_INTENT]: defineFormHandler<never>({
      fields: { [DELETE_BACK_FIELD]: 'hidden' },
      async submit({ api, values, request }) {
        await api.call(endpoints.deleteSalesMarketApplication, { params: { id } });
        const list = listPathAfterDelete(values[DELETE_BACK_FIELD], '/profile/market');
        return { redirectTo: inPageLanguage(request, list) };
      },
    }),
    rate: defineFormHandler<Rated>({
      fields: { rating: 'text', comment: 'text' },
      async submit({ api, values }) {
        await api.call(endpoints.rateSalesMarketApplication, {
          params: { id },
          body: formBody(endpoints.rateSalesMarketApplication, toRatingBody(values)),
        });
        return { data: { rated: true } };
      },
    }),
  };
}
