import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../i18n/meta';
import { REQUESTS_RESOURCES } from '../../i18n/requests';
import type { MarketPage } from './sales-market-pages';

type MetaTexts = (typeof REQUESTS_RESOURCES)['uk']['market']['meta'];

/**
 * The head of an export-application page: its title from the `requests` catalogue (a namespace
 * route `meta` cannot reach through the main catalogue's `t`), never indexed (private pages). A
 * page of step 2 is named first ('Ринки — заявка на експорт № 1001').
 */
export function buildSalesMarketMeta(
  args: PageMetaArgs,
  key: keyof MetaTexts,
  number?: number,
  page?: MarketPage,
) {
  const locale = toApiLocale(getLocaleFromPath(args.location.pathname));
  const texts = REQUESTS_RESOURCES[locale].market;
  // An edit address that shows no page (the application can no longer change) is named as the form is.
  const template = key === 'edit' && page === undefined ? texts.edit.title : texts.meta[key];
  const title = template
    .replace('{{number}}', number === undefined ? '' : String(number))
    .replace('{{page}}', page === undefined ? '' : texts.pages.titles[page]);
  return buildPageMeta(args, { title, description: texts.meta.description, noindex: true });
}
