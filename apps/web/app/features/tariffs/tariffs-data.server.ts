import type { AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api-client';
import { endpoints } from '@portal/contract';

/** /tariffs (spec §2): the plans (`listTariffs`) and the comparison (`getTariffComparison`). */
export async function loadTariffs({ request, context }: { request: Request; context: AppLoadContext }) {
  const api = createApiClient({ request, apiFetch: context.apiFetch });
  const [plans, comparison] = await Promise.all([
    api.call(endpoints.listTariffs),
    api.call(endpoints.getTariffComparison),
  ]);
  return { plans, comparison };
}
