import { checkListRequests, type Database } from '@portal/db';
import {
  CHECK_LIST_CATEGORIES,
  FIELDS_OF_ACTIVITY,
  optionLabel,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type CheckListRequest,
  type ShortApplicationStatus,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { findClassificationRef } from '../classification-refs';
import { nameCountries } from '../named-countries';
import { getRequestPermissions } from '../request-permissions';
import { recordInScope, type RequestScope } from '../../access/scope';

type Row = typeof checkListRequests.$inferSelect;

/**
 * One market-analysis request (`GET /profile/check-list/manage/{id}`), within the scope: for an
 * exporter another company's request is not found (404, decision 014 §5); for the back office
 * any request.
 */
export async function getCheckListRequest(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<CheckListRequest> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select()
    .from(checkListRequests)
    .where(recordInScope(checkListRequests, id, scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return presentCheckListRequest({ db, row, locale });
}

/** A stored request as the API answers it, its codes named in the request's language. */
export async function presentCheckListRequest(options: {
  db: Pick<Database, 'select'>;
  row: Row;
  locale: ApiLocale;
}): Promise<CheckListRequest> {
  const { db, row, locale } = options;
  const classification = await findClassificationRef({
    db,
    locale,
    section: row.hsSection,
    group: row.hsGroup,
    productItem: row.hsProductItem,
  });
  return {
    id: row.id,
    number: row.number,
    // The short status set is all the graph lets a market-analysis request reach.
    status: row.status as ShortApplicationStatus,
    category: { code: row.category, name: optionLabel(CHECK_LIST_CATEGORIES, row.category, locale) },
    area_of_activity: {
      code: row.areaOfActivity,
      name: optionLabel(FIELDS_OF_ACTIVITY, row.areaOfActivity, locale),
    },
    product_name: row.productName,
    classification,
    target_countries: nameCountries(row.targetCountries, locale),
    answers: row.answers,
    comment: row.comment,
    permissions: getRequestPermissions(REQUEST_KIND_INFO.check_list, {
      status: row.status,
      contentComplete: true,
    }),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
