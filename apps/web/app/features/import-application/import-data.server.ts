import { redirect, type AppLoadContext } from 'react-router';
import type { Country, Currency, IncotermItem, PaginationMeta } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { createApiClient } from '../../lib/api-client';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import type { ImportReferences, ImportSuccess } from './import-form';
import { getMinDeadline, IMPORT_FIELDS, toImporterSaleBody } from './import-values';

type LoaderInput = { request: Request; context: AppLoadContext };
type IncotermsPage = { items: IncotermItem[]; meta: PaginationMeta };

/** The page is for foreign buyers: one guard sends /import-application to its English twin (spec §2). */
export function redirectToEnglish(request: Request): void {
  const url = new URL(request.url);
  if (getLocaleFromPath(url.pathname) === 'ua') throw redirect(`/en/import-application${url.search}`);
}

/** Every page of the guests' incoterms call (spec §7: paged by page number). */
async function findAllIncoterms(api: ReturnType<typeof createApiClient>): Promise<IncotermItem[]> {
  const first = await api.get<IncotermsPage>('/common/get-incoterms', { query: { page: 1 } });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) =>
      api.get<IncotermsPage>('/common/get-incoterms', { query: { page: index + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** The choices of the form: countries, currencies and the Incoterms rules. */
export async function loadImportApplication({ request, context }: LoaderInput): Promise<{
  references: ImportReferences;
}> {
  redirectToEnglish(request);
  const api = createApiClient({ request, apiFetch: context.apiFetch });
  const [countries, currencies, incoterms] = await Promise.all([
    api.get<Country[]>('/common/get-countries'),
    api.get<Currency[]>('/common/get-currency'),
    findAllIncoterms(api),
  ]);
  return { references: { countries, currencies, incoterms, minDeadline: getMinDeadline() } };
}

export const IMPORT_HANDLERS = {
  'importer-sale': defineFormHandler<ImportSuccess>({
    fields: IMPORT_FIELDS,
    async submit({ api, values }) {
      const body = toImporterSaleBody(values);
      await api.post('/create/importer-sale', body);
      return { data: { email: String(body.email) } };
    },
  }),
};
