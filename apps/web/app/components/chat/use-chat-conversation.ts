import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { CHAT_LIMITS, type ChatHistory, type ChatMessage, type ChatSide } from '@portal/contract';
import { useChatEvents } from './chat-stream';
import { createTypingThrottle } from './typing-throttle';
import {
  advanceRead,
  findNewestOf,
  mergeMessages,
  otherSide,
  shouldMarkRead,
  sortMessages,
  type ChatMessageMap,
} from './chat-messages';

/** The calls a conversation's page makes from the browser: the cabinet's or the back office's. */
export type ChatConversationCalls = {
  loadEarlier: (before: number) => Promise<ChatHistory>;
  markRead: (through: number) => Promise<unknown>;
  sendTyping: () => Promise<unknown>;
};

/** Someone of the other side (or another manager) typing, and until when it shows. */
type Typing = { name: string; side: ChatSide; until: number };

/**
 * A conversation as its page shows it live (decision 051): the messages kept by id (the page's
 * history, older pages loaded above, the stream's new ones, the one just sent), the other side's
 * read mark for the receipts, who is typing, and the reader's own read mark, sent when the page is
 * visible and the newest message of the other side is on screen.
 */
export function useChatConversation({
  history,
  side,
  viewerId,
  calls,
}: {
  history: ChatHistory;
  /** The reader's side: 'company' in the cabinet, 'office' in the back office. */
  side: ChatSide;
  viewerId: string;
  calls: ChatConversationCalls;
}) {
  const conversationId = history.conversation.id;
  const other = otherSide(side);
  const readOf = (state: ChatHistory['conversation'], of: ChatSide) =>
    of === 'company' ? state.company_read_id : state.office_read_id;

  const [map, setMap] = useState<ChatMessageMap>(() => mergeMessages(new Map(), history.messages));
  const [hasMore, setHasMore] = useState(history.has_more);
  const [isLoadingEarlier, setLoadingEarlier] = useState(false);
  /** What the other side has read of ours (the receipts), and what ours has read of theirs. */
  const [otherRead, setOtherRead] = useState(() => readOf(history.conversation, other));
  const [ownRead, setOwnRead] = useState(() => readOf(history.conversation, side));
  const [typing, setTyping] = useState<Typing | null>(null);
  /** The newest incoming message since the page was shown, for the polite announcement. */
  const [arrived, setArrived] = useState<ChatMessage | null>(null);
  const { revalidate } = useRevalidator();

  // A page read again (a navigation, a form) brings its history: kept with what is shown.
  const [known, setKnown] = useState(history);
  if (known !== history) {
    setKnown(history);
    setMap((kept) => mergeMessages(kept, history.messages));
    setOtherRead((kept) => advanceRead(kept, readOf(history.conversation, other)));
    setOwnRead((kept) => advanceRead(kept, readOf(history.conversation, side)));
  }

  useChatEvents((event) => {
    switch (event.event) {
      case 'message':
        if (event.data.conversation_id !== conversationId) return;
        setMap((known) => mergeMessages(known, [event.data]));
        if (event.data.side === other || event.data.author?.id !== viewerId) {
          setArrived(event.data);
          setTyping((shown) => (shown?.name === event.data.author?.name ? null : shown));
        }
        return;
      case 'read':
        if (event.data.conversation_id !== conversationId) return;
        if (event.data.side === other) setOtherRead((known) => advanceRead(known, event.data.through));
        else setOwnRead((known) => advanceRead(known, event.data.through));
        return;
      case 'typing':
        // The other side, or another manager of the office; never the reader's own typing.
        if (event.data.conversation_id !== conversationId || event.data.user_id === viewerId) return;
        setTyping({
          name: event.data.name,
          side: event.data.side,
          until: Date.now() + CHAT_LIMITS.typingShowsMs,
        });
        return;
      case 'conversation':
        // Another manager assigned it: the page's assignee is read again.
        if (event.data.conversation_id === conversationId) void revalidate();
        return;
      case 'reset':
        void revalidate();
        return;
      default:
        return;
    }
  }, history.stream_id);

  // 'Typing' shows for a while after the last signal.
  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [typing]);

  const messages = sortMessages(map);
  const newestOther = findNewestOf(messages, other);
  const newestOtherId = newestOther?.id ?? null;

  // The read mark: when the page is visible and the newest message of the other side is on screen.
  const [newestElement, setNewestElement] = useState<HTMLElement | null>(null);
  const [isNewestOnScreen, setNewestOnScreen] = useState(false);
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (!newestElement || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setNewestOnScreen(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(newestElement);
    return () => observer.disconnect();
  }, [newestElement]);
  const sentRead = useRef(0);
  const { markRead } = calls;
  useEffect(() => {
    if (!shouldMarkRead({ isVisible, isNewestOnScreen, newestOtherId, readThrough: ownRead })) return;
    if (newestOtherId === null || newestOtherId <= sentRead.current) return;
    sentRead.current = newestOtherId;
    setOwnRead((known) => advanceRead(known, newestOtherId));
    markRead(newestOtherId).catch(() => {
      sentRead.current = 0;
    });
  }, [isVisible, isNewestOnScreen, newestOtherId, ownRead, markRead]);

  const loadEarlier = useCallback(async () => {
    const first = sortMessages(map)[0];
    if (!first || isLoadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await calls.loadEarlier(first.id);
      setMap((known) => mergeMessages(known, page.messages));
      setHasMore(page.has_more);
    } finally {
      setLoadingEarlier(false);
    }
  }, [map, isLoadingEarlier, calls]);

  // 'Typing' goes out at most every few seconds while the reader types.
  const { sendTyping } = calls;
  const [typingThrottle] = useState(() =>
    createTypingThrottle(() => void sendTyping().catch(() => undefined), CHAT_LIMITS.typingEveryMs),
  );
  useEffect(() => () => typingThrottle.cancel(), [typingThrottle]);
  const onTyping = typingThrottle.onKeystroke;

  const addSent = useCallback(
    (message: ChatMessage) => {
      typingThrottle.cancel();
      setMap((known) => mergeMessages(known, [message]));
    },
    [typingThrottle],
  );

  return {
    messages,
    hasMore,
    isLoadingEarlier,
    loadEarlier,
    otherRead,
    typing,
    arrived,
    /** Put on the newest message of the other side: its being on screen marks it read. */
    newestOtherRef: setNewestElement,
    newestOtherId,
    onTyping,
    addSent,
  };
}
