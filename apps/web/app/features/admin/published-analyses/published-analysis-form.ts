import {
  AdminPublishedAnalysisBodySchema,
  type AdminPublishedAnalysis,
  type AdminPublishedAnalysisBody,
  type PdfUpload,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf, readPage } from '../../../components/back-office/list-query';

/**
 * The office's published country analyses (issue 15 §2, decision 028): the editor's fields, the
 * body it sends, and the list's filters.
 */

/** The back office's list and its editor. */
export const PUBLISHED_ANALYSES_PATH = '/admin/country-analyses';

export const PUBLISHED_ANALYSIS_LIMITS = {
  titleMax: 300,
  summaryMax: 1000,
  bodyMax: 50_000,
} as const;

/** Named by the body's paths (`title.uk`), so the API's 422 errors land beside their fields. */
export const PUBLISHED_ANALYSIS_FIELDS: FieldSpec = {
  country_code: 'text',
  hs_code: 'text',
  'title.uk': 'text',
  'title.en': 'text',
  'summary.uk': 'text',
  'summary.en': 'text',
  'body.uk': 'text',
  'body.en': 'text',
  /** The new PDF, a file the route's action reads from the multipart form. */
  pdf: 'text',
  /** Ticked: the stored PDF is removed (when no new one is chosen). */
  remove_pdf: 'checkbox',
};

export type AnalysisSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/**
 * The editor as the body of `POST /admin/country-analyses` or `PUT …/{id}`: an empty HS code is
 * an analysis of every product (null); a new PDF replaces the stored one, 'remove' with none
 * chosen removes it (null), and otherwise the stored one is kept (left out).
 */
export function toPublishedAnalysisBody(
  values: FormValues,
  pdf: PdfUpload | undefined,
): AdminPublishedAnalysisBody {
  const hsCode = text(values, 'hs_code').trim();
  const body: AdminPublishedAnalysisBody = {
    country_code: text(values, 'country_code'),
    hs_code: hsCode === '' ? null : hsCode,
    title: bilingual(values, 'title'),
    summary: bilingual(values, 'summary'),
    body: bilingual(values, 'body'),
  };
  if (pdf) body.pdf = pdf;
  else if (values.remove_pdf === true) body.pdf = null;
  return body;
}

/** The browser's check: the contract's schema on the body the editor sends (the PDF is its field's). */
export const PUBLISHED_ANALYSIS_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminPublishedAnalysisBodySchema.safeParse(
      toPublishedAnalysisBody(value as FormValues, undefined),
      params,
    ),
};

/** The editor's starting values: the saved analysis, or empty for a new one. */
export function toEditorValues(analysis: AdminPublishedAnalysis | null) {
  const empty = { uk: '', en: '' };
  return {
    country_code: analysis?.country.code ?? '',
    hs_code: analysis?.hs?.code ?? '',
    title: analysis?.title ?? empty,
    summary: analysis?.summary ?? empty,
    body: analysis?.body ?? empty,
  };
}

export type PublishedState = 'published' | 'draft';
export const PUBLISHED_STATES: readonly PublishedState[] = ['published', 'draft'];
export type PublishedAnalysesQuery = { state: PublishedState | undefined; page: number };

/** The list's query from the page's address: a state (none: both) and the page. */
export function readPublishedAnalysesQuery(params: URLSearchParams): PublishedAnalysesQuery {
  return { state: readOneOf(params, 'state', PUBLISHED_STATES), page: readPage(params) };
}
