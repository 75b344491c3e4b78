import { sql, type SQL } from 'drizzle-orm';
import {
  FIELD_OF_ACTIVITY_HS_CHAPTERS,
  FIELDS_OF_ACTIVITY,
  fieldsOfActivityForChapter,
  SUGGESTIONS_LIMIT,
  type ApiLocale,
  type FieldOfActivity,
  type MatchReason,
  type SuggestedExporter,
} from '@portal/contract';
import { companies, importerSales, importerSaleShares, salesMarketApplications, users } from '@portal/db';
import { IS_COMPANY_USER, verificationCondition } from '../admin/company-verification';
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

/**
 * The fields of activity of each HS chapter, as JSON (`{"09": ["agriculture", "food"], …}`): bound
 * as a parameter of the page's query, which reads the chapter from the application's row.
 */
const FIELDS_BY_CHAPTER: string = (() => {
  const chapters = new Set(Object.values(FIELD_OF_ACTIVITY_HS_CHAPTERS).flat());
  return JSON.stringify(
    Object.fromEntries([...chapters].sort().map((chapter) => [chapter, fieldsOfActivityForChapter(chapter)])),
  );
})();

/** The values the page's query needs besides the application's id (see suggestionsJson). */
export const SUGGESTION_VALUES = { fieldsByChapter: FIELDS_BY_CHAPTER } as const;

/** The heading and chapter of the application in scope (`importer_sales`, the outer query's row). */
const heading = sql`left(${importerSales.hsCode}, 4)`;
const chapter = sql`left(${importerSales.hsCode}, 2)`;

/**
 * A company that may be offered the application (`companies` and `users` in scope): approved,
 * and not yet shared with it, declined included.
 */
const eligible: SQL = sql`${IS_COMPANY_USER} and ${verificationCondition('approved')}
  and not exists (select 1 from ${importerSaleShares}
    where ${importerSaleShares.importerSaleId} = ${importerSales.id} and ${importerSaleShares.companyId} = ${companies.id})`;

/** What a suggestion names of a company and its exporter (`companies` and `users` in scope). */
const person = sql`${companies.id} as id, ${companies.nameUk} as name_uk, ${companies.nameEn} as name_en,
  ${companies.edrpouCode} as edrpou_code, ${companies.fieldsOfActivity} as fields, ${users.id} as user_id,
  ${users.email} as email, ${users.isBanned} as is_banned, ${users.isDenied} as is_denied, ${users.isApproved} as is_approved`;

/**
 * The exporters to offer the application of the enclosing query's row (`importer_sales`) to, as
 * JSON text, best first (DOMAIN.md 'Importer sales', decision 029): approved companies with an
 * export application (not a draft, not denied) in the buyer's HS heading, then in its chapter,
 * then companies whose field of activity makes goods of that chapter; within each, more matching
 * applications first, then by name. A company the application was already shared with —
 * declined included — is never offered. At most SUGGESTIONS_LIMIT, each with its matching
 * applications (the heading's first, then the latest, at most APPLICATIONS_NAMED).
 *
 * One subquery of the page's one statement (issue 15 Target: each round trip to PostgreSQL costs
 * both processes more CPU than the work it carries):
 * - `counted`: the chapter's applications counted per company — only the chapter's rows are
 *   read, through the partial index `sales_market_hs_match_idx` (index-only), and only then
 *   joined to their companies, so a field of activity that makes every company a candidate
 *   costs nothing more;
 * - `ranked`: the eligible ones of those, ranked, the first SUGGESTIONS_LIMIT;
 * - `by_field`: only when `ranked` has fewer than the limit (its LIMIT is then above 0; at 0
 *   PostgreSQL does not run it), eligible companies by field of activity (the GIN index on
 *   `fields_of_activity`) that have no application in the chapter, by name — with fewer than
 *   the limit ranked, every eligible company with such an application is in `ranked`;
 * - the applications named, read for the chosen companies only.
 * Binds `fieldsByChapter` (SUGGESTION_VALUES).
 */
