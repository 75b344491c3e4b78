import { endpoints, type HsGroup, type HsProductItem, type HsSection } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';

/** What these reads need of a client: its `call`. */
type ClassificationApi = Pick<ApiClient, 'call'>;

/** A place in the customs classification as the forms hold it: '' where not chosen. */
export type ClassificationValue = { section: string; group: string; productItem: string };

/** The options of the three selects: all sections, the chosen section's groups, the chosen group's items. */
export type ClassificationLists = {
  sections: HsSection[];
  groups: HsGroup[];
  items: HsProductItem[];
};

export const EMPTY_CLASSIFICATION: ClassificationValue = { section: '', group: '', productItem: '' };

/** The form field names of the three levels (the API's body fields). */
export const CLASSIFICATION_FIELDS = {
  section: 'hs_section',
  group: 'hs_group',
  productItem: 'hs_product_item',
} as const;

export function findGroups(
  api: ClassificationApi,
  section: string,
  signal?: AbortSignal,
): Promise<HsGroup[]> {
  return api.call(endpoints.listHsGroups, { query: { section } }, { signal, handleErrors: false });
}

export function findProductItems(
  api: ClassificationApi,
  group: string,
  signal?: AbortSignal,
): Promise<HsProductItem[]> {
  return api.call(endpoints.listHsProductItems, { query: { group } }, { signal, handleErrors: false });
}

/**
 * The lists a picker needs to show `value` at once (a loader calls this, so the page arrives
 * with its selects filled): the sections always, the groups and items of what is chosen.
 */
export async function loadClassificationLists(
  api: ClassificationApi,
  value: ClassificationValue,
): Promise<ClassificationLists> {
  const [sections, groups, items] = await Promise.all([
    api.call(endpoints.listHsSections),
    value.section ? findGroups(api, value.section).catch(() => []) : Promise.resolve([]),
    value.group ? findProductItems(api, value.group).catch(() => []) : Promise.resolve([]),
  ]);
  return { sections, groups, items };
}
