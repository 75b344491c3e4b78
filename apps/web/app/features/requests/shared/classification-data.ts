import type { HsGroup, HsProductItem, HsSection } from '@portal/contract';
import type { ApiClient } from '../../../lib/api-client';

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

export function findGroups(api: ApiClient, section: string, signal?: AbortSignal): Promise<HsGroup[]> {
  return api.get<HsGroup[]>('/common/hcdcs/get-groups', { query: { section }, signal, handleErrors: false });
}

export function findProductItems(
  api: ApiClient,
  group: string,
  signal?: AbortSignal,
): Promise<HsProductItem[]> {
  return api.get<HsProductItem[]>('/common/hcdcs/get-product-items', {
    query: { group },
    signal,
    handleErrors: false,
  });
}

/**
 * The lists a picker needs to show `value` at once (a loader calls this, so the page arrives
 * with its selects filled): the sections always, the groups and items of what is chosen.
 */
export async function loadClassificationLists(
  api: ApiClient,
  value: ClassificationValue,
): Promise<ClassificationLists> {
  const [sections, groups, items] = await Promise.all([
    api.get<HsSection[]>('/common/hcdcs/get-sections'),
    value.section ? findGroups(api, value.section).catch(() => []) : Promise.resolve([]),
    value.group ? findProductItems(api, value.group).catch(() => []) : Promise.resolve([]),
  ]);
  return { sections, groups, items };
}
