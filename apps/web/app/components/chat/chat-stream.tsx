import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
// Names from the contract's zod-free module only (chat/stream.ts): this one is on every page's
// first load, where the endpoint table's schemas (and zod) would weigh 26 KB more.
import {
  CHAT_EVENTS_PATH,
  CHAT_STREAM_EVENTS,
  type ChatStreamEvent,
  type ChatStreamMessage,
} from '@portal/contract';
import { createChatStreamHub, type ChatStreamHub, type ChatStreamListener } from './chat-stream-hub';

type ChatStream = {
  /** The caller's unread count: the server's render first, then the stream's. */
  unread: number;
  /**
   * Listens to the stream. `after` is the `stream_id` of the data the page shows: a connection
   * opened for it resumes there, and messages the connection brought since are given again.
   */
  subscribe: ChatStreamHub['subscribe'];
};

const NO_STREAM: ChatStream = { unread: 0, subscribe: () => () => undefined };
const ChatStreamContext = createContext<ChatStream>(NO_STREAM);

function parse(name: string, raw: MessageEvent<string>): ChatStreamEvent | null {
  try {
    const data = JSON.parse(raw.data) as unknown;
    if (name === 'message')
      return { event: 'message', id: Number(raw.lastEventId), data: data as ChatStreamMessage };
    return { event: name, data } as ChatStreamEvent;
  } catch {
    return null;
  }
}

/**
 * The chat's live stream for the whole tab (decision 051): one `EventSource` on
 * `GET /api/chat/events`, opened only for a signed-in user, shared by the header's count, the
 * menus and the chat pages. The browser reconnects by itself with `Last-Event-ID`; listeners get
 * each event, and `ready` and `unread` set the count.
 */
export function ChatStreamProvider({
  isEnabled,
  unread: rendered,
  children,
}: {
  isEnabled: boolean;
  /** The count the server rendered with the page (`GET /chat/unread`), renewed on each navigation. */
  unread: number;
  children: ReactNode;
}) {
  const [unread, setUnread] = useState(rendered);
  const [hub] = useState(createChatStreamHub);

  // A page read again brings the server's count: it wins over what the stream said before.
  const [shown, setShown] = useState(rendered);
  if (shown !== rendered) {
    setShown(rendered);
    setUnread(rendered);
  }

  // Child effects run first, so a page's `after` is known when the connection opens.
  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    const after = hub.getResumeAfter();
    const source = new EventSource(`/api${CHAT_EVENTS_PATH}${after === null ? '' : `?after=${after}`}`);
    const emit = (event: ChatStreamEvent) => {
      if (event.event === 'ready' || event.event === 'unread') setUnread(event.data.unread);
      hub.emit(event);
    };
    for (const name of CHAT_STREAM_EVENTS) {
      source.addEventListener(name, (raw: MessageEvent<string>) => {
        const event = parse(name, raw);
        if (event) emit(event);
      });
    }
    return () => source.close();
  }, [isEnabled, hub]);

  return (
    <ChatStreamContext.Provider value={{ unread, subscribe: hub.subscribe }}>
      {children}
    </ChatStreamContext.Provider>
  );
}

/** The tab's chat stream (a page outside a signed-in session gets one that never speaks). */
export function useChatStream(): ChatStream {
  return useContext(ChatStreamContext);
}

/**
 * Calls `onEvent` for each event of the stream while the component is shown; `after` is the
 * `stream_id` of the data it shows. The latest `onEvent` is called, so it may read fresh state.
 */
export function useChatEvents(onEvent: ChatStreamListener, after?: number) {
  const { subscribe } = useChatStream();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribe((event) => latest.current(event), after), [subscribe, after]);
}
