import type { ChatMessage, ChatSide } from '@portal/contract';
import { useChatTranslation } from '../../i18n/chat';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { DocumentIcon } from '../ui/icons';
import { formatFileSize } from '../../lib/file-size';
import { formatMessageTime, getReadReceipt } from './chat-messages';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Who wrote a message, as the reader is told. */
function authorOf(
  message: ChatMessage,
  options: { viewerId: string; isOwn: boolean; otherName: string },
  t: ReturnType<typeof useChatTranslation>['t'],
): string {
  if (message.author?.id === options.viewerId) return t('thread.you');
  if (message.author) return message.author.name;
  return options.isOwn ? t('thread.goneAuthor') : options.otherName;
}

function Attachment({ attachment }: { attachment: NonNullable<ChatMessage['attachment']> }) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  return (
    <a
      href={attachment.url}
      download={attachment.file_name}
      data-testid="chat-attachment"
      className="mt-2 flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-[15px] text-ink hover:border-brand-600"
    >
      <DocumentIcon width={20} height={20} className="shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0">
        <span className="sr-only">{t('thread.attachment')}: </span>
        <span className="block font-semibold break-all underline underline-offset-2">
          {attachment.file_name}
        </span>
        <span className="block text-sm text-muted">{formatFileSize(attachment.size, locale)}</span>
      </span>
    </a>
  );
}

export type ChatThreadProps = {
  messages: readonly ChatMessage[];
  /** The reader's side: its messages stand on the right with their receipts. */
  side: ChatSide;
  viewerId: string;
  /** How the other side is named when its author is gone ('Portal manager', the company). */
  otherName: string;
  /** The other side's read mark, for the receipts of the reader's side. */
  otherRead: number;
  /** 'Earlier messages': its plain address (works without script) and, with script, the load above. */
  earlier: { href: string; onLoad: () => void; isLoading: boolean } | null;
  /** 'Latest messages' when the page shows an older page (`?before=`). */
  latestHref: string | null;
  newestOtherId: number | null;
  newestOtherRef: (element: HTMLElement | null) => void;
  emptyText: string;
};

/**
 * A conversation's messages (issue 29 §1), oldest first: the reader's own on the right with
 * 'Sent' or 'Read', the other side's on the left, each with its author, time and file. The list
 * scrolls in its own box that starts at its end (column-reverse, no script needed) and keeps its
 * place when older messages are put above.
 */
export function ChatThread({
  messages,
  side,
  viewerId,
  otherName,
  otherRead,
  earlier,
  latestHref,
  newestOtherId,
  newestOtherRef,
  emptyText,
}: ChatThreadProps) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  return (
    // The box scrolls by itself: a named region a keyboard can reach and scroll (axe 'scrollable-region-focusable').
    <div
      role="region"
      aria-label={t('thread.label')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard
      tabIndex={0}
      data-testid="chat-thread"
      className="flex max-h-[min(65vh,42rem)] min-h-64 flex-col-reverse overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex flex-col gap-3 p-3 sm:p-5">
        {earlier && (
          <p className="text-center">
            <a
              href={earlier.href}
              onClick={(event) => {
                event.preventDefault();
                earlier.onLoad();
              }}
              aria-busy={earlier.isLoading || undefined}
              data-testid="chat-earlier"
              className={cx(LINK, 'inline-flex min-h-11 items-center')}
            >
              {earlier.isLoading ? t('thread.loadingEarlier') : t('thread.earlier')}
            </a>
          </p>
        )}
        {messages.length === 0 ? (
          <p className="my-auto py-10 text-center text-[15px] text-muted" data-testid="chat-empty">
            {emptyText}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => {
              const isOwn = message.side === side;
              const receipt = isOwn ? getReadReceipt(message, otherRead) : null;
              return (
                <li
                  key={message.id}
                  ref={message.id === newestOtherId ? newestOtherRef : undefined}
                  data-testid="chat-message"
                  data-id={message.id}
                  data-side={message.side}
                  data-own={isOwn ? 'true' : 'false'}
                  className={cx(
                    'flex max-w-[88%] flex-col rounded-2xl px-4 py-3 sm:max-w-[75%]',
                    isOwn
                      ? 'self-end rounded-br-sm bg-brand-900 text-white'
                      : 'self-start rounded-bl-sm border border-slate-200 bg-white text-ink',
                  )}
                >
                  <p
                    className={cx(
                      'flex flex-wrap items-baseline gap-x-2 text-sm',
                      isOwn ? 'text-white/85' : 'text-muted',
                    )}
                  >
                    <span className={cx('font-bold', isOwn ? 'text-white' : 'text-ink')}>
                      {authorOf(message, { viewerId, isOwn, otherName }, t)}
                    </span>
                    <time dateTime={message.created_at}>{formatMessageTime(message.created_at, locale)}</time>
                  </p>
                  {message.text && (
                    <p
                      className="mt-1 text-[15px] leading-relaxed break-words whitespace-pre-wrap"
                      data-testid="chat-message-text"
                    >
                      {message.text}
                    </p>
                  )}
                  {message.attachment && <Attachment attachment={message.attachment} />}
                  {receipt && (
                    <p
                      className="mt-1 self-end text-xs font-semibold text-white/85"
                      data-testid="chat-receipt"
                      data-receipt={receipt}
                    >
                      {t(receipt === 'read' ? 'thread.read' : 'thread.sent')}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {latestHref && (
          <p className="text-center">
            <a
              href={latestHref}
              className={cx(LINK, 'inline-flex min-h-11 items-center')}
              data-testid="chat-latest"
            >
              {t('thread.newest')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Who is typing, said politely and only when it changes (the region stays, its text comes and
 * goes), and the newest incoming message for screen readers.
 */
export function ChatLiveStatus({
  typingText,
  arrived,
}: {
  typingText: string | null;
  arrived: { name: string; text: string } | null;
}) {
  const { t } = useChatTranslation();
  return (
    <>
      <p
        aria-live="polite"
        className="-mb-2 min-h-5 px-1 text-sm text-muted italic"
        data-testid="chat-typing"
      >
        {typingText}
      </p>
      <p className="sr-only" role="status">
        {arrived ? `${t('thread.newMessage', { name: arrived.name })}: ${arrived.text}` : ''}
      </p>
    </>
  );
}
