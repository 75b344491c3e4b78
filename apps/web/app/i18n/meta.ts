import type { MetaDescriptor } from 'react-router';
import type { TFunction } from 'i18next';
import { LOCALE_ISO } from '@portal/contract';
import { getFixedT } from './i18n';
import { getLocaleFromPath } from './locale';

type PageText = { title: string; description: string };

/**
 * Title, description and Open Graph tags of a page in the language of its URL. `meta` runs
 * outside React (and for error pages without loader data), so the path decides the language.
 */
export function buildMeta(pathname: string, pick: (t: TFunction) => PageText): MetaDescriptor[] {
  const locale = getLocaleFromPath(pathname);
  const { title, description } = pick(getFixedT(locale));
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: LOCALE_ISO[locale].replace('-', '_') },
  ];
}

/** 'Page | Exporters portal'. */
export function formatTitle(t: TFunction, title: string): string {
  return t('meta.titleTemplate', { title });
}
