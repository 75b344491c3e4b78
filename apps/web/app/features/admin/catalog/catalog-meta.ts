import type { MetaDescriptor } from 'react-router';
import { toApiLocale } from '@portal/contract';
import { getErrorTitle } from '../../../components/error-pages/error-meta';
import { ADMIN_RESOURCES } from '../../../i18n/admin';
import { ADMIN_CATALOG_RESOURCES } from '../../../i18n/adminCatalog';
import { getLocaleFromPath } from '../../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../../i18n/meta';

type PageKey = keyof (typeof ADMIN_CATALOG_RESOURCES)['uk']['meta'];

/**
 * The head of a catalogue page of the back office, as `buildAdminMeta` makes the others':
 * '<record> — <page> — Back-office | <site>', never indexed; the page's name from this namespace.
 */
export function buildCatalogAdminMeta(args: PageMetaArgs, page: PageKey, detail?: string): MetaDescriptor[] {
  if (args.error != null) {
    return buildPageMeta(args, (t) => ({ title: getErrorTitle(t, args.error), noindex: true }));
  }
  const locale = toApiLocale(getLocaleFromPath(args.location.pathname));
  const admin = ADMIN_RESOURCES[locale].meta;
  const name = ADMIN_CATALOG_RESOURCES[locale].meta[page];
  const title = `${detail ? `${detail} — ${name}` : name} — ${admin.backOffice}`;
  return buildPageMeta(args, { title, description: admin.description, noindex: true });
}