export const suggestionsJson = sql<string | null>`(
  with counted as (
    select ${t.companyId} as company_id,
      (count(*) filter (where ${t.hsProductItem} = ${heading}))::int as heading_apps,
      count(*)::int as chapter_apps
    from ${t}
    where ${t.hsGroup} = ${chapter} and ${t.status} not in ('created', 'denied')
    group by ${t.companyId}
  ),
  ranked as (
    select ${person}, row_number() over (
      order by counted.heading_apps desc, counted.chapter_apps desc, ${companies.nameUk}, ${companies.id}) as k
    from counted
    join ${companies} on ${companies.id} = counted.company_id
    join ${users} on ${users.id} = ${companies.userId}
    where ${eligible}
    order by counted.heading_apps desc, counted.chapter_apps desc, ${companies.nameUk}, ${companies.id}
    limit ${sql.raw(String(SUGGESTIONS_LIMIT))}
  ),
  by_field as (
    select ${person}, ${sql.raw(String(SUGGESTIONS_LIMIT))} + row_number() over (order by ${companies.nameUk}, ${companies.id}) as k
    from ${companies}
    join ${users} on ${users.id} = ${companies.userId}
    where ${companies.fieldsOfActivity} && array(
        select jsonb_array_elements_text(${sql.placeholder('fieldsByChapter')}::jsonb -> ${chapter}))
      and not exists (select 1 from counted where counted.company_id = ${companies.id})
      and ${eligible}
    order by ${companies.nameUk}, ${companies.id}
    limit (${sql.raw(String(SUGGESTIONS_LIMIT))} - (select count(*) from ranked))
  ),
  chosen as (select * from ranked union all select * from by_field)
  select json_agg(json_build_object(
    'name_uk', chosen.name_uk, 'name_en', chosen.name_en, 'edrpou_code', chosen.edrpou_code,
    'fields', chosen.fields, 'user_id', chosen.user_id, 'email', chosen.email,
    'is_banned', chosen.is_banned, 'is_denied', chosen.is_denied, 'is_approved', chosen.is_approved,
    'applications', (
      select json_agg(json_build_object('id', a.id, 'number', a.number, 'uk', a.uk, 'en', a.en, 'heading', a.heading)
        order by a.heading = ${heading} desc, a.number desc)
      from (
        select ${t.id} as id, ${t.number} as number, ${t.productNameUk} as uk, ${t.productNameEn} as en,
          ${t.hsProductItem} as heading
        from ${t}
        where ${t.companyId} = chosen.id and ${t.hsGroup} = ${chapter} and ${t.status} not in ('created', 'denied')
        order by ${t.hsProductItem} = ${heading} desc, ${t.number} desc
        limit ${sql.raw(String(APPLICATIONS_NAMED))}
      ) a
    )
  ) order by chosen.k)::text
  from chosen
)`;

/** A suggestion as suggestionsJson gives it. */
type SuggestionJson = {
  name_uk: string;
  name_en: string;
  edrpou_code: string;
  fields: string[] | null;
  user_id: string;
  email: string;
  is_banned: boolean;
  is_denied: boolean;
  is_approved: boolean;
  /** Best first; null for a company suggested by its field of activity only. */
  applications: { id: string; number: number; uk: string; en: string; heading: string }[] | null;
};

/**
 * The suggestions of suggestionsJson's answer, with their reasons in `locale`: the matching
 * applications first, then the fields of activity that cover the chapter.
 */
export function toSuggestions(json: string | null, hsCode: string, locale: ApiLocale): SuggestedExporter[] {
  if (json === null) return [];
  const heading = hsCode.slice(0, 4);
  const chapter = hsCode.slice(0, 2);
  const fields: readonly string[] = fieldsOfActivityForChapter(chapter);
  const text = REASON_TEXT[locale];
  return (JSON.parse(json) as SuggestionJson[]).map((person) => {
    const reasons: MatchReason[] = (person.applications ?? []).map((application) => {
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
    for (const code of person.fields ?? []) {
      const field = FIELDS_OF_ACTIVITY.find((item) => item.code === (code as FieldOfActivity));
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
        { nameUk: person.name_uk, nameEn: person.name_en, edrpouCode: person.edrpou_code },
        {
          id: person.user_id,
          email: person.email,
          isBanned: person.is_banned,
          isDenied: person.is_denied,
          isApproved: person.is_approved,
        },
      ),
      match: reasons[0]!.kind,
      reasons,
    };
  });
}
