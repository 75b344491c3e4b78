import { redirect } from 'react-router';
import { endpoints, type IncotermItem } from '@portal/contract';
import { getLocaleFromPath, getPreferredLocale } from '../../i18n/locale';
import { formBody } from '../../lib/forms/form-body';
import { type ApiClient } from '../../lib/api-client';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import type { ImportReferences, ImportSuccess } from './import-form';
import { getMinDeadline, IMPORT_FIELDS, toImporterSaleBody } from './import-values';
import { type RouteContext } from '../../lib/app-context';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * The page is for foreign buyers, and it exists in both languages (issue 25 §10). The guard of
 * spec §2 sends /import-application to its English twin only when the visitor has not chosen
 * Ukrainian: not by the language switch (the cookie) and not by the browser's languages; a
 * visitor nothing is known about is taken for a foreign buyer.
 */
export function redirectForeignBuyerToEnglish(request: Request): void {
  const url = new URL(request.url);
  if (getLocaleFromPath(url.pathname) === 'ua' && getPreferredLocale(request, 'en') === 'en')
    throw redirect(`/en/import-application${url.search}`);
}

/** Every page of the guests' incoterms call (spec §7: paged by page number). */
async function findAllIncoterms(api: ApiClient): Promise<IncotermItem[]> {
  const first = await api.call(endpoints.listIncoterms, { query: { page: 1 } });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) =>
      api.call(endpoints.listIncoterms, { query: { page: index + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** The choices of the form: countries, currencies and the Incoterms rules. */
export async function loadImportApplication({ request, context }: LoaderInput): Promise<{
  references: ImportReferences;
}> {
  redirectForeignBuyerToEnglish(request);
  const api = serverApi({ request, context });
  const [countries, currencies, incoterms] = await Promise.all([
    api.call(endpoints.listCountries),
    api.call(endpoints.listCurrencies),
    findAllIncoterms(api),
  ]);
  return { references: { countries, currencies, incoterms, minDeadline: getMinDeadline() } };
}

export const IMPORT_HANDLERS = {
  'importer-sale': defineFormHandler<ImportSuccess>({
    fields: IMPORT_FIELDS,
    async submit({ api, values }) {
      const body = toImporterSaleBody(values);
      await api.call(endpoints.createImporterSale, { body: formBody(endpoints.createImporterSale, body) });
      return { data: { email: String(body.email) } };
    },
  }),
};
