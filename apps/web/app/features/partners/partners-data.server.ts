import { PARTNER_KINDS, endpoints } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { createApiClient } from '../../lib/api-client';
import en from './content/en.json';
import ua from './content/ua.json';
import { groupPartners } from './partners-content';
import { getAppContext, type RouteContext } from '../../lib/app-context';

const CONTENT = { ua, en } as const;

/** /partners: the texts and the partners (`endpoints.listPartners`) grouped by kind. */
export async function loadPartnersPage({ request, context }: { request: Request; context: RouteContext }) {
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  const content = CONTENT[locale];
  const api = createApiClient({ request, apiFetch: getAppContext(context).apiFetch });
  const partners = await api.call(endpoints.listPartners);
  return { content, groups: groupPartners(partners, content.kinds, PARTNER_KINDS) };
}
