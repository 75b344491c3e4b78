import {
  changeAdminServiceOrderStatus,
  getAdminServiceOrder,
  listAdminServiceOrder,
} from './back-office-endpoints';

/** The back office's calls of the kind that every kind has (decision 044): its queue, its page and a move. */
export const SERVICE_ORDER_CALLS = {
  backOfficeList: listAdminServiceOrder,
  backOfficeGet: getAdminServiceOrder,
  backOfficeMove: changeAdminServiceOrderStatus,
} as const;
