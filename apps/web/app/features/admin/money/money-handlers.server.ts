import { endpoints, type AdminTariff } from '@portal/contract';
import { formBody, FormBodyError } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { REASON_FIELDS, toBody } from '../../../components/back-office/admin-forms';
import {
  buildTariffFields,
  MARK_PAID_FIELDS,
  OFFICE_SETTINGS_FIELDS,
  toOfficeSettingsBody,
  toTariffBody,
  type InvoiceActionDone,
  type Saved,
} from './money-forms';

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
      async submit({ api, values }) {
        const { body, issues } = toTariffBody(values, tariff);
        if (issues.length > 0) throw new FormBodyError(issues);
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
    async submit({ api, values }) {
      const { body, issues } = toOfficeSettingsBody(values);
      if (issues.length > 0) throw new FormBodyError(issues);
      await api.call(endpoints.updateAdminOfficeSettings, { body });
      return { data: { saved: true } };
    },
  }),
};
