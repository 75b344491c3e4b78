import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isBackOfficeRole } from '@portal/contract';
import { ChatUnreadBadge, useChatUnreadName } from '../../components/chat/chat-unread-badge';
import { useChatUnread } from '../../components/chat/use-chat-unread';
import { Badge } from '../../components/ui/badge';
import { ChevronDownIcon, LockIcon, LogoutIcon } from '../../components/ui/icons';
import { useAccountsTranslation } from '../../i18n/accounts';
import { LocalizedNavLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { isProfileApproved } from '../../lib/session/profile-labels';
import { useLogout } from '../../lib/session/use-logout';
import { useProfile } from '../../lib/session/use-profile';
import { findProfileMenuFor } from './profile-menu-for-staff';
import { isEntryLocked, type ProfileMenuLink } from './profile-menu-items';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-[15px] font-semibold transition-colors duration-200';

function MenuLink({
  link,
  isLocked,
  noteId,
  extra,
  ariaLabel,
}: {
  link: ProfileMenuLink;
  isLocked: boolean;
  noteId: string;
  extra?: ReactNode;
  /** The name with what `extra` says (a count), when it says more than the label. */
  ariaLabel?: string;
}) {
  const { t } = useAccountsTranslation();
  const label = t(`menu.${link.key}`);
  if (isLocked) {
    // Focusable but inert, with the reason read out (an 'approved only' entry, spec §2).
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-describedby={noteId}
        tabIndex={0}
        data-testid={`profile-menu-${link.key}`}
        data-locked="true"
        className={cx(ITEM, 'cursor-not-allowed text-slate-600')}
      >
        <LockIcon width={18} height={18} className="shrink-0" />
        {label}
        {extra}
      </span>
    );
  }
  return (
    <LocalizedNavLink
      to={link.to}
      end
      aria-label={ariaLabel}
      data-testid={`profile-menu-${link.key}`}
      className={({ isActive }) =>
        cx(ITEM, isActive ? 'bg-brand-900 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-700')
      }
    >
      {label}
      {extra}
    </LocalizedNavLink>
  );
}

/**
 * The profile menu of spec §2 beside every /profile page: 502 px wide on wide screens, a
 * disclosure on phones. 'Approved only' entries stay locked until a manager approves the
 * profile; 'additional' ones carry a tag. Staff get the back-office and their own account pages
 * only (issue 13 §6).
 */
export function ProfileMenu() {
  const { t } = useAccountsTranslation();
  const { t: tMain } = useTranslation();
  const profile = useProfile();
  // Issue 13 §6: staff see the back-office and their own account pages, not the company's.
  const menu = findProfileMenuFor(profile);
  const isStaff = profile !== null && isBackOfficeRole(profile.role);
  const { logout, isLoggingOut } = useLogout();
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  const noteId = `${id}-locked`;
  const isApproved = profile !== null && isProfileApproved(profile);
  const hasLocked = menu.some((entry) => isEntryLocked(entry, isApproved));
  const chatUnread = useChatUnread() ?? 0;
  const chatName = useChatUnreadName();

  return (
    <nav
      aria-label={t('menu.title')}
      data-testid="profile-menu"
      className="rounded-2xl border border-slate-200 bg-white p-3 lg:p-4"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cx(ITEM, 'justify-between text-brand-900 hover:bg-brand-50 lg:hidden')}
      >
        {t('menu.title')}
        <ChevronDownIcon className={cx('transition-transform duration-200', open && 'rotate-180')} />
      </button>
      <div id={listId} className={cx(open ? 'block' : 'hidden', 'mt-2 lg:mt-0 lg:block')}>
        {hasLocked && (
          <p
            id={noteId}
            className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <LockIcon width={16} height={16} className="mt-0.5 shrink-0" />
            {t('menu.lockedNote')}
          </p>
        )}
        <ul className="flex flex-col gap-1">
          {isStaff && (
            <li>
              <LocalizedNavLink
                to="/admin"
                data-testid="profile-menu-admin"
                className={cx(ITEM, 'text-ink hover:bg-brand-50 hover:text-brand-700')}
              >
                {tMain('account.backOffice')}
              </LocalizedNavLink>
            </li>
          )}
          {menu.map((entry) => {
            const isLocked = isEntryLocked(entry, isApproved);
            // Issue 29 §3: the chat's unread count beside its entry, live, and said in its name.
            const isChat = entry.key === 'chat' && chatUnread > 0;
            const tag = isChat ? (
              <ChatUnreadBadge count={chatUnread} className="ml-auto" />
            ) : entry.isAdditional ? (
              <Badge className="ml-auto">{t('menu.additional')}</Badge>
            ) : undefined;
            if (entry.to !== undefined) {
              return (
                <li key={entry.key}>
                  <MenuLink
                    link={{ key: entry.key, to: entry.to }}
                    isLocked={isLocked}
                    noteId={noteId}
                    extra={tag}
                    ariaLabel={isChat ? chatName(t(`menu.${entry.key}`), chatUnread) : undefined}
                  />
                </li>
              );
            }
            const groupId = `${id}-${entry.key}`;
            return (
              <li key={entry.key} className="mt-2 first:mt-0">
                <span id={groupId} className="block px-3 pb-1 text-sm font-bold text-muted">
                  {t(`menu.${entry.key}`)}
                </span>
                <ul
                  aria-labelledby={groupId}
                  className="flex flex-col gap-1 border-l-2 border-brand-100 pl-2 ml-3"
                >
                  {entry.links.map((link) => (
                    <li key={link.key}>
                      <MenuLink link={link} isLocked={isLocked} noteId={noteId} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="mt-2 border-t border-slate-200 pt-2">
            <button
              type="button"
              onClick={() => void logout()}
              aria-disabled={isLoggingOut || undefined}
              data-testid="profile-menu-logout"
              className={cx(ITEM, 'text-red-700 hover:bg-red-50')}
            >
              <LogoutIcon width={18} height={18} />
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
