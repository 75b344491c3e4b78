import { countryAnalysisRequests, type Database } from '@portal/db';
import {
  getCountryName,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type CountryAnalysisRequest,
  type ShortApplicationStatus,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { describeStoredFiles } from '../../files/stored-file';
import { findClassificationRef } from '../classification-refs';
import { findStatusHistory } from '../find-status-history';
import { getRequestPermissions } from '../request-permissions';
import { recordInScope, type RequestScope } from '../../access/scope';

/**
 * One country-analysis request (`GET /country-analyses/manage/{id}`) within the scope, with its
 * history and the finished analysis once attached: for an exporter another company's request is
 * not found (404, decision 014 §5); for the back office any request.
 */
export async function getCountryAnalysisRequest(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<CountryAnalysisRequest> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select()
    .from(countryAnalysisRequests)
    .where(recordInScope(countryAnalysisRequests, id, scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const [classification, history, files] = await Promise.all([
    findClassificationRef({
      db,
      locale,
      section: row.hsSection,
      group: row.hsGroup,
      productItem: row.hsProductItem,
    }),
    findStatusHistory({ db, scope, kind: 'country_analysis', requestId: id, locale }),
    describeStoredFiles(db, [row.resultPdfId]),
  ]);
  return {
    id: row.id,
    number: row.number,
    // The short status set is all the graph lets a country-analysis request reach.
    status: row.status as ShortApplicationStatus,
    country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
    product_name: row.productName,
    classification,
    goals: row.goals,
    comment: row.comment,
    result: row.resultAttachedAt
      ? {
          text_uk: row.resultTextUk ?? '',
          text_en: row.resultTextEn ?? '',
          pdf: (row.resultPdfId && files.get(row.resultPdfId)) || null,
          attached_at: row.resultAttachedAt.toISOString(),
        }
      : null,
    history,
    permissions: getRequestPermissions(REQUEST_KIND_INFO.country_analysis, {
      status: row.status,
      contentComplete: true,
    }),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
