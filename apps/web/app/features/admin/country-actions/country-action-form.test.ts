import { describe, expect, it } from 'vitest';
import { COUNTRY_ACTION_EXAMPLE } from '@portal/contract';
import {
  COUNTRY_ACTION_SCHEMA,
  applyDeadlineOf,
  kyivToday,
  readCountryActionsQuery,
  toCountryActionBody,
  toCountryOptions,
  toEditorValues,
  whenOf,
} from './country-action-form';

const { title, description, city } = COUNTRY_ACTION_EXAMPLE;
const values = {
  geo_country_id: '1',
  kind: 'b2b_meetings',
  'title.uk': title.uk,
  'title.en': title.en,
  'description.uk': description.uk,
  'description.en': description.en,
  'city.uk': city.uk,
  'city.en': city.en,
  starts_on: '2099-03-16',
  ends_on: '2099-03-17',
  apply_by: '2099-03-01',
};

function issuePaths(result: ReturnType<typeof COUNTRY_ACTION_SCHEMA.safeParse>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the editor as the body of a country action', () => {
  it('sends both languages by the body’s paths and the country as a number', () => {
    expect(toCountryActionBody(values)).toEqual(COUNTRY_ACTION_EXAMPLE);
  });

  it('an empty last day to apply is null: until the day it starts', () => {
    expect(toCountryActionBody({ ...values, apply_by: ' ' }).apply_by).toBeNull();
  });

  it('an empty city is sent empty in both languages (an online event, also when an edit clears it)', () => {
    expect(toCountryActionBody({ ...values, 'city.uk': '', 'city.en': '' }).city).toEqual({ uk: '', en: '' });
  });

  it('no country or format chosen is left out, so the contract says "required" on its field', () => {
    const body = toCountryActionBody({ ...values, geo_country_id: '', kind: '' });
    expect(body.geo_country_id).toBeUndefined();
    expect(body.kind).toBeUndefined();
    expect(toCountryActionBody({ ...values, geo_country_id: '0' }).geo_country_id).toBeUndefined();
    expect(toCountryActionBody({ ...values, geo_country_id: 'x1' }).geo_country_id).toBeUndefined();
    expect(issuePaths(COUNTRY_ACTION_SCHEMA.safeParse({ ...values, geo_country_id: '', kind: '' }))).toEqual([
      'geo_country_id',
      'kind',
    ]);
  });

  it('the browser checks the contract’s rules: English texts in Latin letters, on their fields', () => {
    expect(COUNTRY_ACTION_SCHEMA.safeParse(values).success).toBe(true);
    const cyrillic = COUNTRY_ACTION_SCHEMA.safeParse({ ...values, 'title.en': 'Зустрічі з покупцями меду' });
    expect(issuePaths(cyrillic)).toEqual(['title.en']);
  });

  it('an end before the start is refused on the end; a last day to apply after the end on apply_by', () => {
    expect(
      issuePaths(COUNTRY_ACTION_SCHEMA.safeParse({ ...values, ends_on: '2099-03-15', apply_by: '' })),
    ).toEqual(['ends_on']);
    expect(issuePaths(COUNTRY_ACTION_SCHEMA.safeParse({ ...values, apply_by: '2099-03-18' }))).toEqual([
      'apply_by',
    ]);
  });

  it('an empty day is "required" on its field, not "not a date"', () => {
    const result = COUNTRY_ACTION_SCHEMA.safeParse({ ...values, starts_on: '', ends_on: ' ' });
    expect(issuePaths(result)).toEqual(['starts_on', 'ends_on']);
    if (!result.success)
      expect(result.error.issues.every((issue) => issue.code === 'invalid_type')).toBe(true);
  });

  it('a day that is no date is refused on its field, and the dates are then not compared', () => {
    expect(issuePaths(COUNTRY_ACTION_SCHEMA.safeParse({ ...values, starts_on: '2099-02-30' }))).toEqual([
      'starts_on',
    ]);
  });

  it('the editor starts from the saved action, round-tripping to the same body', () => {
    const saved = {
      id: 7,
      slug: 'b2b-meetings-with-honey-buyers-2099',
      kind: 'b2b_meetings' as const,
      country: { id: 1, code: 'PL', name: 'Польща' },
      title,
      description,
      city,
      starts_on: '2099-03-16',
      ends_on: '2099-03-17',
      apply_by: null,
      participants: 0,
    };
    const start = toEditorValues(saved);
    expect(start).toMatchObject({ geo_country_id: '1', kind: 'b2b_meetings', apply_by: '' });
    const form = {
      geo_country_id: start.geo_country_id,
      kind: start.kind,
      'title.uk': start.title.uk,
      'title.en': start.title.en,
      'description.uk': start.description.uk,
      'description.en': start.description.en,
      'city.uk': start.city.uk,
      'city.en': start.city.en,
      starts_on: start.starts_on,
      ends_on: start.ends_on,
      apply_by: start.apply_by,
    };
    expect(toCountryActionBody(form)).toEqual({ ...COUNTRY_ACTION_EXAMPLE, apply_by: null });
    expect(toEditorValues(null)).toMatchObject({ geo_country_id: '', kind: '', title: { uk: '', en: '' } });
  });
});

describe('readCountryActionsQuery', () => {
  it('reads upcoming or past, a country id and the page', () => {
    expect(readCountryActionsQuery(new URLSearchParams('when=past&country=12&page=3'))).toEqual({
      when: 'past',
      geo_country_id: 12,
      page: 3,
    });
  });

  it('ignores anything else: both upcoming and past, every country, the first page', () => {
    expect(readCountryActionsQuery(new URLSearchParams('when=soon&country=pl&page=0'))).toEqual({
      when: undefined,
      geo_country_id: undefined,
      page: 1,
    });
    expect(
      readCountryActionsQuery(new URLSearchParams('country=99999999999')).geo_country_id,
    ).toBeUndefined();
  });
});

describe('the days of an action (Kyiv)', () => {
  it('today is Kyiv’s day: 22:30 UTC on 31 Dec is already 1 Jan in Kyiv', () => {
    expect(kyivToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(kyivToday(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });

  it('an action is upcoming up to and including its last day, as the API’s filter', () => {
    expect(whenOf({ ends_on: '2026-11-26' }, '2026-11-26')).toBe('upcoming');
    expect(whenOf({ ends_on: '2026-11-25' }, '2026-11-26')).toBe('past');
  });

  it('the last day to apply is the stored one, or the day it starts', () => {
    expect(applyDeadlineOf({ apply_by: '2099-03-01', starts_on: '2099-03-16' })).toBe('2099-03-01');
    expect(applyDeadlineOf({ apply_by: null, starts_on: '2099-03-16' })).toBe('2099-03-16');
  });
});

describe('toCountryOptions', () => {
  it('lists every region’s countries as one list by name', () => {
    const groups = [
      { region: 'europe' as const, name: 'Європа', countries: [{ id: 2, code: 'PL', name: 'Польща' }] },
      {
        region: 'asia' as const,
        name: 'Азія',
        countries: [
          { id: 5, code: 'JP', name: 'Японія' },
          { id: 3, code: 'IN', name: 'Індія' },
        ],
      },
    ];
    expect(toCountryOptions(groups, new Intl.Collator('uk'))).toEqual([
      { value: '3', label: 'Індія' },
      { value: '2', label: 'Польща' },
      { value: '5', label: 'Японія' },
    ]);
  });
});
