import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint, type EndpointData } from '@portal/contract';
import { call, callOk, type CallOptions, type CallResult } from './call';
import { errorOf } from './accounts';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const { getFaqAll, getFaqQuestion, getFaqCategory } = endpoints;

type LocaleQuery = { locale?: string };

function getAllFaq(query: LocaleQuery = {}, options: CallOptions = {}) {
  return call(testApp.app, getFaqAll, { query }, options);
}

function getAll(locale: 'uk' | 'en') {
  return callOk(testApp.app, getFaqAll, { query: { locale } });
}

/** The `data` as sent: the response schema's parse drops keys it does not name, so key checks read this. */
function sentData<E extends AnyEndpoint>(result: CallResult<E>): EndpointData<E> {
  return (result.body as { data: EndpointData<E> }).data;
}

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

describe('spec §7 GET /common/faq/get-all?locale=: the FAQ by locale', () => {
  it('answers the categories with their questions in Ukrainian for locale=uk', async () => {
    const response = await getAllFaq({ locale: 'uk' });
    expect(response.status).toBe(200);
    const categories = response.data;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.length).toBeLessThanOrEqual(5);
    const questions = categories.flatMap((category) => category.questions);
    expect(questions.length).toBeGreaterThanOrEqual(16);
    expect(questions.length).toBeLessThanOrEqual(24);
    expect(categories[0]).toMatchObject({
      slug: 'registration-and-account',
      name: 'Реєстрація та обліковий запис',
    });
    for (const question of sentData(response).flatMap((category) => category.questions)) {
      expect(Object.keys(question).sort()).toEqual(['answer', 'id', 'on_landing', 'question', 'slug']);
      expect(question.question, question.slug).toMatch(CYRILLIC);
      expect(question.answer, question.slug).toMatch(CYRILLIC);
    }
  });

  it('answers the same questions in English for locale=en, with the same ids', async () => {
    const uk = await getAll('uk');
    const en = await getAll('en');
    expect(en.map((c) => c.id)).toEqual(uk.map((c) => c.id));
    expect(en.flatMap((c) => c.questions.map((q) => q.id))).toEqual(
      uk.flatMap((c) => c.questions.map((q) => q.id)),
    );
    expect(en[0]?.name).toBe('Registration and account');
    for (const question of en.flatMap((c) => c.questions)) {
      expect(question.question, question.slug).not.toMatch(CYRILLIC);
      expect(question.answer, question.slug).not.toMatch(CYRILLIC);
    }
  });

  it('marks 6 to 8 questions for the landing page (on_landing)', async () => {
    const landing = (await getAll('uk')).flatMap((c) => c.questions).filter((q) => q.on_landing);
    expect(landing.length).toBeGreaterThanOrEqual(6);
    expect(landing.length).toBeLessThanOrEqual(8);
  });

  it('without ?locale follows X-Localization', async () => {
    const response = await getAllFaq({}, { locale: 'en' });
    expect(response.status).toBe(200);
    expect(response.data[0]?.name).toBe('Registration and account');
    const ukrainian = await getAllFaq();
    expect(ukrainian.data[0]?.name).toBe('Реєстрація та обліковий запис');
  });

  it('?locale wins over X-Localization', async () => {
    const response = await getAllFaq({ locale: 'uk' }, { locale: 'en' });
    expect(response.data[0]?.name).toBe('Реєстрація та обліковий запис');
  });

  it('an unknown locale answers 422 naming the locale field', async () => {
    for (const locale of ['ru', 'ua', 'EN', '']) {
      const response = await getAllFaq({ locale }, { locale: 'en' });
      expect(response.status, locale).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), locale).toEqual(['locale']);
    }
  });

  it('an unknown query parameter answers 422', async () => {
    // Raw on purpose: the parameter is not in the entry's query.
    const response = await getAllFaq({}, { rawQuery: 'page=2' });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ page: ['Невідоме поле.'] });
  });

  it('is cached per language with ETag and Cache-Control; a matching If-None-Match gets 304', async () => {
    const uk = (await getAllFaq({ locale: 'uk' })).response;
    const en = (await getAllFaq({ locale: 'en' })).response;
    expect(uk.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(uk.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(uk.headers.etag).not.toBe(en.headers.etag);
    const ifNoneMatch = { headers: { 'if-none-match': String(uk.headers.etag) } };
    const again = await getAllFaq({ locale: 'uk' }, ifNoneMatch);
    expect(again.status).toBe(304);
    const crossed = await getAllFaq({ locale: 'en' }, ifNoneMatch);
    expect(crossed.status).toBe(200);
  });
});

describe('spec §7 GET /common/faq/question/{id}: one question with its category', () => {
  it('answers the question in the locale asked, with its category', async () => {
    const [category] = await getAll('uk');
    const first = category!.questions[0]!;
    const response = await call(testApp.app, getFaqQuestion, {
      params: { id: String(first.id) },
      query: { locale: 'en' },
    });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ id: first.id, slug: first.slug, on_landing: first.on_landing });
    expect(data.question).toBe('What is the Exporters portal and who is it for?');
    expect(data.category).toEqual({
      id: category!.id,
      slug: category!.slug,
      name: 'Registration and account',
    });
    const ukrainian = await call(testApp.app, getFaqQuestion, {
      params: { id: String(first.id) },
      query: { locale: 'uk' },
    });
    expect(ukrainian.data.question).toBe(first.question);
    expect(ukrainian.response.headers.etag).not.toBe(response.response.headers.etag);
  });

  it.each(['999999', '0', 'abc', '1.5', '-1', '99999999999', '1e3'])(
    'an unknown or non-numeric id %s answers 404, not 422 or 500',
    async (id) => {
      const response = await call(testApp.app, getFaqQuestion, { params: { id }, query: { locale: 'en' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found.', code: 'not_found' });
    },
  );
});

describe('spec §7 GET /common/faq/category/{id}: a category with its questions', () => {
  it('answers the category with every question of it, in order', async () => {
    const categories = await getAll('en');
    const last = categories.at(-1)!;
    const response = await call(testApp.app, getFaqCategory, {
      params: { id: String(last.id) },
      query: { locale: 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual(last);
    expect(response.response.headers.etag).toBeDefined();
  });

  it.each(['424242', 'tariffs-and-payment', '%20'])('an unknown id %s answers 404', async (id) => {
    // As typed in a URL: the path encodes the id again.
    const response = await call(testApp.app, getFaqCategory, { params: { id: decodeURIComponent(id) } });
    expect(response.status).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });
});
