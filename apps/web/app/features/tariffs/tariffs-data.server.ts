import { endpoints } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { type RouteContext } from '../../lib/app-context';
import {
  PURCHASE_FIELDS,
  PURCHASE_INTENT,
  toPurchaseBody,
  toPurchaseOutcome,
  toTrialStarted,
  TRIAL_FIELDS,
  TRIAL_INTENT,
  type CardPurchase,
  type TrialStarted,
} from './purchase';
import { serverApi } from '../../lib/server-api.server';

/** /tariffs (spec §2): the plans (`listTariffs`) and the comparison (`getTariffComparison`). */
export async function loadTariffs({ request, context }: { request: Request; context: RouteContext }) {
  const api = serverApi({ request, context });
  const [plans, comparison] = await Promise.all([
    api.call(endpoints.listTariffs),
    api.call(endpoints.getTariffComparison),
  ]);
  return { plans, comparison };
}

/**
 * Buying a plan (`purchaseSubscription`) and starting the trial (`startTrial`), issue 14 §4. The
 * API's refusals (403 `money.not_approved`, 409 `money.trial_used` or `money.subscription_active`,
 * 404, 422) come back as the form's localised errors beside its button.
 */
export const TARIFF_HANDLERS = {
  [PURCHASE_INTENT]: defineFormHandler<CardPurchase>({
    fields: PURCHASE_FIELDS,
    async submit({ api, values, request }) {
      const answer = await api.call(endpoints.purchaseSubscription, { body: toPurchaseBody(values) });
      return toPurchaseOutcome(answer, getLocaleFromPath(new URL(request.url).pathname));
    },
  }),
  [TRIAL_INTENT]: defineFormHandler<TrialStarted>({
    fields: TRIAL_FIELDS,
    async submit({ api }) {
      return { data: toTrialStarted(await api.call(endpoints.startTrial, { body: {} })) };
    },
  }),
};
