import { endpoints, toApiLocale, toFieldErrors, translateMessage, type AdminTariff } from '@portal/contract';
import { getLocaleFromPath } from '../../../i18n/locale';
import { ApiError } from '../../../lib/api-error';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { REASON_FIELDS, toBody } from '../admin-forms';
import {
  buildTariffFields,
  MARK_PAID_FIELDS,
  OFFICE_SETTINGS_FIELDS,
  toOfficeSettingsBody,
  toTariffBody,
  type InvoiceActionDone,
  type Saved,
} from './money-forms';

/**
 * A form the API never saw because its numbers could not be read (a price of '12,345'): the
 * same 422 the API gives, so a page without JavaScript shows the messages beside the fields.
 */
function refuse(request: Request, issues: Parameters<typeof toFieldErrors>[0]): never {
  const locale = toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
  throw new ApiError({
    status: 422,
    code: 'validation_failed',
    message: translateMessage('error.validation_failed', locale),
    fieldErrors: toFieldErrors(issues, locale),
  });
}

/** An invoice's actions (`POST /admin/invoices/{id}/…`); each answers which one succeeded. */
export function createInvoiceHandlers(id: string) {
  const params = { id };
  return {
    'mark-paid': defineFormHandler<InvoiceActionDone>({
      fields: MARK_PAID_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.markAdminInvoicePaid, {
          params,
          body: formBody(endpoints.markAdminInvoicePaid, toBody(values)),
        });
        return { data: { action: 'mark-paid' } };
      },
    }),
    cancel: defineFormHandler<InvoiceActionDone>({
      fields: REASON_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.cancelAdminInvoice, {
          params,
          body: formBody(endpoints.cancelAdminInvoice, toBody(values)),
        });
        return { data: { action: 'cancel' } };
      },
    }),
    refund: defineFormHandler<InvoiceActionDone>({
      fields: REASON_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.refundAdminInvoice, {
          params,
          body: formBody(endpoints.refundAdminInvoice, toBody(values)),
        });
        return { data: { action: 'refund' } };
      },
    }),
  };
}

/** A tariff's form: its fields follow the tariff's comparison rows, so the tariff comes first. */
export function createTariffHandlers(tariff: AdminTariff) {
  return {
    tariff: defineFormHandler<Saved>({
      fields: buildTariffFields(tariff),
      async submit({ api, values, request }) {
        const { body, issues } = toTariffBody(values, tariff);
        if (issues.length > 0) refuse(request, issues);
        await api.call(endpoints.updateAdminTariff, { params: { id: tariff.id }, body });
        return { data: { saved: true } };
      },
    }),
  };
}

/** The office's requisites (admin only: a manager's save answers the API's 403 in the form). */
export const OFFICE_SETTINGS_HANDLERS = {
  'office-settings': defineFormHandler<Saved>({
    fields: OFFICE_SETTINGS_FIELDS,
    async submit({ api, values, request }) {
      const { body, issues } = toOfficeSettingsBody(values);
      if (issues.length > 0) refuse(request, issues);
      await api.call(endpoints.updateAdminOfficeSettings, { body });
      return { data: { saved: true } };
    },
  }),
};
