import type { MetaDescriptor } from 'react-router';
import { toApiLocale } from '@portal/contract';
import { ADMIN_RESOURCES } from '../../i18n/admin';
import { getLocaleFromPath } from '../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../i18n/meta';
import { getErrorTitle } from '../error-pages/error-meta';

export type AdminPageKey = keyof (typeof ADMIN_RESOURCES)['uk']['meta']['titles'];

/**
 * The head of a back-office page: '<page> — Back-office | <site>', never indexed. `detail`
 * names the record on a record's page (a company, a request's number).
 */
export function buildAdminMeta(args: PageMetaArgs, page: AdminPageKey, detail?: string): MetaDescriptor[] {
  const locale = getLocaleFromPath(args.location.pathname);
  if (args.error != null) {
    return buildPageMeta(args, (t) => ({ title: getErrorTitle(t, args.error), noindex: true }));
  }
  const texts = ADMIN_RESOURCES[toApiLocale(locale)].meta;
  const name = texts.titles[page];
  const title = `${detail ? `${detail} — ${name}` : name} — ${texts.backOffice}`;
  return buildPageMeta(args, {
    title,
    description: texts.description,
    noindex: true,
  });
}
