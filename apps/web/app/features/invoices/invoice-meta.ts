import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { buildPageMeta, type PageMetaArgs } from '../../i18n/meta';
import { MONEY_RESOURCES } from '../../i18n/money';

/**
 * The head of an invoices page: its title from the `money` catalogue (a namespace route `meta`
 * cannot reach through the main catalogue's `t`), never indexed (private pages).
 */
export function buildInvoiceMeta(args: PageMetaArgs, number?: string) {
  const texts = MONEY_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))];
  const title =
    number === undefined ? texts.invoices.title : texts.invoice.title.replace('{{number}}', number);
  return buildPageMeta(args, { title, description: texts.invoices.description, noindex: true });
}
