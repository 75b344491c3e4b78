import { describe, expect, it } from 'vitest';
import { PRO_PARTNER_EXAMPLE, PRO_PARTNER_LOGO_EXAMPLE } from '@portal/contract';
import {
  groupCountries,
  PRO_PARTNER_SCHEMA,
  readProPartnersQuery,
  toProPartnerBody,
} from './pro-partner-form';

const { name, summary, description, city } = PRO_PARTNER_EXAMPLE;
const values = {
  kind: 'logistics',
  'name.uk': name.uk,
  'name.en': name.en,
  'summary.uk': summary.uk,
  'summary.en': summary.en,
  'description.uk': description.uk,
  'description.en': description.en,
  'city.uk': city.uk,
  'city.en': city.en,
  countries: ['SK', 'PL'],
  email: PRO_PARTNER_EXAMPLE.email,
  phone: '',
  website_url: PRO_PARTNER_EXAMPLE.website_url,
  slug: '  ',
  image: '',
  remove_image: false,
};

describe('the editor as the body of a professional partner (issue 16 §6)', () => {
  it('sends both languages by the body’s paths, every field, no slug when empty, the logo kept when none is chosen', () => {
    expect(toProPartnerBody(values, undefined)).toEqual({
      kind: 'logistics',
      name,
      summary,
      description,
      city,
      countries: ['SK', 'PL'],
      email: PRO_PARTNER_EXAMPLE.email,
      phone: '',
      website_url: PRO_PARTNER_EXAMPLE.website_url,
    });
  });

  it('a slug typed is sent; an unchosen kind is left out so the contract says it is required', () => {
    const body = toProPartnerBody({ ...values, slug: ' my-firm ', kind: '' }, undefined);
    expect(body.slug).toBe('my-firm');
    expect(body.kind).toBeUndefined();
    const check = PRO_PARTNER_SCHEMA.safeParse({ ...values, kind: '' });
    expect(check.success).toBe(false);
  });

  it('no country ticked is every country (an empty list, which clears a saved choice)', () => {
    expect(toProPartnerBody({ ...values, countries: [] }, undefined).countries).toEqual([]);
  });

  it('decision 034: a chosen logo replaces the stored one and wins over "remove"; "remove" alone sends null', () => {
    expect(toProPartnerBody({ ...values, remove_image: true }, PRO_PARTNER_LOGO_EXAMPLE).image).toEqual(
      PRO_PARTNER_LOGO_EXAMPLE,
    );
    expect(toProPartnerBody({ ...values, remove_image: true }, undefined).image).toBeNull();
    expect(toProPartnerBody(values, undefined)).not.toHaveProperty('image');
  });

  it('the browser checks the contract’s rules: English name in Latin letters, https website', () => {
    expect(PRO_PARTNER_SCHEMA.safeParse(values).success).toBe(true);
    expect(PRO_PARTNER_SCHEMA.safeParse({ ...values, 'name.en': 'Карпати' }).success).toBe(false);
    expect(PRO_PARTNER_SCHEMA.safeParse({ ...values, website_url: 'http://a.example.org' }).success).toBe(
      false,
    );
  });
});

describe('the countries to tick, grouped by region', () => {
  const all = [
    { code: 'PL', name: 'Poland' },
    { code: 'DE', name: 'Germany' },
    { code: 'US', name: 'United States' },
    { code: 'KE', name: 'Kenya' },
    { code: 'AO', name: 'Angola' },
  ];
  const regions = [
    {
      region: 'europe' as const,
      name: 'Europe',
      countries: [
        { id: 1, code: 'PL', name: 'Польща' },
        { id: 2, code: 'DE', name: 'Німеччина' },
      ],
    },
    { region: 'americas' as const, name: 'Americas', countries: [{ id: 3, code: 'US', name: 'США' }] },
    { region: 'asia' as const, name: 'Asia', countries: [] },
  ];

  it('importing countries under their regions, every other country under "other", each by name; no empty group', () => {
    const groups = groupCountries(all, regions, 'Other countries', new Intl.Collator('en'));
    expect(groups.map((group) => [group.key, group.countries.map((country) => country.code)])).toEqual([
      ['europe', ['DE', 'PL']],
      ['americas', ['US']],
      ['other', ['AO', 'KE']],
    ]);
    // Names come from the full list, in the page's language.
    expect(groups[0]!.countries[0]!.name).toBe('Germany');
  });
});

describe('the list’s address', () => {
  it('reads state, kind, search and page; ignores what the API would refuse', () => {
    expect(
      readProPartnersQuery(new URLSearchParams('state=draft&kind=law&search=%20cargo%20&page=2')),
    ).toEqual({ state: 'draft', kind: 'law', search: 'cargo', page: 2 });
    expect(readProPartnersQuery(new URLSearchParams('state=live&kind=magic&page=-1'))).toEqual({
      state: undefined,
      kind: undefined,
      search: undefined,
      page: 1,
    });
  });
});
