import { asc, eq } from 'drizzle-orm';
import { sharedContacts, type Database } from '@portal/db';
import { getCountryName, type ApiLocale, type SharedContact } from '@portal/contract';
import { assertRequestOfCompany } from '../assert-request-of-company';

/**
 * `GET /profile/sales-market/get-shared-contacts/{id}`: the importers' contacts managers shared
 * on one of the company's export applications, oldest first (404 for another company's).
 */
export async function findSharedContacts(options: {
  db: Database;
  id: string;
  companyId: string;
  locale: ApiLocale;
}): Promise<SharedContact[]> {
  const { db, id, companyId, locale } = options;
  await assertRequestOfCompany({ db, kind: 'sales_market', id, companyId });
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
