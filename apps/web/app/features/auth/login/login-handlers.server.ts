import { endpoints } from '@portal/contract';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { LOGIN_FIELDS, TWO_FACTOR_FIELDS, type LoginData } from '../auth-fields';
import { getSignedInTarget } from '../sign-in-target';

/**
 * Sign-in (spec §4, §7): e-mail and password, then the authenticator code when 2FA is on. Both
 * steps redirect to the same target (getSignedInTarget): the answer's role sends staff straight
 * to /admin (issue 13 §6), and the guard would send them there from any cabinet page anyway
 * (login-landing.test.ts follows both).
 */
export const LOGIN_HANDLERS = {
  login: defineFormHandler<LoginData>({
    fields: LOGIN_FIELDS,
    async submit({ api, values, request }) {
      const body = formBody(endpoints.signInWithPassword, values);
      const result = await api.call(endpoints.signInWithPassword, { body });
      if (result.requires_2fa) return { data: { challenge: result.challenge } };
      return { redirectTo: getSignedInTarget(request.url, result.registration_step, result.role) };
    },
  }),
  'two-factor': defineFormHandler<LoginData>({
    fields: TWO_FACTOR_FIELDS,
    async submit({ api, values, request }) {
      const body = formBody(endpoints.signInWithTwoFactorCode, values);
      const result = await api.call(endpoints.signInWithTwoFactorCode, { body });
      if (result.requires_2fa) return { data: { challenge: result.challenge } };
      return { redirectTo: getSignedInTarget(request.url, result.registration_step, result.role) };
    },
  }),
};
