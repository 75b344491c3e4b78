import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Profile } from '@portal/contract';
import { userContext } from '../../lib/session/guard-middleware.server';
import { subscriptionGateMiddleware } from './subscription-gate.server';

const base = {
  role: 'exporter',
  registration_step: 5,
  is_approved: true,
  is_denied: false,
  is_banned: false,
} as const;

async function pass(path: string, activeTariff: Profile['active_tariff']) {
  const context = new RouterContextProvider();
  context.set(userContext, { ...base, active_tariff: activeTariff } as unknown as Profile);
  try {
    await subscriptionGateMiddleware(
      {
        request: new Request(`http://portal.test${path}`),
        context,
        params: {},
        unstable_pattern: '',
      } as never,
      async () => new Response(null),
    );
    return 'rendered';
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('location')}`;
    throw thrown;
  }
}

const running = {
  name: 'Бізнес',
  is_active: true,
  expiry_date: '2030-01-01T00:00:00Z',
  is_trial: false,
  started_at: null,
};

describe('spec §6: the gated services’ sub-pages open only while subscribed', () => {
  it('without an active subscription, a sub-page redirects to the service’s base page, language kept', async () => {
    expect(await pass('/profile/pro-services/business-club/events', null)).toBe(
      '302 /profile/pro-services/business-club',
    );
    expect(await pass('/en/profile/pro-services/analysis/create?x=1', null)).toBe(
      '302 /en/profile/pro-services/analysis',
    );
    // An ended subscription is none.
    expect(await pass('/profile/pro-services/analysis/7', { ...running, is_active: false })).toBe(
      '302 /profile/pro-services/analysis',
    );
  });

  it('with an active subscription the child page renders', async () => {
    expect(await pass('/profile/pro-services/business-club/events', running)).toBe('rendered');
    expect(await pass('/en/profile/pro-services/analysis/create', running)).toBe('rendered');
  });
});
