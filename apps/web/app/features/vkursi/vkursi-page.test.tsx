import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  endpointPath,
  endpoints,
  MESSAGES,
  type ApiFetch,
  type Profile,
  type UiLocale,
  type VkursiAccount,
} from '@portal/contract';
import { createI18n } from '../../i18n/i18n';
import { createAppLoadContext } from '../../lib/app-context';
import type { FormFailure } from '../../lib/forms/form-result';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { decideVkursiAccess } from './vkursi-access';
import { VKURSI_HANDLERS } from './vkursi-data.server';
import { VkursiPage } from './vkursi-page';

const subscriber = {
  email: 'olena@berries.example',
  role: 'exporter',
  registration_step: 5,
  is_approved: true,
  is_denied: false,
  is_banned: false,
  deny_reason: null,
  active_tariff: { name: 'Бізнес', is_active: true, expiry_date: '2030-01-01T00:00:00Z', is_trial: false },
} as unknown as Profile;

const CLOSED: VkursiAccount = { registered: false, login_url: null, registered_at: null };
const OPENED: VkursiAccount = {
  registered: true,
  login_url: 'https://vkursi.example/login?user=42',
  registered_at: '2026-11-25T09:30:00.000Z',
};

/** 'Open my Vkursi account' posted to the route's action, the API answering `status` with `body`. */
async function postOpen(locale: UiLocale, status: number, body: unknown) {
  const calls: { path: string; language: string | null }[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    calls.push({ path, language: new Headers(init?.headers).get('x-localization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const form = new FormData();
  form.set('intent', 'open-vkursi');
  const prefix = locale === 'en' ? '/en' : '';
  const request = new Request(`http://portal.test${prefix}/profile/pro-services/vkursi`, {
    method: 'POST',
    body: form,
  });
  const answer = (await handleFormAction(
    { request, context: createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' }) },
    VKURSI_HANDLERS,
  )) as unknown as { data: FormFailure; init: ResponseInit | null };
  return { calls, failure: answer.data, status: answer.init?.status };
}

/** The page as the server renders it, with the action's answer when a form was sent. */
function render(options: {
  account: VkursiAccount;
  profile?: Profile;
  locale?: UiLocale;
  actionData?: FormFailure;
}): string {
  const { account, profile = subscriber, locale = 'ua', actionData } = options;
  const path = locale === 'en' ? '/en/profile/pro-services/vkursi' : '/profile/pro-services/vkursi';
  const Stub = createRoutesStub([
    { id: 'vkursi', path, Component: () => <VkursiPage account={account} profile={profile} /> },
  ]);
  return renderToString(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub
        initialEntries={[path]}
        hydrationData={actionData ? { actionData: { vkursi: actionData } } : undefined}
      />
    </I18nProvider>,
  );
}

function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of the 'open' button, or null when the page offers none. */
function buttonText(html: string): string | null {
  const button = /<button [^>]*data-testid="vkursi-open"[^>]*>(.*?)<\/button>/.exec(html);
  return button ? textOf(button[1]!) : null;
}

describe('issue 16 §5: the Vkursi page', () => {
  it('a subscriber without an account gets the button, a form posted to the page itself (no JavaScript needed)', () => {
    const html = render({ account: CLOSED });
    expect(html).toContain('data-state="ready"');
    expect(html).toMatch(/<form [^>]*action="\/profile\/pro-services\/vkursi" method="post">/);
    expect(html).toContain('name="intent" value="open-vkursi"');
    expect(buttonText(html)).toBe('Відкрити мій обліковий запис Vkursi');
    expect(textOf(html)).toContain('Що дає Vkursi');
  });

  it('decision 032: Vkursi down is the API’s 502 vkursi.unavailable in the page’s language, and the button offers to try again', async () => {
    const message = MESSAGES['vkursi.unavailable'].en;
    const { calls, failure, status } = await postOpen('en', 502, { message, code: 'bad_gateway' });
    expect(calls).toEqual([{ path: endpointPath(endpoints.registerVkursiUser), language: 'en' }]);
    expect(status).toBe(502);
    expect(failure).toMatchObject({ ok: false, intent: 'open-vkursi', message });

    const html = render({ account: CLOSED, locale: 'en', actionData: failure });
    expect(html).toMatch(
      /<div role="alert" data-testid="vkursi-error"[^>]*>Vkursi is not answering right now\. Please try again in a few minutes\.<\/div>/,
    );
    expect(buttonText(html)).toBe('Try again');
    // Before any failure the button says what it does, and the alert region is empty.
    const fresh = render({ account: CLOSED, locale: 'en' });
    expect(buttonText(fresh)).toBe('Open my Vkursi account');
    expect(fresh).toMatch(/<div role="alert" data-testid="vkursi-error"[^>]*><\/div>/);
  });

  it('spec §6: without a subscription, no button: what Vkursi needs and the way to the plans; a 403 of the form is shown there', async () => {
    const lapsed = { ...subscriber, active_tariff: null } as Profile;
    const message = MESSAGES['subscription.required'].uk;
    const { failure, status } = await postOpen('ua', 403, { message, code: 'forbidden' });
    expect(status).toBe(403);
    const html = render({ account: CLOSED, profile: lapsed, actionData: failure });
    expect(html).toContain('data-state="noSubscription"');
    expect(buttonText(html)).toBeNull();
    expect(html).toMatch(/<a [^>]*data-testid="vkursi-to-tariffs" href="\/tariffs"/);
    expect(textOf(html)).toContain('Vkursi доступний з підпискою');
    expect(textOf(html)).toContain(message);
  });

  it('a company not approved is told why: checked still, or refused with the managers’ reason', () => {
    const pending = { ...subscriber, is_approved: false } as Profile;
    expect(textOf(render({ account: CLOSED, profile: pending }))).toContain('Компанія ще на перевірці');
    const denied = {
      ...subscriber,
      is_approved: false,
      is_denied: true,
      deny_reason: 'ЄДРПОУ не збігається',
    } as Profile;
    const html = render({ account: CLOSED, profile: denied, locale: 'en' });
    expect(html).toContain('data-state="denied"');
    expect(textOf(html)).toContain('Reason: ЄДРПОУ не збігається');
    expect(buttonText(html)).toBeNull();
  });

  it('an opened account shows the e-mail to sign in with, the day, and the link to Vkursi in a new tab', () => {
    const html = render({ account: OPENED, locale: 'en' });
    expect(html).toContain('data-state="opened"');
    expect(textOf(html)).toContain('E-mail to sign in olena@berries.example');
    expect(textOf(html)).toContain('Opened 25 Nov 2026');
    expect(html).toMatch(
      /<a href="https:\/\/vkursi.example\/login\?user=42" target="_blank" rel="noopener noreferrer"/,
    );
    expect(textOf(html)).toContain('Go to Vkursi (opens in a new tab)');
    expect(buttonText(html)).toBeNull();
  });
});

describe('who may open a Vkursi account (decision 032: an approved company with a subscription)', () => {
  it('decides by the profile, a refusal before a missing subscription', () => {
    expect(decideVkursiAccess(subscriber)).toEqual({ kind: 'ready' });
    expect(decideVkursiAccess({ ...subscriber, active_tariff: null })).toEqual({ kind: 'noSubscription' });
    expect(
      decideVkursiAccess({
        ...subscriber,
        active_tariff: { ...subscriber.active_tariff!, is_active: false },
      }),
    ).toEqual({ kind: 'noSubscription' });
    expect(decideVkursiAccess({ ...subscriber, is_approved: false })).toEqual({ kind: 'pending' });
    expect(decideVkursiAccess({ ...subscriber, is_banned: true })).toEqual({ kind: 'denied', reason: null });
    expect(decideVkursiAccess({ ...subscriber, is_denied: true, deny_reason: '  ' })).toEqual({
      kind: 'denied',
      reason: null,
    });
  });
});
