import { describe, expect, it } from 'vitest';
import { readCourierRequestsQuery } from './courier-requests-query';

const read = (search: string) => readCourierRequestsQuery(new URLSearchParams(search));

describe('issue 28 §5: the back office’s courier requests from the address', () => {
  it('reads the state, the period, the company, the words and the page', () => {
    expect(
      read(
        'state=failed&from=2026-11-01&to=2026-11-30&company=6F1C1C5E-8A3B-4C55-9A43-0B8E3F0D2A11&search=%20Lviv%20&page=2',
      ),
    ).toEqual({
      state: 'failed',
      from: '2026-11-01',
      to: '2026-11-30',
      company: '6f1c1c5e-8a3b-4c55-9a43-0b8e3f0d2a11',
      search: 'Lviv',
      page: 2,
    });
  });

  it('drops what the API would refuse, and turns a period typed backwards round', () => {
    expect(read('state=lost&from=2026-02-30&company=acme&page=-1')).toEqual({
      state: undefined,
      from: undefined,
      to: undefined,
      company: undefined,
      search: undefined,
      page: 1,
    });
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });
});
