import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointPath, endpoints, type ApiFetch, type Profile } from '@portal/contract';
import { createAppLoadContext } from '../../lib/app-context';
import { userContext } from '../../lib/session/guard-middleware.server';
import { loadProServiceStates } from './pro-services-data.server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const approved = {
  role: 'exporter',
  registration_step: 5,
  is_approved: true,
  is_denied: false,
  is_banned: false,
} as const;
const running = {
  name: 'Бізнес',
  is_active: true,
  expiry_date: '2030-01-01T00:00:00Z',
  is_trial: false,
  started_at: null,
};

const meta = (total: number) => ({ current_page: 1, per_page: 5, total, last_page: 1 });

/** The API's answers by path; a path answered by a number fails with that status. */
const ANSWERS: Record<string, unknown> = {
  [endpointPath(endpoints.listEvents, { query: { period: 'upcoming', page: 1, per_page: 100 } })]: {
    data: { items: [], meta: meta(3) },
  },
  [endpointPath(endpoints.listAcademyCourses)]: { data: [] },
  [endpointPath(endpoints.getVkursiAccount)]: {
    data: { registered: true, login_url: 'https://vkursi.test/login', registered_at: '2026-11-20T10:00:00Z' },
  },
  [endpointPath(endpoints.listProPartnerRequests, { query: { page: 1, per_page: 1 } })]: {
    data: { items: [], meta: meta(4), emails_left_today: 3 },
  },
};

function load(profile: object, failing: Record<string, number | 'throw'> = {}) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    calls.push(path);
    const failure = Object.entries(failing).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (failure === 'throw') throw new TypeError('fetch failed');
    if (failure !== undefined) return json(failure, { message: 'refused', code: 'bad_gateway' });
    return path in ANSWERS ? json(200, ANSWERS[path]) : json(404, { message: 'unknown', code: 'not_found' });
  };
  const context = createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' });
  context.set(userContext, profile as Profile);
  const result = loadProServiceStates({
    request: new Request('http://portal.test/profile/pro-services'),
    context,
  });
  return { calls, result };
}

describe('issue 16 §1: the states of the cards on /profile/pro-services', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a subscriber’s cards: the club, the academy, Vkursi and the partners, asked at once', async () => {
    const { calls, result } = load({ ...approved, active_tariff: running });
    expect((await result).states).toEqual({
      businessClub: { kind: 'clubUpcoming', upcoming: 3 },
      academy: { kind: 'academy', inProgress: 0, certificates: 0 },
      vkursi: { kind: 'vkursi', isOpen: true },
      partners: { kind: 'partners', sent: 4, leftToday: 3 },
    });
    expect(calls).toHaveLength(4);
  });

  it('a failing call leaves its card without a state, never an error page, sign-out or 503', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const failure of [502, 500, 503, 403, 'throw'] as const) {
      const { result } = load(
        { ...approved, active_tariff: running },
        { '/vkursi/': failure, '/academy/': failure, '/events': failure },
      );
      expect((await result).states).toEqual({ partners: { kind: 'partners', sent: 4, leftToday: 3 } });
    }
    expect(warn).toHaveBeenCalledWith('The vkursi card shows no state: its call failed.', expect.anything());
  });

  it('without a subscription only the partners’ directory (open to approved companies) is asked', async () => {
    const { calls, result } = load({ ...approved, active_tariff: null });
    expect((await result).states).toEqual({ partners: { kind: 'partners', sent: 4, leftToday: 3 } });
    expect(calls).toEqual([
      endpointPath(endpoints.listProPartnerRequests, { query: { page: 1, per_page: 1 } }),
    ]);
  });

  it('a company not yet approved asks nothing', async () => {
    const { calls, result } = load({ ...approved, is_approved: false, active_tariff: null });
    expect((await result).states).toEqual({});
    expect(calls).toEqual([]);
  });
});
