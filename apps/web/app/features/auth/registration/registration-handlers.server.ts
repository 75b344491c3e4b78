import { endpoints, type AnyEndpoint } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { CABINET_HOME_PATH, REGISTRATION_PATH } from '../../../lib/session/guard';
import { COMPANY_FIELDS, MAIN_INFO_FIELDS } from '../../../components/accounts/account-fields';
import { formBody } from '../../../lib/forms/form-body';
import { CODE_FIELDS, NO_FIELDS, PHONE_FIELDS, REGISTER_FIELDS, type CodeSent } from '../auth-fields';

const to = (request: Request, path: string) =>
  localizePath(path, getLocaleFromPath(new URL(request.url).pathname));

/**
 * A finished step goes back to /auth/registration: the page is loaded again with the session
 * cookie the step may have set, the root loader reads the profile again (spec §4: the profile is
 * refetched after each step) and the next step shows.
 */
function defineStep(
  entry: AnyEndpoint,
  fields: Parameters<typeof defineFormHandler>[0]['fields'],
  next = REGISTRATION_PATH,
) {
  return defineFormHandler<null>({
    fields,
    async submit({ api, values, request }) {
      await api.call(entry, { body: formBody(entry, values) });
      return { redirectTo: to(request, next) };
    },
  });
}

/** The five registration steps of spec §4 and the calls that send their codes. */
export const REGISTRATION_HANDLERS = {
  register: defineStep(endpoints.registerAccount, REGISTER_FIELDS),
  'send-email-code': defineFormHandler<CodeSent>({
    fields: NO_FIELDS,
    async submit({ api }) {
      return { data: await api.call(endpoints.sendEmailVerificationCode) };
    },
  }),
  'email-code': defineStep(endpoints.submitEmailVerificationCode, CODE_FIELDS),
  'send-phone-code': defineFormHandler<CodeSent>({
    fields: PHONE_FIELDS,
    async submit({ api, values }) {
      const body = formBody(endpoints.sendPhoneVerificationCode, values);
      return { data: await api.call(endpoints.sendPhoneVerificationCode, { body }) };
    },
  }),
  'phone-code': defineStep(endpoints.submitPhoneVerificationCode, CODE_FIELDS),
  'main-info': defineStep(endpoints.submitRegistrationMainInfo, MAIN_INFO_FIELDS),
  'company-info': defineStep(endpoints.submitRegistrationCompanyInfo, COMPANY_FIELDS, CABINET_HOME_PATH),
};
