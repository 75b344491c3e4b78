import type { ChatStreamEvent } from '@portal/contract';

export type ChatStreamListener = (event: ChatStreamEvent) => void;
type MessageEvent = Extract<ChatStreamEvent, { event: 'message' }>;

/** The recent messages a page that subscribes late is given again (they may postdate its data). */
export const REPLAYED_MESSAGES = 200;

/**
 * What the tab's one connection hands its listeners (decision 052): each event to each listener;
 * a listener that comes with the `stream_id` of its page's data is first given the messages the
 * connection brought after it, so nothing between the page's loader and its first render is lost.
 * The earliest `stream_id` asked for is where a connection not yet open resumes.
 */
export function createChatStreamHub() {
  const listeners = new Set<ChatStreamListener>();
  let recent: MessageEvent[] = [];
  let resumeAfter: number | null = null;
  return {
    subscribe(listener: ChatStreamListener, after?: number): () => void {
      listeners.add(listener);
      if (after !== undefined) {
        resumeAfter = resumeAfter === null ? after : Math.min(resumeAfter, after);
        for (const event of recent) if (event.id > after) listener(event);
      }
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event: ChatStreamEvent): void {
      if (event.event === 'message') recent = [...recent.slice(-(REPLAYED_MESSAGES - 1)), event];
      for (const listener of listeners) listener(event);
    },
    /** Where a connection opened now resumes: the earliest page's `stream_id`, or null (from now). */
    getResumeAfter: (): number | null => resumeAfter,
  };
}

export type ChatStreamHub = ReturnType<typeof createChatStreamHub>;
