import type { MetaDescriptor } from 'react-router';
import { toApiLocale } from '@portal/contract';
import { ADMIN_RESOURCES } from '../../../i18n/admin';
import { ADMIN_ACADEMY_RESOURCES } from '../../../i18n/adminAcademy';
import { getLocaleFromPath } from '../../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../../i18n/meta';
import { getErrorTitle } from '../../../components/error-pages/error-meta';

type PageKey = keyof (typeof ADMIN_ACADEMY_RESOURCES)['uk']['meta'];

/**
 * The head of an academy back-office page, as every back-office page's (admin-meta): '<record> —
 * <page> — Back-office | <site>', never indexed; the page's name comes from this namespace.
 */
export function buildAcademyAdminMeta(args: PageMetaArgs, page: PageKey, detail?: string): MetaDescriptor[] {
  if (args.error != null) {
    return buildPageMeta(args, (t) => ({ title: getErrorTitle(t, args.error), noindex: true }));
  }
  const locale = toApiLocale(getLocaleFromPath(args.location.pathname));
  const admin = ADMIN_RESOURCES[locale].meta;
  const name = ADMIN_ACADEMY_RESOURCES[locale].meta[page];
  return buildPageMeta(args, {
    title: `${detail ? `${detail} — ${name}` : name} — ${admin.backOffice}`,
    description: admin.description,
    noindex: true,
  });
}
