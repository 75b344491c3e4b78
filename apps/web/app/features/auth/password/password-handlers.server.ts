import { endpoints } from '@portal/contract';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { FORGOT_PASSWORD_FIELDS, RESET_PASSWORD_FIELDS, type MessageData } from '../auth-fields';

/** /auth/forgot-password: the API answers the same neutral message for any address (spec §4). */
export const FORGOT_PASSWORD_HANDLERS = {
  'forgot-password': defineFormHandler<MessageData>({
    fields: FORGOT_PASSWORD_FIELDS,
    async submit({ api, values }) {
      const body = formBody(endpoints.requestPasswordReset, values);
      return { data: await api.call(endpoints.requestPasswordReset, { body }) };
    },
  }),
};

/** /auth/create-new-password?token=: the e-mailed token and the new password. */
export const RESET_PASSWORD_HANDLERS = {
  'reset-password': defineFormHandler<MessageData>({
    fields: RESET_PASSWORD_FIELDS,
    async submit({ api, values }) {
      const body = formBody(endpoints.resetPassword, values);
      return { data: await api.call(endpoints.resetPassword, { body }) };
    },
  }),
};
