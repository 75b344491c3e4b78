import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { FORGOT_PASSWORD_FIELDS, RESET_PASSWORD_FIELDS, type MessageData } from '../auth-fields';

/** /auth/forgot-password: the API answers the same neutral message for any address (spec §4). */
export const FORGOT_PASSWORD_HANDLERS = {
  'forgot-password': defineFormHandler<MessageData>({
    fields: FORGOT_PASSWORD_FIELDS,
    async submit({ api, values }) {
      return { data: await api.post<MessageData>('/auth/reset-password-notification', values) };
    },
  }),
};

/** /auth/create-new-password?token=: the e-mailed token and the new password. */
export const RESET_PASSWORD_HANDLERS = {
  'reset-password': defineFormHandler<MessageData>({
    fields: RESET_PASSWORD_FIELDS,
    async submit({ api, values }) {
      return { data: await api.post<MessageData>('/auth/reset-password', values) };
    },
  }),
};
