import type { AdminSalesMarket, ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { salesMarketKind } from '../kinds';
import { findSharedContacts } from './find-shared-contacts';
import type { BackOfficeScope } from '../../access/scope';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';

/**
 * `GET /admin/sales-market/{id}`: an export application as the back office reads any request
 * (readBackOfficeRequest), with the contacts shared on it.
 */
export async function getAdminSalesMarket(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminSalesMarket> {
  const [{ request, ...rest }, sharedContacts] = await Promise.all([
    readBackOfficeRequest(salesMarketKind, options),
    findSharedContacts(options),
  ]);
  return { application: request, ...rest, shared_contacts: sharedContacts };
}
