import { describe, expect, it } from 'vitest';
import { readSupportMessagesQuery } from './support-query';

const read = (search: string) => readSupportMessagesQuery(new URLSearchParams(search));

describe('issue 29 §4: the back office’s support messages from the address', () => {
  it('reads the view, the topic, the words and the page', () => {
    expect(read('view=answered&topic=payments&search=%20рахунок%20&page=2')).toEqual({
      view: 'answered',
      topic: 'payments',
      search: 'рахунок',
      page: 2,
    });
  });

  it('opens on the unanswered messages, and drops what the API would refuse', () => {
    expect(read('')).toEqual({ view: 'unanswered', topic: undefined, search: undefined, page: 1 });
    expect(read('view=mine&topic=weather&page=0')).toEqual({
      view: 'unanswered',
      topic: undefined,
      search: undefined,
      page: 1,
    });
  });
});
