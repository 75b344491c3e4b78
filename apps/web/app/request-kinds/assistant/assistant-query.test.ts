import { describe, expect, it } from 'vitest';
import { readShortListFilters } from '../shared/short-list-query';
import { toAssistantQuery } from './assistant-query';

describe('the list of assistance requests in the address (issue 15)', () => {
  it('never passes a classification code (the assistant’s API refuses it)', () => {
    const values = readShortListFilters(new URLSearchParams('hs=0811&status=approved'));
    expect(toAssistantQuery(values)).toEqual({ page: 1, status: 'approved' });
  });
});
