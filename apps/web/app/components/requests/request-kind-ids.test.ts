import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '@portal/contract';
import { kindTestId } from './request-kind-ids';

describe('kindTestId (decision 026 §1: one name per kind, hyphenated in test ids)', () => {
  it('names each kind by its API identifier with hyphens', () => {
    expect(kindTestId('check_list', 'form')).toBe('check-list-form');
    expect(kindTestId('country_analysis', 'count')).toBe('country-analysis-count');
    expect(kindTestId('assistant', 'list')).toBe('assistant-list');
    expect(kindTestId('sales_market', 'delete')).toBe('sales-market-delete');
  });

  it('gives every kind its own prefix, free of underscores', () => {
    const prefixes = REQUEST_KINDS.map((kind) => kindTestId(kind, 'x'));
    expect(new Set(prefixes).size).toBe(REQUEST_KINDS.length);
    for (const prefix of prefixes) expect(prefix).not.toContain('_');
  });
});
