import type { MetaDescriptor } from 'react-router';
import { toApiLocale } from '@portal/contract';
import { getErrorTitle } from '../../../components/error-pages/error-meta';
import { ADMIN_RESOURCES } from '../../../i18n/admin';
import { ADMIN_CLUB_RESOURCES } from '../../../i18n/adminClub';
import { getLocaleFromPath } from '../../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../../i18n/meta';

/**
 * The head of a page of the back office's events, as `buildAdminMeta` makes the others':
 * '<event> — <page> — Back-office | <site>', never indexed.
 */
export function buildClubEventsMeta(
  args: PageMetaArgs,
  page: keyof (typeof ADMIN_CLUB_RESOURCES)['uk']['meta'],
  detail?: string,
): MetaDescriptor[] {
  if (args.error != null) {
    return buildPageMeta(args, (t) => ({ title: getErrorTitle(t, args.error), noindex: true }));
  }
  const locale = toApiLocale(getLocaleFromPath(args.location.pathname));
  const admin = ADMIN_RESOURCES[locale].meta;
  const name = ADMIN_CLUB_RESOURCES[locale].meta[page];
  return buildPageMeta(args, {
    title: `${detail ? `${detail} — ${name}` : name} — ${admin.backOffice}`,
    description: admin.description,
    noindex: true,
  });
}
