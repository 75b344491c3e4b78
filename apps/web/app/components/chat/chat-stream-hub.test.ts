import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent, ChatStreamMessage } from '@portal/contract';
import { createChatStreamHub, REPLAYED_MESSAGES } from './chat-stream-hub';

function message(id: number): ChatStreamEvent {
  const data: ChatStreamMessage = {
    id,
    conversation_id: '00000000-0000-4000-8000-000000000001',
    side: 'office',
    author: null,
    text: `m${id}`,
    attachment: null,
    client_id: null,
    created_at: '2026-11-29T12:00:00.000Z',
    company_id: '00000000-0000-4000-8000-000000000002',
    company_name: 'ТОВ «Тест»',
  };
  return { event: 'message', id, data };
}

const idsOf = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.event === 'message' ? event.id : event.event));

describe('the tab’s one stream for every listener', () => {
  it('gives each event to each listener while it listens', () => {
    const hub = createChatStreamHub();
    const first: ChatStreamEvent[] = [];
    const second: ChatStreamEvent[] = [];
    const stop = hub.subscribe((event) => first.push(event));
    hub.subscribe((event) => second.push(event));
    hub.emit({ event: 'unread', data: { unread: 2 } });
    stop();
    hub.emit(message(5));
    expect(idsOf(first)).toEqual(['unread']);
    expect(idsOf(second)).toEqual(['unread', 5]);
  });

  it('gives a page that comes late the messages after its data', () => {
    const hub = createChatStreamHub();
    hub.emit(message(3));
    hub.emit(message(4));
    hub.emit(message(7));
    const seen: ChatStreamEvent[] = [];
    hub.subscribe((event) => seen.push(event), 4);
    expect(idsOf(seen)).toEqual([7]);
  });

  it('keeps only the latest messages to give again', () => {
    const hub = createChatStreamHub();
    for (let id = 1; id <= REPLAYED_MESSAGES + 5; id++) hub.emit(message(id));
    const seen: ChatStreamEvent[] = [];
    hub.subscribe((event) => seen.push(event), 0);
    expect(seen).toHaveLength(REPLAYED_MESSAGES);
    expect(idsOf(seen)[0]).toBe(6);
  });

  it('resumes a connection opened now after the earliest page’s data, or from now', () => {
    const hub = createChatStreamHub();
    expect(hub.getResumeAfter()).toBeNull();
    hub.subscribe(() => undefined);
    expect(hub.getResumeAfter()).toBeNull();
    hub.subscribe(() => undefined, 12);
    hub.subscribe(() => undefined, 9);
    hub.subscribe(() => undefined, 30);
    expect(hub.getResumeAfter()).toBe(9);
  });
});
