import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../../i18n/meta';
import { REQUESTS_RESOURCES } from '../../../i18n/requests';

type MetaTexts = (typeof REQUESTS_RESOURCES)['uk']['market']['meta'];

/**
 * The head of an export-application page: its title from the `requests` catalogue (a namespace
 * route `meta` cannot reach through the main catalogue's `t`), never indexed (private pages).
 */
export function buildSalesMarketMeta(args: PageMetaArgs, key: keyof MetaTexts, number?: number) {
  const locale = toApiLocale(getLocaleFromPath(args.location.pathname));
  const texts = REQUESTS_RESOURCES[locale].market.meta;
  const title = texts[key].replace('{{number}}', number === undefined ? '' : String(number));
  return buildPageMeta(args, { title, description: texts.description, noindex: true });
}
