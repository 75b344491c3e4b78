import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Profile } from '@portal/contract';
import { VerificationBadge } from '../../components/accounts/verification-badge';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { getDisplayName, getTariffLabel } from '../../lib/session/profile-labels';
import { useLogout } from '../../lib/session/use-logout';
import { findAccountLinks } from './nav-items';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-[15px] font-semibold transition-colors duration-200 focus-visible:bg-brand-50';
/** Leaving the avatar for the panel crosses a few pixels; the menu waits before closing. */
const HOVER_CLOSE_MS = 200;

/**
 * The signed-in user's avatar (spec §2) as a WAI-ARIA menu button: hovering it or reaching it by
 * keyboard opens the quick menu with the verification status, the tariff, 'Особистий кабінет'
 * (for staff: the back-office and their own account pages, issue 13 §6) and 'Вийти'. Enter, Space and the arrows move into the menu; Escape closes it.
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const statusId = `${id}-status`;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** How the menu was opened: hover closes it when the pointer leaves, a click does not. */
  const openedBy = useRef<'hover' | 'focus' | 'click'>('click');
  const name = getDisplayName(profile, t);
  const tariff = getTariffLabel(profile, t);

  const items = () => Array.from(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const openMenu = (by: 'hover' | 'focus' | 'click', focus?: 'first' | 'last') => {
    window.clearTimeout(closeTimer.current);
    if (!open || by === 'click') openedBy.current = by;
    setOpen(true);
    // The items are in the DOM (only hidden), so they can take focus once shown.
    if (focus) window.requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };
  /** Set while focus is put back on the avatar, which must not open the menu again. */
  const isReturningFocus = useRef(false);
  const close = (returnFocus = false) => {
    setOpen(false);
    if (!returnFocus) return;
    isReturningFocus.current = true;
    button.current?.focus();
    isReturningFocus.current = false;
  };

  useEffect(() => {
    if (!open) return;
    const root = wrapper.current;
    const onPointerDown = (event: PointerEvent) => {
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (root && !root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('focus', 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('focus', 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && openMenu('hover')}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || openedBy.current !== 'hover') return;
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-describedby={statusId}
        data-testid="user-menu-button"
        onClick={() => (open && openedBy.current === 'click' ? close() : openMenu('click'))}
        onFocus={(event) => {
          if (!isReturningFocus.current && event.currentTarget.matches(':focus-visible')) openMenu('focus');
        }}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left transition-colors duration-200 hover:bg-brand-50"
      >
        <span
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-900 text-base font-bold text-white"
          aria-hidden="true"
        >
          {profile.main_info.name.trim() ? (
            profile.main_info.name.trim().charAt(0).toUpperCase()
          ) : (
            <UserIcon width={20} height={20} />
          )}
        </span>
        <span className="flex max-w-48 flex-col leading-tight">
          <span className="truncate text-sm font-bold text-ink" data-testid="user-menu-name">
            {name}
          </span>
          <span className="truncate text-xs font-semibold text-brand-700" data-testid="header-tariff">
            {tariff}
          </span>
        </span>
        <ChevronDownIcon
          width={18}
          height={18}
          className={cx('text-brand-900 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div hidden={!open} className="absolute top-full right-0 z-20 w-72 pt-2" data-testid="user-menu">
        <div className="animate-drop-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <div id={statusId} className="border-b border-slate-200 px-3 pt-2 pb-3">
            <VerificationBadge profile={profile} />
            <p className="mt-1 text-sm text-muted">
              {t('account.tariff')}: <span className="font-semibold text-ink">{tariff}</span>
            </p>
          </div>
          <ul
            role="menu"
            id={menuId}
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="mt-2 flex flex-col gap-1"
          >
            {findAccountLinks(profile).map((link) => (
              <li role="none" key={link.key}>
                <LocalizedLink
                  role="menuitem"
                  tabIndex={-1}
                  to={link.to}
                  onClick={() => setOpen(false)}
                  data-testid={`user-menu-${link.key}`}
                  className={cx(ITEM, 'text-ink hover:bg-brand-50 hover:text-brand-700')}
                >
                  <UserIcon width={18} height={18} />
                  {t(link.labelKey)}
                </LocalizedLink>
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-testid="user-menu-logout"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
                className={cx(ITEM, 'text-red-700 hover:bg-red-50')}
              >
                <LogoutIcon width={18} height={18} />
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
