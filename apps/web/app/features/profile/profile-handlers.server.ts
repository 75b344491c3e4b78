import { COMPANY_FIELDS, MAIN_INFO_FIELDS } from '../../components/accounts/account-fields';
import type { FieldSpec } from '../../lib/forms/form-values';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { DIRECTOR_FIELDS, EXPERT_FIELDS, VCHASNO_FIELDS, type Saved } from './profile-fields';

/** One cabinet form, one call; afterwards every loader runs again, so the profile is fresh. */
function defineSave(path: string, fields: FieldSpec) {
  return defineFormHandler<Saved>({
    fields,
    async submit({ api, values }) {
      await api.post(path, values);
      return { data: { saved: true } };
    },
  });
}

export const PERSONAL_DATA_HANDLERS = {
  'main-data': defineSave('/profile/change-main-data', MAIN_INFO_FIELDS),
};

export const MY_COMPANY_HANDLERS = {
  company: defineSave('/profile/change-company-data', COMPANY_FIELDS),
  expert: defineSave('/profile/change-expert-data', EXPERT_FIELDS),
  director: defineSave('/profile/change-director-data', DIRECTOR_FIELDS),
  vchasno: defineSave('/profile/change-vchasno-data', VCHASNO_FIELDS),
};
