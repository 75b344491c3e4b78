import { and, asc, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import {
  FIELDS_OF_ACTIVITY,
  fieldsOfActivityForChapter,
  SUGGESTIONS_LIMIT,
  type ApiLocale,
  type MatchReason,
  type SuggestedExporter,
} from '@portal/contract';
import { companies, importerSaleShares, salesMarketApplications, users, type Database } from '@portal/db';
import { IS_COMPANY_USER, verificationCondition } from '../admin/company-verification';
import { preparedOnce } from '../../lib/prepared-queries';
import { toMatchCompany } from './present-importer-sale';

/** How many of a company's matching applications a suggestion names. */
const APPLICATIONS_NAMED = 3;

const t = salesMarketApplications;

const REASON_TEXT: Record<
  ApiLocale,
  {
    application: (number: number, name: string) => string;
    heading: (code: string) => string;
    chapter: (code: string) => string;
    field: (name: string, chapter: string) => string;
  }
> = {
  uk: {
    application: (number, name) => `Заявка на експорт № ${number} «${name}»`,
    heading: (code) => `та сама товарна позиція ${code}`,
    chapter: (code) => `та сама група ${code}`,
    field: (name, chapter) => `Сфера діяльності «${name}» охоплює групу ${chapter}`,
  },
  en: {
    application: (number, name) => `Export application No. ${number} “${name}”`,
    heading: (code) => `the same HS heading ${code}`,
    chapter: (code) => `the same HS chapter ${code}`,
    field: (name, chapter) => `Field of activity “${name}” covers HS chapter ${chapter}`,
  },
};

/** A company that may be offered the application: approved, and not yet shared with it. */
function eligibleCompany(db: Database): SQL {
  return and(
    IS_COMPANY_USER,
    verificationCondition('approved'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(importerSaleShares)
        .where(
          and(
            eq(importerSaleShares.importerSaleId, sql.placeholder('saleId')),
            eq(importerSaleShares.companyId, companies.id),
          ),
        ),
    ),
  )!;
}

/** Applications that may match: of the chapter, neither drafts nor denied (the partial index's own predicate, as it is written there). */
const matchable = and(
  eq(t.hsGroup, sql.placeholder('chapter')),
  sql`${t.status} not in ('created', 'denied')`,
);

/** What a suggestion names of a company and its exporter. */
const person = {
  companyId: companies.id,
  nameUk: companies.nameUk,
  nameEn: companies.nameEn,
  edrpouCode: companies.edrpouCode,
  fieldsOfActivity: companies.fieldsOfActivity,
  userId: users.id,
  email: users.email,
  isBanned: users.isBanned,
  isDenied: users.isDenied,
  isApproved: users.isApproved,
};

const headingApps = sql<number>`(count(*) filter (where ${t.hsProductItem} = ${sql.placeholder('heading')}))::int`;
const chapterApps = sql<number>`count(*)::int`;
/** Step 1: the eligible companies with applications in the chapter, best first. */
function rankedQuery(db: Database) {
  return preparedOnce(db, 'importer-sale.suggest.ranked', (name) =>
    db
      .select({ ...person, headingApps, chapterApps })
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(matchable, eligibleCompany(db)))
      .groupBy(companies.id, users.id)
      .orderBy(desc(headingApps), desc(chapterApps), asc(companies.nameUk), asc(companies.id))
      .limit(SUGGESTIONS_LIMIT)
      .prepare(name),
  );
}

