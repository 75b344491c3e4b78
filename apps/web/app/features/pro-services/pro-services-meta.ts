import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../i18n/meta';
import { MONEY_RESOURCES } from '../../i18n/money';
import type { ProServiceKey } from './pro-services';

/** The head of a professional-services page (never indexed: cabinet pages). */
export function buildProServicesMeta(args: PageMetaArgs, service?: ProServiceKey) {
  const { pro } = MONEY_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))];
  const title = service ? pro.services[service].title : pro.title;
  return buildPageMeta(args, { title, description: pro.description, noindex: true });
}
