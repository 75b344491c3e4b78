import { endpoints } from '@portal/contract';
import { formBody } from '../../lib/forms/form-body';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  EMPTY_FIELDS,
  REASON_FIELDS,
  SHARED_CONTACT_FIELDS,
  STATUS_FIELDS,
  toBody,
  type CompanyActionDone,
  type ContactShared,
  type StatusMoveDone,
} from './admin-forms';

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

/** The status move of either request kind (the same body and answer shape). */
type StatusMoveEntry =
  typeof endpoints.changeAdminSalesMarketStatus | typeof endpoints.changeAdminCheckListStatus;

function defineStatusMove(entry: StatusMoveEntry, id: string) {
  return defineFormHandler<StatusMoveDone>({
    fields: STATUS_FIELDS,
    async submit({ api, values }) {
      const body = toBody(values);
      await api.call(entry, { params: { id }, body: formBody(entry, body) });
      return { data: { status: body.status ?? '' } };
    },
  });
}

/** An export application's forms: a status move and sharing an importer's contacts. */
export function createSalesMarketHandlers(id: string) {
  return {
    status: defineStatusMove(endpoints.changeAdminSalesMarketStatus, id),
    'shared-contact': defineFormHandler<ContactShared>({
      fields: SHARED_CONTACT_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.createAdminSharedContact, {
          params: { id },
          body: formBody(endpoints.createAdminSharedContact, toBody(values)),
        });
        return { data: { shared: true } };
      },
    }),
  };
}

/** A market-analysis request's status move. */
export function createCheckListHandlers(id: string) {
  return { status: defineStatusMove(endpoints.changeAdminCheckListStatus, id) };
}
