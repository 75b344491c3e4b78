import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import type { ChatSide } from '@portal/contract';
import { cx } from '../../lib/cx';
import { ChatComposer } from './chat-composer';
import { buildEarlierHref } from './chat-paths';
import { ChatLiveStatus, ChatThread } from './chat-thread';
import type { useChatConversation } from './use-chat-conversation';

/**
 * One conversation as both sides show it (issue 29 §1, §3): the messages with 'Earlier messages'
 * above, who is typing and what arrived, and the composer. The cabinet and the back office differ
 * only in the words and the side.
 */
export function ChatPanel({
  chat,
  side,
  viewerId,
  before,
  clientId,
  otherName,
  emptyText,
  composerLabel,
  typingText,
  arrived,
  textareaRef,
  className,
}: {
  chat: ReturnType<typeof useChatConversation>;
  side: ChatSide;
  viewerId: string;
  /** The older page shown (`?before=`), or null for the latest. */
  before: number | null;
  clientId: string;
  otherName: string;
  emptyText: string;
  composerLabel: string;
  typingText: string | null;
  arrived: { name: string; text: string } | null;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  className?: string;
}) {
  const { pathname } = useLocation();
  const first = chat.messages[0];
  return (
    <div
      id="chat"
      className={cx('flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-6', className)}
    >
      <ChatThread
        messages={chat.messages}
        side={side}
        viewerId={viewerId}
        otherName={otherName}
        otherRead={chat.otherRead}
        earlier={
          chat.hasMore && first
            ? {
                href: buildEarlierHref(pathname, first.id),
                onLoad: () => void chat.loadEarlier(),
                isLoading: chat.isLoadingEarlier,
              }
            : null
        }
        latestHref={before === null ? null : pathname}
        newestOtherId={chat.newestOtherId}
        newestOtherRef={chat.newestOtherRef}
        emptyText={emptyText}
      />
      <ChatLiveStatus typingText={typingText} arrived={arrived} />
      <ChatComposer
        clientId={clientId}
        label={composerLabel}
        onSent={chat.addSent}
        onTyping={chat.onTyping}
        {...(textareaRef ? { textareaRef } : {})}
      />
    </div>
  );
}
