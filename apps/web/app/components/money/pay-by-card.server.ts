import { endpoints, type Checkout } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { PAY_FIELDS, PAY_INTENT } from './pay-by-card';

/**
 * PayByCard's handler: LiqPay's checkout for the invoice again (`checkoutInvoice`), for the page
 * to submit. A refusal (409 `money.invoice_not_payable`: paid meanwhile, cancelled, a bank
 * transfer) is told beside the button.
 */
export function payByCardHandlers(findInvoiceId: (api: ApiClient) => string | Promise<string>) {
  return {
    [PAY_INTENT]: defineFormHandler<{ checkout: Checkout }>({
      fields: PAY_FIELDS,
      async submit({ api }) {
        const id = await findInvoiceId(api);
        return {
          data: { checkout: await api.call(endpoints.checkoutInvoice, { params: { id }, body: {} }) },
        };
      },
    }),
  };
}
