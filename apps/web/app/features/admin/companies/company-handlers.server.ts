import { endpoints } from '@portal/contract';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import {
  EMPTY_FIELDS,
  REASON_FIELDS,
  toBody,
  type CompanyActionDone,
} from '../../../components/back-office/admin-forms';

type CompanyAction = CompanyActionDone['action'];

function defineCompanyAction(userId: string, action: CompanyAction) {
  return defineFormHandler<CompanyActionDone>({
    fields: action === 'deny' || action === 'ban' ? REASON_FIELDS : EMPTY_FIELDS,
    async submit({ api, values }) {
      const params = { userId };
      switch (action) {
        case 'approve':
          await api.call(endpoints.approveAdminCompany, { params });
          break;
        case 'deny':
          await api.call(endpoints.denyAdminCompany, {
            params,
            body: formBody(endpoints.denyAdminCompany, toBody(values)),
          });
          break;
        case 'ban':
          await api.call(endpoints.banAdminCompany, {
            params,
            body: formBody(endpoints.banAdminCompany, toBody(values)),
          });
          break;
        case 'unban':
          await api.call(endpoints.unbanAdminCompany, { params });
          break;
      }
      return { data: { action } };
    },
  });
}

/** The verification actions of one company (`POST /admin/companies/{userId}/…`). */
export function createCompanyHandlers(userId: string) {
  return {
    approve: defineCompanyAction(userId, 'approve'),
    deny: defineCompanyAction(userId, 'deny'),
    ban: defineCompanyAction(userId, 'ban'),
    unban: defineCompanyAction(userId, 'unban'),
  };
}
