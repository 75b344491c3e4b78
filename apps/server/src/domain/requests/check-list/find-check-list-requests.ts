import { eq } from 'drizzle-orm';
import { checkListRequests } from '@portal/db';
import {
  CHECK_LIST_CATEGORIES,
  optionLabel,
  type CheckListListItem,
  type CheckListListQuery,
  type ShortApplicationStatus,
} from '@portal/contract';
import type { RequestListOptions } from '../kinds/request-kind';
import { findKindPage, type ListPage } from '../list-filters';

const t = checkListRequests;

/** The columns a list's search matches by product name. */
export const CHECK_LIST_NAME_COLUMNS = [t.productName];

/** Market-analysis requests (`GET /profile/check-list/manage`, the queue): findKindPage, filtered by category too. */
export function findCheckListRequests(
  options: RequestListOptions<CheckListListQuery>,
): Promise<ListPage<CheckListListItem>> {
  const { locale, query } = options;
  return findKindPage({
    ...options,
    kind: 'check_list',
    productNames: CHECK_LIST_NAME_COLUMNS,
    conditions: (bound) => {
      if (!query.category) return [];
      bound.mark('category');
      return [eq(t.category, bound.bind(query.category))];
    },
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      category: t.category,
      productName: t.productName,
      targetCountries: t.targetCountries,
      createdAt: t.createdAt,
      statusChangedAt: t.statusChangedAt,
    },
    toItem: (row): CheckListListItem => ({
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      category: { code: row.category, name: optionLabel(CHECK_LIST_CATEGORIES, row.category, locale) },
      product_name: row.productName,
      target_countries: row.targetCountries,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    }),
  });
}
