import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { streamApiFile } from '../../../lib/api-file.server';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import { readPdfUpload } from '../../../components/back-office/pdf-upload.server';
import {
  PUBLISHED_ANALYSES_PATH,
  PUBLISHED_ANALYSIS_FIELDS,
  readPublishedAnalysesQuery,
  toPublishedAnalysisBody,
  type AnalysisSaved,
} from './published-analysis-form';
import type { PublicationChanged } from '../../../components/back-office/publication';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's published country analyses (issue 15 §2): what the pages read and send. */

export async function loadPublishedAnalyses(input: RouteInput) {
  const query = readPublishedAnalysesQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminPublishedAnalyses, {
    query: { page: query.page, ...(query.state ? { state: query.state } : {}) },
  });
  return { query, ...page };
}

/** An id of the address the API could take: a whole positive number, else this page's 404. */
function toAnalysisId(id: string | undefined): number {
  const number = Number(id);
  if (!id || !/^\d{1,10}$/.test(id) || !Number.isSafeInteger(number) || number < 1) {
    notFound();
  }
  return number;
}

export async function loadPublishedAnalysis(input: RouteInput, id: string | undefined) {
  const api = serverApi(input);
  const analysisId = toAnalysisId(id);
  const [analysis, countries] = await Promise.all([
    readRecord(() => api.call(endpoints.getAdminPublishedAnalysis, { params: { id: analysisId } })),
    api.call(endpoints.listCountries),
  ]);
  return { analysis, countries };
}

export async function loadNewPublishedAnalysis(input: RouteInput) {
  return { analysis: null, countries: await serverApi(input).call(endpoints.listCountries) };
}

/**
 * A new analysis saved as a draft (`POST /admin/country-analyses`): the manager goes on in its
 * editor, where it is published. `pdf` is the file chosen in the posted form.
 */
export function createNewAnalysisHandlers(pdf: File | null) {
  return {
    analysis: defineFormHandler<AnalysisSaved>({
      fields: PUBLISHED_ANALYSIS_FIELDS,
      async submit({ api, values, request }) {
        const body = toPublishedAnalysisBody(values, await readPdfUpload(api, pdf));
        const created = await api.call(endpoints.createAdminPublishedAnalysis, { body });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${PUBLISHED_ANALYSES_PATH}/${created.id}?created=1`, locale) };
      },
    }),
  };
}

/** An analysis's editor: saved as it is (live at once when published), published, taken back. */
export function createPublishedAnalysisHandlers(id: string | undefined, pdf: File | null) {
  const params = { id: toAnalysisId(id) };
  return {
    analysis: defineFormHandler<AnalysisSaved>({
      fields: PUBLISHED_ANALYSIS_FIELDS,
      async submit({ api, values }) {
        const body = toPublishedAnalysisBody(values, await readPdfUpload(api, pdf));
        await api.call(endpoints.updateAdminPublishedAnalysis, { params, body });
        return { data: { saved: true } };
      },
    }),
    publish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.publishAdminPublishedAnalysis, { params, body: {} });
        return { data: { action: 'publish' } };
      },
    }),
    unpublish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.unpublishAdminPublishedAnalysis, { params, body: {} });
        return { data: { action: 'unpublish' } };
      },
    }),
  };
}

/** GET /admin/country-analyses/{id}/pdf: a published or draft analysis's PDF, as the API answers it. */
export function streamPublishedAnalysisPdf(input: RouteInput, id: string | undefined) {
  if (!id || !/^\d{1,10}$/.test(id)) notFound();
  return streamApiFile({ ...input, entry: endpoints.downloadAdminPublishedAnalysis, params: { id } });
}
