import { redirect } from 'react-router';
import { endpoints, type CheckListRequest } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { type ApiClient } from '../../lib/api-client';
import {
  EMPTY_CLASSIFICATION,
  loadClassificationLists,
  type ClassificationValue,
} from '../../components/requests/classification-data';
import { readCheckListFilters, toCheckListQuery } from './check-list-filters';
import { findManagerComment } from '../../components/requests/manager-comment';
import { type RouteContext } from '../../lib/app-context';
import { readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';
import { readSavedOutcome, requireId } from '../shared/request-address.server';

type LoaderInput = { request: Request; context: RouteContext };

export function getCheckListPath(id: string): string {
  return `/profile/check-list/${id}`;
}

/** /profile/check-list: one page of the company's requests under the address's filters. */
export async function loadCheckList(input: LoaderInput) {
  const url = new URL(input.request.url);
  const filters = readCheckListFilters(url.searchParams);
  const api = serverApi(input);
  const [page, categories] = await Promise.all([
    api.call(endpoints.listCheckListRequests, { query: toCheckListQuery(filters) }),
    api.call(endpoints.listCheckListCategories),
  ]);
  return { filters, ...page, categories, isDeleted: url.searchParams.get('deleted') === '1' };
}

/**
 * The reference lists the form offers: categories, areas, importing countries, the questions and
 * the classification levels of the saved choice.
 */
async function loadFormOptions(api: ApiClient, classification: ClassificationValue) {
  const [categories, areas, countries, questions, classificationLists] = await Promise.all([
    api.call(endpoints.listCheckListCategories),
    api.call(endpoints.listCheckListAreasOfActivity),
    api.call(endpoints.listGeoCountries),
    api.call(endpoints.listProgressBarQuestions, { query: { type: 'check_list' } }),
    loadClassificationLists(api, classification),
  ]);
  return { categories, areas, countries, questions, classification, classificationLists };
}

function toClassificationValue(checkList: CheckListRequest): ClassificationValue {
  const { section, group, product_item } = checkList.classification;
  return { section: section?.code ?? '', group: group?.code ?? '', productItem: product_item?.code ?? '' };
}

/** /profile/check-list/create */
export async function loadCheckListCreate(input: LoaderInput) {
  const options = await loadFormOptions(serverApi(input), EMPTY_CLASSIFICATION);
  return { ...options, checkList: null, managerComment: null };
}

function findChanges(api: ApiClient, id: string) {
  return api.call(endpoints.listCheckListStatusChanges, { query: { check_list_request_id: id } });
}

/**
 * /profile/check-list/edit/{id}: the request and the form's options. A request that may no longer
 * be changed (only `created` and `in_finalization` may, decision 014 §3) opens its page instead;
 * one sent back for changes carries the manager's latest comment.
 */
export async function loadCheckListEdit(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const api = serverApi(input);
  const checkList = await readRecord(() => api.call(endpoints.getCheckListRequest, { params: { id } }));
  if (!checkList.permissions.can_edit) {
    const locale = getLocaleFromPath(new URL(input.request.url).pathname);
    throw redirect(localizePath(getCheckListPath(id), locale));
  }
  const [options, changes] = await Promise.all([
    loadFormOptions(api, toClassificationValue(checkList)),
    checkList.status === 'in_finalization' ? findChanges(api, id) : Promise.resolve([]),
  ]);
  return { ...options, checkList, managerComment: findManagerComment(checkList.status, changes) };
}

/**
 * /profile/check-list/{id}: the request, its history and the questions' texts for its answers;
 * when a manager sent it back (or rejected it), their comment from the history, for the page's top.
 */
export async function loadCheckListDetail(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const api = serverApi(input);
  const checkList = await readRecord(() => api.call(endpoints.getCheckListRequest, { params: { id } }));
  const [changes, questions] = await Promise.all([
    findChanges(api, id),
    api.call(endpoints.listProgressBarQuestions, { query: { type: 'check_list' } }),
  ]);
  return {
    checkList,
    changes,
    questions,
    managerComment: findManagerComment(checkList.status, changes),
    saved: readSavedOutcome(new URL(input.request.url)),
  };
}
