import { useTranslation } from '../../i18n/use-translation';
import { isBackOfficeRole } from '@portal/contract';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { useProfile } from '../../lib/session/use-profile';
import { ChatIcon } from '../ui/icons';
import { chatPathFor } from './chat-access';
import { useChatUnread } from './use-chat-unread';

/** The count as a small pill; the words are the link's (its accessible name says them). */
export function ChatUnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="chat-unread-badge"
      className={cx(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-6 font-bold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * A link's name with the count said after it, 'Чат, 3 непрочитані' (staff: conversations with
 * unread messages); the name alone when nothing is unread. For the link's `aria-label`: the visible
 * name comes first, as WCAG 2.5.3 asks.
 */
export function useChatUnreadName(): (name: string, count: number) => string {
  const { t } = useTranslation();
  const profile = useProfile();
  const key = profile && isBackOfficeRole(profile.role) ? 'account.inboxUnread' : 'account.chatUnread';
  return (name, count) => (count > 0 ? `${name}, ${t(key, { count })}` : name);
}

/**
 * The header's way to the chat (issue 29 §3): for an exporter the company's conversation, for
 * staff the inbox, with the unread count rendered by the server and kept live by the tab's stream.
 * Its name says the count: 'Чат, 3 непрочитані'.
 */
export function ChatHeaderLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const unread = useChatUnread();
  const nameOf = useChatUnreadName();
  if (!profile || unread === null) return null;
  return (
    <LocalizedLink
      to={chatPathFor(profile)}
      aria-label={nameOf(t('account.chat'), unread)}
      data-testid="header-chat"
      data-unread={unread}
      className={cx(
        'relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-brand-900 transition-colors duration-200 hover:bg-brand-50',
        className,
      )}
    >
      <ChatIcon width={24} height={24} aria-hidden="true" />
      <ChatUnreadBadge count={unread} className="absolute -top-0.5 -right-1" />
    </LocalizedLink>
  );
}
