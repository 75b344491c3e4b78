import { canFileRequests, endpoints, hasActiveSubscription, PAGE_SIZE_MAX } from '@portal/contract';
import { type RouteContext } from '../../lib/app-context';
import { userContext } from '../../lib/session/guard-middleware.server';
import type { ProServiceKey } from './pro-services';
import {
  summarizeAcademy,
  summarizeClub,
  type ProServiceState,
  type ProServiceStates,
} from './pro-services-state';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * /profile/pro-services: the state each card shows (issue 16 §1), asked of the API at once, one
 * call per service the company may use: the subscription's services for a subscriber, the
 * partners' requests for any approved company. A call that fails (the service down, a refusal)
 * leaves its card without a state: the page never becomes an error page for it, and no failure
 * here signs the user out or notifies (`handleErrors: false`).
 */
export async function loadProServiceStates(input: LoaderInput): Promise<{ states: ProServiceStates }> {
  const profile = input.context.get(userContext);
  const api = serverApi(input);
  const quiet = { handleErrors: false } as const;
  const calls: [ProServiceKey, () => Promise<ProServiceState>][] = [];
  if (hasActiveSubscription(profile)) {
    calls.push(
      [
        'businessClub',
        async () => {
          const query = { period: 'upcoming', page: 1, per_page: PAGE_SIZE_MAX } as const;
          const page = await api.call(endpoints.listEvents, { query }, quiet);
          return summarizeClub(page.items, page.meta.total);
        },
      ],
      ['academy', async () => summarizeAcademy(await api.call(endpoints.listAcademyCourses, {}, quiet))],
      [
        'vkursi',
        async () => ({
          kind: 'vkursi',
          isOpen: (await api.call(endpoints.getVkursiAccount, {}, quiet)).registered,
        }),
      ],
    );
  }
  if (canFileRequests(profile)) {
    calls.push([
      'partners',
      async () => {
        const query = { page: 1, per_page: 1 };
        const page = await api.call(endpoints.listProPartnerRequests, { query }, quiet);
        return { kind: 'partners', sent: page.meta.total, leftToday: page.emails_left_today };
      },
    ]);
  }
  const settled = await Promise.allSettled(calls.map(([, load]) => load()));
  const states: ProServiceStates = {};
  settled.forEach((outcome, index) => {
    const key = calls[index]![0];
    if (outcome.status === 'fulfilled') states[key] = outcome.value;
    else console.warn(`The ${key} card shows no state: its call failed.`, outcome.reason);
  });
  return { states };
}
