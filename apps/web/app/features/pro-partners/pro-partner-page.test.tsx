import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  endpointPath,
  endpoints,
  MESSAGES,
  type ApiFetch,
  type ProPartnerListItem,
  type UiLocale,
} from '@portal/contract';
import { createI18n } from '../../i18n/i18n';
import { createAppLoadContext } from '../../lib/app-context';
import type { FormResult } from '../../lib/forms/form-result';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { ProPartnerCard } from './pro-partner-card';
import { createProPartnerHandlers } from './pro-partners-data.server';
import { describeDailyLimit, WRITE_INTENT } from './pro-partners-query';

const PARTNER: ProPartnerListItem = {
  id: 7,
  slug: 'zakhid-cargo',
  name: 'Захід Карго',
  kind: 'logistics',
  summary: 'Автоперевезення до ЄС.',
  city: 'Львів',
  countries: [],
  website_url: 'https://zakhid-cargo.example.org',
  image_url: null,
};

function renderCard(partner: ProPartnerListItem, locale: UiLocale = 'ua'): string {
  const Stub = createRoutesStub([
    { path: '/profile/pro-services/partners', Component: () => <ProPartnerCard partner={partner} /> },
  ]);
  return renderToString(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={['/profile/pro-services/partners']} />
    </I18nProvider>,
  );
}

/** 'Send to the partner' posted to the route's action, the API answering `status` with `body`. */
async function postComment(locale: UiLocale, status: number, body: unknown) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    calls.push(path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const form = new FormData();
  form.set('intent', WRITE_INTENT);
  form.set('comment', 'We need a refrigerated carrier from Lviv.');
  const prefix = locale === 'en' ? '/en' : '';
  const request = new Request(`http://portal.test${prefix}/profile/pro-services/partners/7`, {
    method: 'POST',
    body: form,
  });
  const answer = (await handleFormAction(
    { request, context: createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' }) },
    createProPartnerHandlers('7'),
  )) as unknown as { data: FormResult; init: ResponseInit | null };
  return { calls, result: answer.data, status: answer.init?.status };
}

describe('issue 16 §4: a partner’s card', () => {
  it('leads to the partner’s page; no countries listed means every country', () => {
    const html = renderCard(PARTNER);
    expect(html).toContain('href="/profile/pro-services/partners/7"');
    expect(html).toContain('Усі країни');
    expect(html).toContain('Логістика');
    expect(html).not.toContain('<img');
  });

  it('decision 034: shows the logo when there is one, decorative beside the name (alt="")', () => {
    const html = renderCard({
      ...PARTNER,
      image_url: '/api/images/4f1c2a1e-1111-4222-8333-944455556666',
      countries: [{ code: 'PL', name: 'Poland' }],
    });
    expect(html).toMatch(/<img src="\/api\/images\/4f1c2a1e-1111-4222-8333-944455556666" alt=""/);
    expect(html).toContain('Poland');
  });
});

describe('decision 031 §3: the daily limit as the writing form shows it', () => {
  it('a 429 pro_partner.daily_limit comes back in the page’s language with the day writing opens again', async () => {
    const message = MESSAGES['pro_partner.daily_limit'].en;
    const { calls, result, status } = await postComment('en', 429, { message, code: 'too_many_requests' });
    expect(calls).toEqual([endpointPath(endpoints.sendProPartnerEmail, { params: { id: 7 } })]);
    expect(status).toBe(429);
    expect(result).toMatchObject({
      ok: false,
      intent: WRITE_INTENT,
      message: describeDailyLimit('en', new Date()),
    });
    expect(result.ok === false && result.message).toMatch(
      /Writing opens again at 00:00 on \d{1,2} \w{3} \d{4} \(Kyiv time\)\.$/,
    );
  });

  it('a 422 stays on the comment field', async () => {
    const { result, status } = await postComment('ua', 422, {
      message: 'Дані не пройшли перевірку.',
      errors: { comment: ['Щонайменше 10 символів.'] },
    });
    expect(status).toBe(422);
    expect(result).toMatchObject({ ok: false, fieldErrors: { comment: ['Щонайменше 10 символів.'] } });
  });
});
