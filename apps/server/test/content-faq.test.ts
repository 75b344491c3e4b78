import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqCategory, FaqQuestionWithCategory } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url: `/api${url}`, headers });
}

async function getAll(locale: 'uk' | 'en'): Promise<FaqCategory[]> {
  const response = await get(`/common/faq/get-all?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: FaqCategory[] }).data;
}

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

describe('spec §7 GET /common/faq/get-all?locale=: the FAQ by locale', () => {
  it('answers the categories with their questions in Ukrainian for locale=uk', async () => {
    const categories = await getAll('uk');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.length).toBeLessThanOrEqual(5);
    const questions = categories.flatMap((category) => category.questions);
    expect(questions.length).toBeGreaterThanOrEqual(16);
    expect(questions.length).toBeLessThanOrEqual(24);
    expect(categories[0]).toMatchObject({
      slug: 'registration-and-account',
      name: 'Реєстрація та обліковий запис',
    });
    for (const question of questions) {
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
    const response = await get('/common/faq/get-all', { 'x-localization': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].name).toBe('Registration and account');
    const ukrainian = await get('/common/faq/get-all');
    expect(ukrainian.json().data[0].name).toBe('Реєстрація та обліковий запис');
  });

  it('?locale wins over X-Localization', async () => {
    const response = await get('/common/faq/get-all?locale=uk', { 'x-localization': 'en' });
    expect(response.json().data[0].name).toBe('Реєстрація та обліковий запис');
  });

  it('an unknown locale answers 422 naming the locale field', async () => {
    for (const locale of ['ru', 'ua', 'EN', '']) {
      const response = await get(`/common/faq/get-all?locale=${locale}`, { 'x-localization': 'en' });
      expect(response.statusCode, locale).toBe(422);
      expect(Object.keys(response.json().errors), locale).toEqual(['locale']);
    }
  });

  it('an unknown query parameter answers 422', async () => {
    const response = await get('/common/faq/get-all?page=2');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ page: ['Невідоме поле.'] });
  });

  it('is cached per language with ETag and Cache-Control; a matching If-None-Match gets 304', async () => {
    const uk = await get('/common/faq/get-all?locale=uk');
    const en = await get('/common/faq/get-all?locale=en');
    expect(uk.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(uk.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(uk.headers.etag).not.toBe(en.headers.etag);
    const again = await get('/common/faq/get-all?locale=uk', { 'if-none-match': String(uk.headers.etag) });
    expect(again.statusCode).toBe(304);
    const crossed = await get('/common/faq/get-all?locale=en', { 'if-none-match': String(uk.headers.etag) });
    expect(crossed.statusCode).toBe(200);
  });
});

describe('spec §7 GET /common/faq/question/{id}: one question with its category', () => {
  it('answers the question in the locale asked, with its category', async () => {
    const [category] = await getAll('uk');
    const first = category!.questions[0]!;
    const response = await get(`/common/faq/question/${first.id}?locale=en`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: FaqQuestionWithCategory };
    expect(data).toMatchObject({ id: first.id, slug: first.slug, on_landing: first.on_landing });
    expect(data.question).toBe('What is the Exporters portal and who is it for?');
    expect(data.category).toEqual({
      id: category!.id,
      slug: category!.slug,
      name: 'Registration and account',
    });
    const ukrainian = await get(`/common/faq/question/${first.id}?locale=uk`);
    expect(ukrainian.json().data.question).toBe(first.question);
    expect(ukrainian.headers.etag).not.toBe(response.headers.etag);
  });

  it.each(['999999', '0', 'abc', '1.5', '-1', '99999999999', '1e3'])(
    'an unknown or non-numeric id %s answers 404, not 422 or 500',
    async (id) => {
      const response = await get(`/common/faq/question/${id}?locale=en`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    },
  );
});

describe('spec §7 GET /common/faq/category/{id}: a category with its questions', () => {
  it('answers the category with every question of it, in order', async () => {
    const categories = await getAll('en');
    const last = categories.at(-1)!;
    const response = await get(`/common/faq/category/${last.id}?locale=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(last);
    expect(response.headers.etag).toBeDefined();
  });

  it.each(['424242', 'tariffs-and-payment', '%20'])('an unknown id %s answers 404', async (id) => {
    const response = await get(`/common/faq/category/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
