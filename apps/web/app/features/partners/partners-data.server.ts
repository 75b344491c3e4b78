import { PARTNER_KINDS, endpoints } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import en from './content/en.json';
import ua from './content/ua.json';
import { groupPartners } from './partners-content';
import { type RouteContext } from '../../lib/app-context';
import { serverApi } from '../../lib/server-api.server';

const CONTENT = { ua, en } as const;

/** /partners: the texts and the partners (`endpoints.listPartners`) grouped by kind. */
export async function loadPartnersPage({ request, context }: { request: Request; context: RouteContext }) {
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  const content = CONTENT[locale];
  const api = serverApi({ request, context });
  const partners = await api.call(endpoints.listPartners);
  return { content, groups: groupPartners(partners, content.kinds, PARTNER_KINDS) };
}
