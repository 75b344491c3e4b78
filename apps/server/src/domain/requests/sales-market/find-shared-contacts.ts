import { asc, eq } from 'drizzle-orm';
import { sharedContacts, type Database } from '@portal/db';
import { getCountryName, type ApiLocale, type SharedContact } from '@portal/contract';
import { type RequestScope } from '../../access/scope';
import { assertRequestInScope } from '../request-scope';

/**
 * `GET /profile/sales-market/get-shared-contacts/{id}`: the importers' contacts managers shared
 * on an export application within the scope, oldest first (an exporter: 404 for another
 * company's; the back office's view of any application).
 */
export async function findSharedContacts(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<SharedContact[]> {
  const { db, scope, id, locale } = options;
  await assertRequestInScope({ db, scope, kind: 'sales_market', id });
  const rows = await db
    .select()
    .from(sharedContacts)
    .where(eq(sharedContacts.applicationId, id))
    .orderBy(asc(sharedContacts.createdAt), asc(sharedContacts.id));
  return rows.map((row) => ({
    id: row.id,
    company_name: row.companyName,
    country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
    contact_name: row.contactName,
    position: row.position,
    email: row.email,
    phone: row.phone,
    website: row.website,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  }));
}
