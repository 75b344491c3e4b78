import { desc, eq, count } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type ApiLocale,
  type PaginationMeta,
  type PaginationQuery,
  type ProPartnerEmailBody,
  type ProPartnerRequest,
} from '@portal/contract';
import { companies, proPartnerRequests, proPartners, users, type Database } from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import {
  renderProPartnerCopyEmail,
  renderProPartnerEmail,
} from '../../integrations/mail/templates/pro-partner-email';
import { insertJob } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { companyOfScope, type ExporterScope } from '../access/scope';
import { getPublishedProPartner, type ProPartnerRow } from './find-pro-partners';
import { countPartnerEmailsToday } from './partner-email-limit';

/** The partner's page in the cabinet (without the language prefix). */
export function proPartnerPagePath(partnerId: number): string {
  return `/profile/pro-services/partners/${partnerId}`;
}

function toRequest(
  row: { id: string; comment: string; createdAt: Date },
  partner: Pick<ProPartnerRow, 'id' | 'slug' | 'nameUk' | 'nameEn' | 'kind'>,
  locale: ApiLocale,
): ProPartnerRequest {
  return {
    id: row.id,
    partner: {
      id: partner.id,
      slug: partner.slug,
      name: locale === 'en' ? partner.nameEn : partner.nameUk,
      kind: partner.kind,
    },
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /pro-partners/send-email/{id}: the request is kept, the partner gets the company card and
 * the comment (Reply-To the exporter), the exporter a copy. At most 5 a day per company: the
 * company's row is locked while today's requests are counted, so requests at once cannot pass the
 * limit (429 `pro_partner.daily_limit`, `Retry-After` until midnight in Kyiv).
 */
export async function sendProPartnerEmail(options: {
  db: Database;
  scope: ExporterScope;
  partnerId: number;
  body: ProPartnerEmailBody;
  locale: ApiLocale;
  /** The portal's public origin (config PUBLIC_URL), for the link in the exporter's copy. */
  publicUrl: string;
}): Promise<ProPartnerRequest & { emails_left_today: number }> {
  const { db, scope, partnerId, body, locale, publicUrl } = options;
  const companyId = companyOfScope(scope);
  const partner = await getPublishedProPartner(db, partnerId);
  const comment = body.comment.trim();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
    if (!company) throw new AppError('not_found', 'error.not_found');
    // Counted in a statement after the lock: its snapshot sees every request committed before it.
    const today = await countPartnerEmailsToday(tx, companyId);
    if (today.left === 0) {
      throw new AppError('too_many_requests', 'pro_partner.daily_limit', {
        headers: { 'retry-after': String(today.secondsToMidnight) },
      });
    }
    const [row] = await tx
      .insert(proPartnerRequests)
      .values({ partnerId: partner.id, companyId, userId: scope.user.id, comment })
      .returning();
    const [owner] = await tx.select().from(users).where(eq(users.id, scope.user.id));
    await insertJob(
      tx,
      MAIL_JOB,
      renderProPartnerEmail({
        to: partner.email,
        partnerName: partner.nameUk,
        company,
        user: owner!,
        comment,
      }),
    );
    const prefix = owner!.locale === 'en' ? '/en' : '';
    await insertJob(
      tx,
      MAIL_JOB,
      renderProPartnerCopyEmail({
        to: owner!.email,
        locale: owner!.locale,
        partnerName: owner!.locale === 'en' ? partner.nameEn : partner.nameUk,
        comment,
        partnerUrl: `${publicUrl}${prefix}${proPartnerPagePath(partner.id)}`,
      }),
    );
    return { ...toRequest(row!, partner, locale), emails_left_today: today.left - 1 };
  });
}

/** GET /profile/pro-partner-requests: the company's requests to partners, newest first. */
export async function findProPartnerRequests(options: {
  db: Pick<Database, 'select'>;
  scope: ExporterScope;
  locale: ApiLocale;
  query: PaginationQuery;
}): Promise<{ items: ProPartnerRequest[]; meta: PaginationMeta; emails_left_today: number }> {
  const { db, scope, locale, query } = options;
  const companyId = companyOfScope(scope);
  const where = eq(proPartnerRequests.companyId, companyId);
  const [rows, [total], today] = await Promise.all([
    db
      .select({ request: proPartnerRequests, partner: proPartners })
      .from(proPartnerRequests)
      .innerJoin(proPartners, eq(proPartners.id, proPartnerRequests.partnerId))
      .where(where)
      .orderBy(desc(proPartnerRequests.createdAt), desc(proPartnerRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(proPartnerRequests).where(where),
    countPartnerEmailsToday(db, companyId),
  ]);
  return {
    items: rows.map((row) => toRequest(row.request, row.partner, locale)),
    meta: buildPaginationMeta(total?.value ?? 0, query),
    emails_left_today: today.left,
  };
}
