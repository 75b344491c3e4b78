import { eq } from 'drizzle-orm';
import {
  exporterRequestPath,
  getCountryName,
  NOTIFICATION_TITLES,
  type AdminSharedContactBodySchema,
  type ApplicationStatus,
} from '@portal/contract';
import { companies, notifications, salesMarketApplications, sharedContacts, type Database } from '@portal/db';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import { actorOfScope, recordInScope, type BackOfficeScope } from '../../access/scope';

type SharedContactBody = z.output<typeof AdminSharedContactBodySchema>;

/** An importer's contacts are shared only on an application a manager accepted and works on. */
const CONTACT_STATUSES: readonly ApplicationStatus[] = ['approved', 'in_work'];

/**
 * `POST /admin/sales-market/{id}/shared-contacts`: a manager gives the exporter an importer's
 * contacts on their export application, only while it is `approved` or `in_work` (409
 * `request.contacts_not_allowed`). In one transaction: the contact, the audit entry and the
 * exporter's portal notification (info).
 */
export async function createSharedContact(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  body: SharedContactBody;
}): Promise<void> {
  const { db, scope, id, body } = options;
  const actor = actorOfScope(scope, options.ip);
  const t = salesMarketApplications;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: t.status,
        number: t.number,
        productNameUk: t.productNameUk,
        productNameEn: t.productNameEn,
        ownerId: companies.userId,
      })
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(recordInScope(t, id, scope))
      .for('update', { of: t })
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!CONTACT_STATUSES.includes(row.status))
      throw new AppError('conflict', 'request.contacts_not_allowed');

    const [contact] = await tx
      .insert(sharedContacts)
      .values({
        applicationId: id,
        companyName: body.company_name,
        countryCode: body.country_code,
        contactName: body.contact_name ?? '',
        position: body.position ?? '',
        email: body.email ?? '',
        phone: body.phone ?? '',
        website: body.website ?? '',
        note: body.note ?? '',
        sharedBy: actor.userId,
      })
      .returning({ id: sharedContacts.id });
    await recordAudit(tx, {
      actor,
      action: 'shared_contact.create',
      entityType: 'sales_market',
      entityId: id,
      before: null,
      after: {
        shared_contact_id: contact!.id,
        company_name: body.company_name,
        country_code: body.country_code,
      },
    });
    const product = {
      uk: row.productNameUk || row.productNameEn,
      en: row.productNameEn || row.productNameUk,
    };
    const country = {
      uk: getCountryName(body.country_code, 'uk'),
      en: getCountryName(body.country_code, 'en'),
    };
    await tx.insert(notifications).values({
      userId: row.ownerId,
      type: 'info',
      title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
      text: {
        uk:
          `Експортна заявка № ${row.number}${product.uk ? ` (${product.uk})` : ''}: менеджер надав контакти ` +
          `імпортера «${body.company_name}» (${country.uk}).`,
        en:
          `Export application № ${row.number}${product.en ? ` (${product.en})` : ''}: a manager shared the ` +
          `contacts of the importer "${body.company_name}" (${country.en}).`,
      },
      link: exporterRequestPath('sales_market', id),
    });
  });
}
