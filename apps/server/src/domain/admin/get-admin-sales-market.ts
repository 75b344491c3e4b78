import { allowedMoves, type AdminSalesMarket, type ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { findStatusHistory } from '../requests/find-status-history';
import { findSharedContacts } from '../requests/sales-market/find-shared-contacts';
import { getSalesMarketApplication } from '../requests/sales-market/get-sales-market-application';
import { getRequestCompany } from './get-request-company';

/**
 * `GET /admin/sales-market/{id}`: any company's export application, drafts included, with its
 * company, its history, the contacts shared on it and the moves a manager may make now.
 */
export async function getAdminSalesMarket(options: {
  db: Database;
  id: string;
  locale: ApiLocale;
}): Promise<AdminSalesMarket> {
  const { db, id, locale } = options;
  const { companyId, company } = await getRequestCompany({ db, kind: 'sales_market', id });
  const [application, history, sharedContacts] = await Promise.all([
    getSalesMarketApplication({ db, id, locale }),
    findStatusHistory({ db, kind: 'sales_market', requestId: id, locale }),
    findSharedContacts({ db, id, companyId, locale }),
  ]);
  return {
    application,
    company,
    history,
    allowed_moves: allowedMoves('sales_market', application.status, 'manager'),
    shared_contacts: sharedContacts,
  };
}
