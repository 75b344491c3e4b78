import { describe, expect, it } from 'vitest';
import { readInvoicesQuery, readPaymentsQuery } from './money-query';

const COMPANY = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

describe('readInvoicesQuery: the invoices list’s address', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams(
      `status=paid&payment_method=bank_transfer&from=2026-11-01&to=2026-11-30&company=${COMPANY}&search=EXP-2026&page=2`,
    );
    expect(readInvoicesQuery(params)).toEqual({
      status: 'paid',
      payment_method: 'bank_transfer',
      from: '2026-11-01',
      to: '2026-11-30',
      company: COMPANY,
      search: 'EXP-2026',
      page: 2,
    });
  });

  it('drops what the API would refuse instead of failing the page; every status by default', () => {
    const params = new URLSearchParams(
      'status=lost&payment_method=cash&from=2026-02-30&to=soon&company=42&page=-1',
    );
    expect(readInvoicesQuery(params)).toEqual({
      status: 'all',
      payment_method: undefined,
      from: undefined,
      to: undefined,
      company: undefined,
      search: undefined,
      page: 1,
    });
  });

  it('a period typed the wrong way round is the same period', () => {
    const query = readInvoicesQuery(new URLSearchParams('from=2026-11-30&to=2026-11-01'));
    expect([query.from, query.to]).toEqual(['2026-11-01', '2026-11-30']);
  });
});

describe('readPaymentsQuery: the payments log’s address', () => {
  it('reads a known verdict and the period', () => {
    expect(readPaymentsQuery(new URLSearchParams('verdict=forged&from=2026-11-01&page=3'))).toEqual({
      verdict: 'forged',
      from: '2026-11-01',
      to: undefined,
      page: 3,
    });
    expect(readPaymentsQuery(new URLSearchParams('verdict=stolen')).verdict).toBeUndefined();
  });
});
