import { endpoints } from '@portal/contract';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';

export async function loadAdminSummary(input: RouteInput) {
  const api = serverApi(input);
  // Invoices awaiting payment: one row asked for, its total is the count (issue 14 §5). The
  // summary counts the requests of every registered kind.
  const [summary, awaiting] = await Promise.all([
    api.call(endpoints.getAdminSummary),
    api.call(endpoints.listAdminInvoices, { query: { status: 'awaiting_payment', per_page: 1 } }),
  ]);
  return { summary, invoicesAwaiting: awaiting.meta.total };
}
