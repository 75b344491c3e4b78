import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointPath, endpoints, type ApiFetch } from '@portal/contract';
import { createAppLoadContext } from '../../lib/app-context';
import { loadLanding } from './landing-data.server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const context = (apiFetch: ApiFetch) =>
  createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' });

const question = (id: number, onLanding: boolean) => ({
  id,
  slug: `q-${id}`,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  on_landing: onLanding,
});

describe("the landing's questions and answers (spec §2)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the FAQ questions marked for the landing, asked in the page language', async () => {
    const calls: string[] = [];
    const apiFetch: ApiFetch = async (path) => {
      calls.push(path);
      return json(200, {
        data: [
          { id: 1, slug: 'a', name: 'A', questions: [question(1, true), question(2, false)] },
          { id: 2, slug: 'b', name: 'B', questions: [question(3, true)] },
        ],
      });
    };
    const result = await loadLanding({
      request: new Request('http://portal.test/en'),
      context: context(apiFetch),
    });
    expect(calls).toEqual([endpointPath(endpoints.getFaqAll, { query: { locale: 'en' } })]);
    expect(result.locale).toBe('en');
    expect(result.content.hero.title).toBe('Export with confidence');
    expect(result.questions).toEqual([
      { id: 1, question: 'Question 1?', answer: 'Answer 1.' },
      { id: 3, question: 'Question 3?', answer: 'Answer 3.' },
    ]);
  });

  it('never breaks the landing when the FAQ call fails: the section has no questions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const apiFetch of [
      (async () => json(500, { message: 'boom' })) as ApiFetch,
      (async () => json(503, { message: 'down' })) as ApiFetch,
      (async () => {
        throw new TypeError('fetch failed');
      }) as ApiFetch,
    ]) {
      const result = await loadLanding({
        request: new Request('http://portal.test/'),
        context: context(apiFetch),
      });
      expect(result.questions).toEqual([]);
      expect(result.content.hero.title).toBe('Експортуйте з упевненістю');
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
