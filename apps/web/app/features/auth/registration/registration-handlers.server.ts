import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { CABINET_HOME_PATH, REGISTRATION_PATH } from '../../../lib/session/guard';
import { COMPANY_FIELDS, MAIN_INFO_FIELDS } from '../../../components/accounts/account-fields';
import { CODE_FIELDS, NO_FIELDS, PHONE_FIELDS, REGISTER_FIELDS, type CodeSent } from '../auth-fields';

const to = (request: Request, path: string) =>
  localizePath(path, getLocaleFromPath(new URL(request.url).pathname));

/**
 * A finished step goes back to /auth/registration: the page is loaded again with the session
 * cookie the step may have set, the root loader reads the profile again (spec §4: the profile is
 * refetched after each step) and the next step shows.
 */
function defineStep(
  path: string,
  fields: Parameters<typeof defineFormHandler>[0]['fields'],
  next = REGISTRATION_PATH,
) {
  return defineFormHandler<null>({
    fields,
    async submit({ api, values, request }) {
      await api.post(path, values);
      return { redirectTo: to(request, next) };
    },
  });
}

/** The five registration steps of spec §4 and the calls that send their codes. */
export const REGISTRATION_HANDLERS = {
  register: defineStep('/auth/register', REGISTER_FIELDS),
  'send-email-code': defineFormHandler<CodeSent>({
    fields: NO_FIELDS,
    async submit({ api }) {
      return { data: await api.post<CodeSent>('/auth/verification-email') };
    },
  }),
  'email-code': defineStep('/auth/submit-verification-email', CODE_FIELDS),
  'send-phone-code': defineFormHandler<CodeSent>({
    fields: PHONE_FIELDS,
    async submit({ api, values }) {
      return { data: await api.post<CodeSent>('/auth/verification-phone', values) };
    },
  }),
  'phone-code': defineStep('/auth/submit-verification-phone', CODE_FIELDS),
  'main-info': defineStep('/auth/submit-user-main-info', MAIN_INFO_FIELDS),
  'company-info': defineStep('/auth/submit-user-company-info', COMPANY_FIELDS, CABINET_HOME_PATH),
};
