import { describe, expect, it } from 'vitest';
import { readChatInboxQuery } from './chat-query';

describe('the inbox’s address', () => {
  it('reads the view, the words and the page', () => {
    expect(readChatInboxQuery(new URLSearchParams('view=unanswered&search=%20Мед%20&page=2'))).toEqual({
      view: 'unanswered',
      search: 'Мед',
      page: 2,
    });
  });

  it('reads an unknown view, or "all", as every conversation', () => {
    expect(readChatInboxQuery(new URLSearchParams('view=spam')).view).toBeUndefined();
    expect(readChatInboxQuery(new URLSearchParams('view=all')).view).toBeUndefined();
  });
});
