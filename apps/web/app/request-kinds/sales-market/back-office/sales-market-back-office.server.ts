import { endpoints } from '@portal/contract';
import {
  SHARED_CONTACT_FIELDS,
  SHARING_STATUSES,
  toBody,
  type ContactShared,
} from '../../../components/back-office/admin-forms';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi } from '../../../lib/server-api.server';
import {
  defineStatusMove,
  loadBackOfficeRequest,
  type LoaderInput,
} from '../../shared/back-office/request-data.server';

/** An export application for a manager, with the countries the form to share a contact offers. */
export async function loadSalesMarketRequest(input: LoaderInput, id: string) {
  const request = await loadBackOfficeRequest(input, 'sales_market', id);
  // The country list only when the form to share a contact is shown.
  const countries = SHARING_STATUSES.includes(request.application.status)
    ? await serverApi(input).call(endpoints.listCountries)
    : [];
  return { request, countries };
}

/** An export application's forms: a status move and sharing an importer's contacts. */
export function createSalesMarketHandlers(id: string) {
  return {
    status: defineStatusMove('sales_market', id),
    'shared-contact': defineFormHandler<ContactShared>({
      fields: SHARED_CONTACT_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.createAdminSharedContact, {
          params: { id },
          body: formBody(endpoints.createAdminSharedContact, toBody(values)),
        });
        return { data: { shared: true } };
      },
    }),
  };
}
