import { endpoints, type VkursiAccount } from '@portal/contract';
import { type RouteContext } from '../../lib/app-context';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { OPEN_VKURSI_FIELDS, OPEN_VKURSI_INTENT } from './vkursi-access';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/** /profile/pro-services/vkursi: the person's Vkursi account, opened or not (reading needs no subscription). */
export async function loadVkursiAccount({ request, context }: LoaderInput) {
  const api = serverApi({ request, context });
  return { account: await api.call(endpoints.getVkursiAccount) };
}

/**
 * 'Open my Vkursi account' (`registerVkursiUser`). A refusal comes back as the form's error in the
 * page's language: 502 `vkursi.unavailable` (Vkursi down, nothing kept, may be tried again), 403
 * without a subscription or an approved company; the page's loader then shows the account as it is.
 */
export const VKURSI_HANDLERS = {
  [OPEN_VKURSI_INTENT]: defineFormHandler<{ account: VkursiAccount }>({
    fields: OPEN_VKURSI_FIELDS,
    async submit({ api }) {
      return { data: { account: await api.call(endpoints.registerVkursiUser, { body: {} }) } };
    },
  }),
};
