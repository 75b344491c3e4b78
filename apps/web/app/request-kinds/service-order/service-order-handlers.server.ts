import {
  endpoints,
  type CatalogService,
  type FormAnswers,
  type FormDefinition,
  type ServiceOrder,
} from '@portal/contract';
import {
  keptFileInputName,
  readDesignedAnswers,
  unscopeAnswerErrors,
} from '../../components/designed-form/designed-answers';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api-client';
import { ApiError, isApiError } from '../../lib/api-error';
import { uploadPostedFile } from '../../lib/forms/posted-file.server';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import type { FormValues } from '../../lib/forms/form-values';
import { createFormPath, orderPath } from './catalog-query';
import { toInvoicePagePath } from '../../components/money/invoice-path';
import {
  FORM_ID_FIELD,
  isPriced,
  ORDER_INTENT,
  orderFields,
  PAYMENT_METHOD_FIELD,
  type OrderCheckout,
} from './order-fields';

/**
 * The posted form as the answers its version takes: each newly chosen file streamed to
 * `POST /catalog/files` first and answered by its `{ file_id }`. The upload's id also goes into the
 * echoed values, so a submit that fails on another field keeps the file. A file the API refuses
 * (its type, its size) is the form's error beside its field.
 */
async function readAnswers(
  api: ApiClient,
  definition: FormDefinition,
  posted: FormData,
  values: FormValues,
): Promise<FormAnswers> {
  const { answers, files } = readDesignedAnswers(definition, posted);
  for (const [key, file] of Object.entries(files)) {
    const uploaded = await uploadPostedFile(api, endpoints.uploadCatalogFile, { file, field: key });
    answers[key] = { file_id: uploaded.id };
    values[keptFileInputName(key)] = uploaded.id;
  }
  return answers;
}

/** The API's errors of the answers (`answers.<key>`) put beside the inputs (`<key>`). */
function besideFields(error: unknown): unknown {
  if (!isApiError(error)) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    fieldErrors: unscopeAnswerErrors(error.fieldErrors),
  });
}

function pageOf(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

/**
 * /profile/services/create-form/{id}: `POST /catalog/data/{id}` orders the service with the answers
 * to the form's version shown (a manager publishing another meanwhile is 409: the page reloads the
 * new form with the API's message, the answers typed kept where the fields remain); the order's
 * page opens with its notice. A 422 comes back beside the fields.
 */
export function buildOrderCreateHandlers(service: CatalogService, posted: FormData) {
  const form = service.form;
  const priced = isPriced(service);
  return {
    [ORDER_INTENT]: defineFormHandler<OrderCheckout>({
      fields: form ? orderFields(form.definition, { priced }) : {},
      async submit({ api, values, request }) {
        if (!form) return { redirectTo: pageOf(request, createFormPath(service.id)) };
        const shown = Number(values[FORM_ID_FIELD]);
        const method = values[PAYMENT_METHOD_FIELD];
        const answers = await readAnswers(api, form.definition, posted, values);
        let order: ServiceOrder;
        try {
          order = await api.call(endpoints.createServiceOrder, {
            params: { id: String(service.id) },
            body: {
              form_id: Number.isInteger(shown) && shown > 0 ? shown : form.id,
              answers,
              ...(priced && (method === 'card' || method === 'bank_transfer')
                ? { payment_method: method }
                : {}),
            },
          });
        } catch (error) {
          throw besideFields(error);
        }
        return afterOrdered(api, request, order);
      },
    }),
  };
}

/**
 * Where a placed order leads: a free one to its page (sent); a priced one paid by card straight
 * to LiqPay's checkout of its invoice, by transfer to the invoice's page with the requisites. A
 * checkout that cannot be had now leaves the order on its page, whose 'Pay by card' asks again:
 * the order is never placed twice.
 */
async function afterOrdered(
  api: ApiClient,
  request: Request,
  order: ServiceOrder,
): Promise<{ redirectTo: string } | { data: OrderCheckout }> {
  const { invoice } = order;
  if (!invoice) return { redirectTo: pageOf(request, `${orderPath(order.id)}?saved=submitted`) };
  if (!invoice.can_pay) return { redirectTo: pageOf(request, toInvoicePagePath(invoice.id)) };
  try {
    return {
      data: { checkout: await api.call(endpoints.checkoutInvoice, { params: { id: invoice.id }, body: {} }) },
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { redirectTo: pageOf(request, orderPath(order.id)) };
  }
}

/**
 * /profile/services/edit/{id}: `POST /catalog/data/{service}/{order}` changes the answers to the
 * order's own form version while it may be changed; its page opens with its notice.
 */
export function buildOrderUpdateHandlers(order: ServiceOrder, posted: FormData) {
  const { definition } = order.form;
  return {
    [ORDER_INTENT]: defineFormHandler<never>({
      fields: orderFields(definition),
      async submit({ api, values, request }) {
        const answers = await readAnswers(api, definition, posted, values);
        try {
          await api.call(endpoints.updateServiceOrder, {
            params: { id: String(order.service.id), itemId: order.id },
            body: { form_id: order.form.id, answers },
          });
          return { redirectTo: pageOf(request, `${orderPath(order.id)}?saved=changes`) };
        } catch (error) {
          throw besideFields(error);
        }
      },
    }),
  };
}
