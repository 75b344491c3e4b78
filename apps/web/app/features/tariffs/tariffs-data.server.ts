import { endpoints, toApiLocale, toFieldErrors, translateMessage } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { createApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  buildSubscriptionRequestSchema,
  SUBSCRIPTION_REQUEST_FIELDS,
  SUBSCRIPTION_REQUEST_INTENT,
  toSubscriptionRequestBody,
  type SubscriptionRequestSent,
} from './subscription-request';
import { getAppContext, type RouteContext } from '../../lib/app-context';

/** /tariffs (spec §2): the plans (`listTariffs`) and the comparison (`getTariffComparison`). */
export async function loadTariffs({ request, context }: { request: Request; context: RouteContext }) {
  const api = createApiClient({ request, apiFetch: getAppContext(context).apiFetch });
  const [plans, comparison] = await Promise.all([
    api.call(endpoints.listTariffs),
    api.call(endpoints.getTariffComparison),
  ]);
  return { plans, comparison };
}

/**
 * The subscription request (subscription-request.ts): checked against the plans offered now,
 * then sent to the support mailbox with `sendFeedback`. The plan is checked here as in the
 * browser, so a page without JavaScript gets the same messages beside the same fields.
 */
export const TARIFF_HANDLERS = {
  [SUBSCRIPTION_REQUEST_INTENT]: defineFormHandler<SubscriptionRequestSent>({
    fields: SUBSCRIPTION_REQUEST_FIELDS,
    async submit({ api, values, request }) {
      const schema = buildSubscriptionRequestSchema(await api.call(endpoints.listTariffs));
      const checked = schema.safeParse(values);
      if (!checked.success) {
        const locale = toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
        throw new ApiError({
          status: 422,
          code: 'validation_failed',
          message: translateMessage('error.validation_failed', locale),
          fieldErrors: toFieldErrors(checked.error.issues, locale),
        });
      }
      const body = toSubscriptionRequestBody(values, schema.findPlan(values));
      const sent = await api.call(endpoints.sendFeedback, { body });
      return { data: { message: sent.message, email: body.email } };
    },
  }),
};
