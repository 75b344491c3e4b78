import { endpoints, type AnyEndpoint } from '@portal/contract';
import { COMPANY_FIELDS, MAIN_INFO_FIELDS } from '../../components/accounts/account-fields';
import { formBody } from '../../lib/forms/form-body';
import type { FieldSpec } from '../../lib/forms/form-values';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { DIRECTOR_FIELDS, EXPERT_FIELDS, NO_FIELDS, VCHASNO_FIELDS, type Saved } from './profile-fields';

/** One cabinet form, one call; afterwards every loader runs again, so the profile is fresh. */
function defineSave(entry: AnyEndpoint, fields: FieldSpec) {
  return defineFormHandler<Saved>({
    fields,
    async submit({ api, values }) {
      await api.call(entry, { body: formBody(entry, values) });
      return { data: { saved: true } };
    },
  });
}

export const PERSONAL_DATA_HANDLERS = {
  'main-data': defineSave(endpoints.updateProfileMainData, MAIN_INFO_FIELDS),
};

export const MY_COMPANY_HANDLERS = {
  company: defineSave(endpoints.updateProfileCompanyData, COMPANY_FIELDS),
  // Issue 25 §1: a denied company, its data corrected, goes back to the managers' queue.
  resubmit: defineSave(endpoints.resubmitCompanyVerification, NO_FIELDS),
  expert: defineSave(endpoints.updateProfileExpertData, EXPERT_FIELDS),
  director: defineSave(endpoints.updateProfileDirectorData, DIRECTOR_FIELDS),
  vchasno: defineSave(endpoints.updateProfileVchasnoData, VCHASNO_FIELDS),
};
