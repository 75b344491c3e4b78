import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminEvent, AdminEventRegistration, ApiLocale } from '@portal/contract';
import { clubEventRegistrations, companies, users, type Database } from '@portal/db';
import { toCsv } from '../../lib/csv';
import type { BackOfficeScope } from '../access/scope';
import { getAdminEvent } from './admin-event-view';

const registrant = alias(users, 'registrant');

/** The order of the list: seats, then the waiting list in its order, then the places given back. */
const STATUS_RANK = sql`case ${clubEventRegistrations.status} when 'registered' then 0 when 'waiting' then 1 else 2 end`;

/**
 * GET /admin/events/{id}/registrations: every place at the event — seats, the waiting list with
 * each company's place in it (the order of `GET /events`' `waiting_position`), the cancelled —
 * with the company and the person who registered; 404 for an unknown event.
 */
export async function findAdminEventRegistrations(options: {
  db: Pick<Database, 'select'>;
  scope: BackOfficeScope;
  id: number;
}): Promise<{ event: AdminEvent; registrations: AdminEventRegistration[] }> {
  const event = await getAdminEvent(options);
  const rows = await options.db
    .select({ place: clubEventRegistrations, company: companies, owner: users, person: registrant })
    .from(clubEventRegistrations)
    .innerJoin(companies, eq(companies.id, clubEventRegistrations.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(registrant, eq(registrant.id, clubEventRegistrations.userId))
    .where(eq(clubEventRegistrations.eventId, event.id))
    .orderBy(STATUS_RANK, asc(clubEventRegistrations.createdAt), asc(clubEventRegistrations.id));
  let waiting = 0;
  const registrations = rows.map(({ place, company, owner, person }) => {
    const contact = person ?? owner;
    return {
      id: place.id,
      company_user_id: owner.id,
      company_name: company.nameUk,
      company_name_en: company.nameEn,
      edrpou_code: company.edrpouCode,
      contact_name: [contact.name, contact.surname].filter(Boolean).join(' '),
      email: contact.email,
      phone: contact.phone ?? '',
      status: place.status,
      waiting_position: place.status === 'waiting' ? ++waiting : null,
      registered_at: place.createdAt.toISOString(),
    };
  });
  return { event, registrations };
}

const STATUS_WORDS: Record<ApiLocale, Record<AdminEventRegistration['status'], string>> = {
  uk: { registered: 'зареєстровано', waiting: 'у списку очікування', cancelled: 'скасовано' },
  en: { registered: 'registered', waiting: 'waiting', cancelled: 'cancelled' },
};

const CSV_HEADER: Record<ApiLocale, string[]> = {
  uk: [
    'Компанія',
    'Компанія (англ.)',
    'ЄДРПОУ',
    'Контактна особа',
    'E-mail',
    'Телефон',
    'Статус',
    'Місце в черзі',
    'Дата реєстрації',
  ],
  en: [
    'Company',
    'Company (English)',
    'EDRPOU',
    'Contact person',
    'E-mail',
    'Phone',
    'Status',
    'Waiting position',
    'Registered',
  ],
};

/**
 * The registrations as CSV, as the country actions' participants are (decision 029 §3): UTF-8
 * with a BOM, CRLF lines, each field through the same guard against spreadsheet formulas; the
 * headings and statuses in the request's language, the date ISO 8601.
 */
export function toRegistrationsCsv(registrations: AdminEventRegistration[], locale: ApiLocale): string {
  return toCsv([
    CSV_HEADER[locale],
    ...registrations.map((row) => [
      row.company_name,
      row.company_name_en,
      row.edrpou_code,
      row.contact_name,
      row.email,
      row.phone,
      STATUS_WORDS[locale][row.status],
      row.waiting_position === null ? '' : String(row.waiting_position),
      row.registered_at,
    ]),
  ]);
}
