import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@portal/contract';
import {
  advanceRead,
  findNewestOf,
  formatMessageTime,
  getReadReceipt,
  mergeMessages,
  shouldMarkRead,
  sortMessages,
  type ChatMessageMap,
} from './chat-messages';

function message(id: number, side: ChatMessage['side'] = 'company', text = `m${id}`): ChatMessage {
  return {
    id,
    conversation_id: '00000000-0000-4000-8000-000000000001',
    side,
    author: null,
    text,
    attachment: null,
    client_id: null,
    created_at: '2026-11-29T12:05:00.000Z',
  };
}

describe('the chat’s messages kept by id', () => {
  it('keeps a message that arrives twice once, and the newer copy of it', () => {
    let map: ChatMessageMap = new Map();
    map = mergeMessages(map, [message(3), message(1)]);
    map = mergeMessages(map, [message(3, 'company', 'again'), message(2)]);
    expect(sortMessages(map).map((m) => [m.id, m.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
    ]);
  });

  it('puts an older page before the messages shown, whatever order they came in', () => {
    const shown = mergeMessages(new Map(), [message(10), message(12)]);
    const withOlder = mergeMessages(shown, [message(4), message(7)]);
    expect(sortMessages(withOlder).map((m) => m.id)).toEqual([4, 7, 10, 12]);
  });

  it('answers the same map when nothing is added', () => {
    const map = mergeMessages(new Map(), [message(1)]);
    expect(mergeMessages(map, [])).toBe(map);
  });

  it('finds the newest message of a side', () => {
    const list = [message(1, 'office'), message(2, 'company'), message(3, 'office'), message(4, 'company')];
    expect(findNewestOf(list, 'office')?.id).toBe(3);
    expect(findNewestOf([message(1, 'company')], 'office')).toBeNull();
  });
});

describe('read receipts', () => {
  it('is read once the other side has read up to it, sent before', () => {
    expect(getReadReceipt({ id: 5 }, 4)).toBe('sent');
    expect(getReadReceipt({ id: 5 }, 5)).toBe('read');
    expect(getReadReceipt({ id: 5 }, 9)).toBe('read');
    expect(getReadReceipt({ id: 5 }, 0)).toBe('sent');
  });

  it('never moves a read mark back', () => {
    expect(advanceRead(7, 3)).toBe(7);
    expect(advanceRead(3, 7)).toBe(7);
  });

  it('marks read only when the page is seen, the newest is on screen and it is new', () => {
    const base = { isVisible: true, isNewestOnScreen: true, newestOtherId: 8, readThrough: 5 };
    expect(shouldMarkRead(base)).toBe(true);
    expect(shouldMarkRead({ ...base, isVisible: false })).toBe(false);
    expect(shouldMarkRead({ ...base, isNewestOnScreen: false })).toBe(false);
    expect(shouldMarkRead({ ...base, readThrough: 8 })).toBe(false);
    expect(shouldMarkRead({ ...base, newestOtherId: null })).toBe(false);
  });
});

describe('what a message shows', () => {
  it('prints the moment in Kyiv time in the page’s language', () => {
    expect(formatMessageTime('2026-11-29T12:05:00.000Z', 'ua')).toBe('29.11.2026, 14:05');
    expect(formatMessageTime('2026-11-29T12:05:00.000Z', 'en')).toBe('29 Nov 2026, 14:05');
  });
});
