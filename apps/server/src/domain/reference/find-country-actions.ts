import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { countryActions, geoCountries, type Database } from '@portal/db';
import { getCountryName, isBlockedCountry, type ApiLocale, type CountryAction } from '@portal/contract';

/** The portal's calendar day: events end in Ukraine's time, whatever the server's zone. */
export function getTodayInKyiv(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Country actions not yet ended (`ends_on` today or later), of one importing country or all,
 * by start date.
 */
export async function findCountryActions(options: {
  db: Database;
  locale: ApiLocale;
  geoCountryId?: number | undefined;
  today?: string;
}): Promise<CountryAction[]> {
  const { db, locale, geoCountryId, today = getTodayInKyiv() } = options;
  const conditions: SQL[] = [gte(countryActions.endsOn, today)];
  if (geoCountryId !== undefined) conditions.push(eq(countryActions.geoCountryId, geoCountryId));
  const rows = await db
    .select({ action: countryActions, countryCode: geoCountries.code })
    .from(countryActions)
    .innerJoin(geoCountries, eq(geoCountries.id, countryActions.geoCountryId))
    .where(and(...conditions))
    .orderBy(asc(countryActions.startsOn), asc(countryActions.endsOn), asc(countryActions.id));
  return rows
    .filter((row) => !isBlockedCountry(row.countryCode))
    .map(({ action, countryCode }) => toCountryAction(action, countryCode, locale));
}

type CountryActionRow = typeof countryActions.$inferSelect;

/** The last day (Kyiv) a company may sign up for an action: its own deadline, or the day it starts. */
export function applyDeadlineOf(action: Pick<CountryActionRow, 'applyBy' | 'startsOn'>): string {
  return action.applyBy ?? action.startsOn;
}

/** An action as the API answers it, in one language. */
export function toCountryAction(
  action: CountryActionRow,
  countryCode: string,
  locale: ApiLocale,
): CountryAction {
  const uk = locale === 'uk';
  return {
    id: action.id,
    slug: action.slug,
    kind: action.kind,
    title: uk ? action.titleUk : action.titleEn,
    description: uk ? action.descriptionUk : action.descriptionEn,
    city: uk ? action.cityUk : action.cityEn,
    country: { id: action.geoCountryId, code: countryCode, name: getCountryName(countryCode, locale) },
    starts_on: action.startsOn,
    ends_on: action.endsOn,
    apply_by: applyDeadlineOf(action),
  };
}
