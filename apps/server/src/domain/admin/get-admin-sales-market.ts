import { allowedMoves, type AdminSalesMarket, type ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { findStatusHistory } from '../requests/find-status-history';
import { findSharedContacts } from '../requests/sales-market/find-shared-contacts';
import { getSalesMarketApplication } from '../requests/sales-market/get-sales-market-application';
import type { BackOfficeScope } from '../requests/request-scope';
import { getRequestCompany } from './get-request-company';

/**
 * `GET /admin/sales-market/{id}`: any company's export application, drafts included, with its
 * company, its history, the contacts shared on it and the moves a manager may make now.
 */
export async function getAdminSalesMarket(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminSalesMarket> {
  const { db, scope, id, locale } = options;
  const { company } = await getRequestCompany({ db, scope, kind: 'sales_market', id });
  const [application, history, sharedContacts] = await Promise.all([
    getSalesMarketApplication({ db, scope, id, locale }),
    findStatusHistory({ db, scope, kind: 'sales_market', requestId: id, locale }),
    findSharedContacts({ db, scope, id, locale }),
  ]);
  return {
    application,
    company,
    history,
    allowed_moves: allowedMoves('sales_market', application.status, 'manager'),
    shared_contacts: sharedContacts,
  };
}
