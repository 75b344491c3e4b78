import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint, type EndpointData } from '@portal/contract';
import { call, type CallOptions, type CallResult } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const { listTariffs, getTariffComparison, getTariff } = endpoints;

/** A call that must answer 200, in a language. */
async function getOk<E extends AnyEndpoint>(entry: E, locale: 'uk' | 'en' = 'uk') {
  const response = await call(testApp.app, entry, {}, { locale });
  expect(response.status).toBe(200);
  return response;
}

/** The `data` as sent: the response schema's parse drops keys it does not name, so key checks read this. */
function sentData<E extends AnyEndpoint>(result: CallResult<E>): EndpointData<E> {
  return (result.body as { data: EndpointData<E> }).data;
}

async function getPlans(locale: 'uk' | 'en' = 'uk') {
  return (await getOk(listTariffs, locale)).data;
}

async function getComparison(locale: 'uk' | 'en' = 'uk') {
  return (await getOk(getTariffComparison, locale)).data;
}

function getPlan(idOrSlug: string, options: CallOptions = {}) {
  return call(testApp.app, getTariff, { params: { idOrSlug } }, options);
}

const FIELDS = [
  'currency',
  'description',
  'id',
  'is_recommended',
  'is_trial',
  'name',
  'period_months',
  'price',
  'slug',
  'trial_days',
];

describe('spec §7 GET /tariffs: the plans of DOMAIN.md, priced in UAH kopiykas per period', () => {
  it('answers the 14-day trial and the paid plans for 1, 3 and 12 months, one recommended', async () => {
    const response = await getOk(listTariffs);
    const plans = response.data;
    for (const plan of sentData(response)) expect(Object.keys(plan).sort()).toEqual(FIELDS);
    expect(plans.map((p) => p.slug)).toEqual(['trial', 'start', 'business', 'pro']);
    const [trial, ...paid] = plans;
    expect(trial).toMatchObject({
      is_trial: true,
      trial_days: 14,
      price: 0,
      currency: 'UAH',
      name: 'Пробний доступ',
    });
    expect(paid.map((p) => p.period_months)).toEqual([1, 3, 12]);
    for (const plan of paid) {
      expect(plan.is_trial).toBe(false);
      expect(plan.trial_days).toBeNull();
      expect(plan.currency).toBe('UAH');
      expect(Number.isInteger(plan.price)).toBe(true);
      expect(plan.price).toBeGreaterThan(0);
      expect(plan.description).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
    }
    expect(paid.filter((p) => p.is_recommended).map((p) => p.slug)).toEqual(['business']);
    expect(paid[0]?.price).toBe(199_000);
  });

  it('a longer period costs less per month', async () => {
    const paid = (await getPlans()).filter((p) => !p.is_trial);
    const perMonth = paid.map((p) => p.price / p.period_months);
    expect([...perMonth].sort((a, b) => b - a)).toEqual(perMonth);
  });

  it('the basic services are not a plan on offer (they are free, not bought)', async () => {
    expect((await getPlans()).some((p) => p.slug === 'basic')).toBe(false);
  });

  it('answers in English with X-Localization: en', async () => {
    const plans = await getPlans('en');
    expect(plans.map((p) => p.name)).toEqual(['Trial access', 'Start', 'Business', 'Pro']);
    for (const plan of plans) expect(plan.description).not.toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('is cached with an ETag and Cache-Control', async () => {
    const first = (await call(testApp.app, listTariffs)).response;
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(
      (await call(testApp.app, listTariffs, {}, { headers: { 'if-none-match': String(first.headers.etag) } }))
        .status,
    ).toBe(304);
  });
});

describe('spec §7 GET /tariffs/with-comparison: the feature matrix shown on /tariffs', () => {
  it('has the basic services column first, then the paid plans; the trial is not a column', async () => {
    const { plans } = await getComparison();
    expect(plans.map((p) => p.slug)).toEqual(['basic', 'start', 'business', 'pro']);
    expect(plans[0]).toMatchObject({ name: 'Базові послуги', price: 0, is_trial: false, period_months: 0 });
  });

  it('has 8–12 feature rows, each with a value for every column keyed by the plan id', async () => {
    const response = await getOk(getTariffComparison, 'en');
    const { plans, features } = response.data;
    expect(features.length).toBeGreaterThanOrEqual(8);
    expect(features.length).toBeLessThanOrEqual(12);
    const ids = plans.map((p) => String(p.id)).sort();
    for (const feature of sentData(response).features) {
      expect(Object.keys(feature.values).sort(), feature.slug).toEqual(ids);
      for (const value of Object.values(feature.values)) {
        expect(Object.keys(value).sort()).toEqual(['included', 'note']);
      }
    }
  });

  it('DOMAIN.md: export applications and market-analysis requests are free; the business club and analysis need a plan', async () => {
    const { plans, features } = await getComparison('en');
    const column = (slug: string) => String(plans.find((p) => p.slug === slug)!.id);
    const row = (slug: string) => features.find((f) => f.slug === slug)!;
    for (const free of ['export-applications', 'market-analysis-requests']) {
      for (const plan of plans)
        expect(row(free).values[String(plan.id)]?.included, `${free} ${plan.slug}`).toBe(true);
    }
    for (const pro of ['business-club', 'country-analysis']) {
      expect(row(pro).values[column('basic')]?.included, pro).toBe(false);
      for (const paid of ['start', 'business', 'pro'])
        expect(row(pro).values[column(paid)]?.included).toBe(true);
    }
  });

  it('issue 25 §11: reports on foreign companies cannot be ordered yet, so no plan ticks them: each says “soon”', async () => {
    for (const [locale, soon] of [
      ['uk', 'Незабаром'],
      ['en', 'Soon'],
    ] as const) {
      const { plans, features } = await getComparison(locale);
      const reports = features.find((f) => f.slug === 'foreign-company-reports')!;
      for (const plan of plans)
        expect(reports.values[String(plan.id)], `${locale} ${plan.slug}`).toEqual({
          included: false,
          note: soon,
        });
    }
  });

  it('names rows in the request language', async () => {
    const uk = await getComparison('uk');
    const en = await getComparison('en');
    expect(uk.features[0]?.name).toBe('Експортні заявки');
    expect(en.features[0]?.name).toBe('Export applications');
    expect(en.features.map((f) => f.id)).toEqual(uk.features.map((f) => f.id));
  });
});

describe('spec §3/§7 GET /tariffs/{idOrSlug}: one plan by id or slug', () => {
  it('answers the same plan by id and by slug', async () => {
    const business = (await getPlans('en')).find((p) => p.slug === 'business')!;
    const byId = await getPlan(String(business.id), { locale: 'en' });
    const bySlug = await getPlan('business', { locale: 'en' });
    expect(byId.status).toBe(200);
    expect(byId.data).toEqual(business);
    expect(bySlug.data).toEqual(business);
    expect(byId.response.headers.etag).toBeDefined();
  });

  it('answers the trial and the basic services too (a subscription may name them)', async () => {
    expect((await getPlan('trial')).data).toMatchObject({ is_trial: true, trial_days: 14 });
    expect((await getPlan('basic')).data).toMatchObject({ name: 'Базові послуги', price: 0 });
  });

  it.each(['gold', '999999', '0', '-1', 'Business', 'a%20b', '1.5'])(
    'an unknown plan %s answers 404',
    async (idOrSlug) => {
      // As typed in a URL: the path encodes it again.
      const response = await getPlan(decodeURIComponent(idOrSlug));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Не знайдено.', code: 'not_found' });
    },
  );
});
