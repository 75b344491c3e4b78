import { changeAdminCheckListStatus, getAdminCheckList, listAdminCheckList } from './back-office-endpoints';

/** The back office's calls of the kind that every kind has (decision 044): its queue, its page and a move. */
export const CHECK_LIST_CALLS = {
  backOfficeList: listAdminCheckList,
  backOfficeGet: getAdminCheckList,
  backOfficeMove: changeAdminCheckListStatus,
} as const;
