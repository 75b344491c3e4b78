import { endpoints, toApiLocale, toFieldErrors, translateMessage } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { formBody } from '../../lib/forms/form-body';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { toPdfUpload } from '../../components/back-office/pdf-upload.server';
import {
  EMPTY_FIELDS,
  REASON_FIELDS,
  toBody,
  type CompanyActionDone,
} from '../../components/back-office/admin-forms';

type Issues = Parameters<typeof toFieldErrors>[0];

/**
 * A form the API never saw because the page's own check refused it (a price of '12,345', a file
 * that is no PDF): the same 422 the API gives, so a page without JavaScript shows the messages
 * beside the fields.
 */
export function refuse(request: Request, issues: Issues): never {
  const locale = toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
  throw new ApiError({
    status: 422,
    code: 'validation_failed',
    message: translateMessage('error.validation_failed', locale),
    fieldErrors: toFieldErrors(issues, locale),
  });
}

/**
 * The PDF chosen in a posted form as the body's `pdf`, or undefined when none was chosen; a file
 * that is no PDF or too large is refused beside the field before anything is sent.
 */
export async function readPdfUpload(api: ApiClient, request: Request, file: File | null) {
  if (!file) return undefined;
  const read = await toPdfUpload(api, file);
  if ('problem' in read)
    refuse(request, [{ code: 'custom', path: ['pdf'], message: read.problem, input: '' }] as Issues);
  return read.upload;
}

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