/** Step 2: eligible companies by field of activity, by name, leaving out those of step 1. */
function byFieldQuery(db: Database) {
  return preparedOnce(db, 'importer-sale.suggest.by-field', (name) =>
    db
      .select(person)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(
        and(
          sql`${companies.fieldsOfActivity} && ${sql.placeholder('fields')}::text[]`,
          sql`not (${companies.id} = any(${sql.placeholder('ranked')}::uuid[]))`,
          eligibleCompany(db),
        ),
      )
      .orderBy(asc(companies.nameUk), asc(companies.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

/** Step 3: the matching applications of step 1's companies, the heading's first, then the latest. */
function applicationsQuery(db: Database) {
  return preparedOnce(db, 'importer-sale.suggest.applications', (name) =>
    db
      .select({
        companyId: t.companyId,
        id: t.id,
        number: t.number,
        uk: t.productNameUk,
        en: t.productNameEn,
        heading: t.hsProductItem,
      })
      .from(t)
      .where(and(matchable, sql`${t.companyId} = any(${sql.placeholder('ids')}::uuid[])`))
      .orderBy(desc(sql`${t.hsProductItem} = ${sql.placeholder('heading')}`), desc(t.number))
      .prepare(name),
  );
}

/**
 * Exporters to offer an import application to (DOMAIN.md 'Importer sales', decision 029):
 * approved companies with an export application (not a draft, not denied) in the buyer's HS
 * heading, then in its chapter, then companies whose field of activity makes goods of that
 * chapter; within each, more matching applications first, then by name. A company the
 * application was already shared with — declined included — is never offered. Best first, at
 * most SUGGESTIONS_LIMIT, each with its reasons.
 *
 * Prepared queries (decision 016) rather than one that ranks every candidate (issue 15 Target: a
 * field of activity may make every company a candidate):
 * 1. the eligible companies with applications in the chapter, counted and ranked, with what a
 *    suggestion shows of them — only the chapter's rows are read, through the partial index
 *    `sales_market_hs_match_idx`;
 * 2. only when step 1 found fewer than the limit (it then found every such company): companies
 *    by field of activity (the GIN index on `fields_of_activity`), by name;
 * 3. the matching applications of step 1's companies, named in the reasons (building them in
 *    step 1 would build them for every candidate, not only the chosen).
 */
export async function suggestExporters(options: {
  db: Database;
  sale: { id: string; hsCode: string };
  locale: ApiLocale;
}): Promise<SuggestedExporter[]> {
  const { db, sale, locale } = options;
  const heading = sale.hsCode.slice(0, 4);
  const chapter = sale.hsCode.slice(0, 2);
  const fields = fieldsOfActivityForChapter(chapter);

  const ranked = await rankedQuery(db).execute({ saleId: sale.id, heading, chapter });
  const byField =
    ranked.length < SUGGESTIONS_LIMIT && fields.length > 0
      ? await byFieldQuery(db).execute({
          saleId: sale.id,
          fields,
          ranked: ranked.map((row) => row.companyId),
          limit: SUGGESTIONS_LIMIT - ranked.length,
        })
      : [];

  const applications =
    ranked.length > 0
      ? await applicationsQuery(db).execute({ ids: ranked.map((row) => row.companyId), heading, chapter })
      : [];

  const text = REASON_TEXT[locale];
  return [...ranked, ...byField].map((person) => {
    const reasons: MatchReason[] = applications
      .filter((application) => application.companyId === person.companyId)
      .slice(0, APPLICATIONS_NAMED)
      .map((application) => {
        const sameHeading = application.heading === heading;
        const name =
          (locale === 'uk' ? application.uk || application.en : application.en || application.uk) || '—';
        return {
          kind: sameHeading ? 'same_heading' : 'same_chapter',
          code: sameHeading ? heading : chapter,
          application: { id: application.id, number: application.number, product_name: name },
          text: `${text.application(application.number, name)}: ${sameHeading ? text.heading(heading) : text.chapter(chapter)}`,
        };
      });
    for (const code of person.fieldsOfActivity) {
      const field = FIELDS_OF_ACTIVITY.find((item) => item.code === code);
      if (!field || !fields.includes(field.code)) continue;
      reasons.push({
        kind: 'field_of_activity',
        code,
        application: null,
        text: text.field(field[locale], chapter),
      });
    }
    return {
      company: toMatchCompany(
        { nameUk: person.nameUk, nameEn: person.nameEn, edrpouCode: person.edrpouCode },
        {
          id: person.userId,
          email: person.email,
          isBanned: person.isBanned,
          isDenied: person.isDenied,
          isApproved: person.isApproved,
        },
      ),
      match: reasons[0]!.kind,
      reasons,
    };
  });
}
