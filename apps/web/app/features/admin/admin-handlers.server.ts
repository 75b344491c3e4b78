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

function defineCompanyAction(userId: string, action: CompanyAction, withReason: boolean) {
  return defineFormHandler<CompanyActionDone>({
    fields: withReason ? REASON_FIELDS : EMPTY_FIELDS,
    async submit({ api, values }) {
      await api.post(
        `/admin/companies/${encodeURIComponent(userId)}/${action}`,
        withReason ? toBody(values) : undefined,
      );
      return { data: { action } };
    },
  });
}

/** The verification actions of one company (`POST /admin/companies/{userId}/…`). */
export function createCompanyHandlers(userId: string) {
  return {
    approve: defineCompanyAction(userId, 'approve', false),
    deny: defineCompanyAction(userId, 'deny', true),
    ban: defineCompanyAction(userId, 'ban', true),
    unban: defineCompanyAction(userId, 'unban', false),
  };
}

type KindPath = 'sales-market' | 'check-list';

function defineStatusMove(kindPath: KindPath, id: string) {
  return defineFormHandler<StatusMoveDone>({
    fields: STATUS_FIELDS,
    async submit({ api, values }) {
      const body = toBody(values);
      await api.post(`/admin/${kindPath}/${encodeURIComponent(id)}/status`, body);
      return { data: { status: body.status ?? '' } };
    },
  });
}

/** An export application's forms: a status move and sharing an importer's contacts. */
export function createSalesMarketHandlers(id: string) {
  return {
    status: defineStatusMove('sales-market', id),
    'shared-contact': defineFormHandler<ContactShared>({
      fields: SHARED_CONTACT_FIELDS,
      async submit({ api, values }) {
        await api.post(`/admin/sales-market/${encodeURIComponent(id)}/shared-contacts`, toBody(values));
        return { data: { shared: true } };
      },
    }),
  };
}

/** A market-analysis request's status move. */
export function createCheckListHandlers(id: string) {
  return { status: defineStatusMove('check-list', id) };
}
