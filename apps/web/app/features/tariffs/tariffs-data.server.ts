import type { AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api-client';
import type { Tariff as TariffPlan, TariffComparison } from '@portal/contract';

/** /tariffs (spec §2): the plans from `/tariffs`, the comparison from `/tariffs/with-comparison`. */
export async function loadTariffs({ request, context }: { request: Request; context: AppLoadContext }) {
  const api = createApiClient({ request, apiFetch: context.apiFetch });
  const [plans, comparison] = await Promise.all([
    api.get<TariffPlan[]>('/tariffs'),
    api.get<TariffComparison>('/tariffs/with-comparison'),
  ]);
  return { plans, comparison };
}
