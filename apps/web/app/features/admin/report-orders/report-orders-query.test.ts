import { describe, expect, it } from 'vitest';
import { AdminReportOrdersQuerySchema } from '@portal/contract';
import { readReportOrdersQuery, toAdminReportOrdersQuery } from './report-orders-query';

const read = (query: string) => readReportOrdersQuery(new URLSearchParams(query));

describe('issue 28 §4: the back office’s report orders in the address', () => {
  it('reads the status tab, the period, the words and the page', () => {
    expect(read('status=failed&from=2026-11-01&to=2026-11-30&search=Nord&page=2')).toEqual({
      status: 'failed',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'Nord',
      page: 2,
    });
  });

  it('drops what the API would refuse and swaps a period typed the wrong way round', () => {
    expect(read('status=lost&from=2026-02-30&to=soon&page=-1')).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
      page: 1,
    });
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('asks the API for every status on the All tab, and only for what is set', () => {
    const all = toAdminReportOrdersQuery(read(''));
    expect(all).toEqual({ status: 'all', page: 1 });
    const filtered = toAdminReportOrdersQuery(read('status=ready&from=2026-11-01&search=42'));
    expect(filtered).toEqual({ status: 'ready', page: 1, from: '2026-11-01', search: '42' });
    expect(AdminReportOrdersQuerySchema.safeParse(filtered).success).toBe(true);
  });
});
