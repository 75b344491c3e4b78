import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChevronDownIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { useHeaderState } from './use-header-state';

/**
 * 'About the platform' (spec §2) as a WAI-ARIA disclosure: the button shows and hides a list of
 * links. Escape closes and returns focus; arrows move between the links; leaving closes it.
 */
export function AboutMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { aboutLinks } = useHeaderState();
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-about`;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = wrapper.current;
    if (!open || !root) return;
    const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('ul a'));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!root.contains(document.activeElement)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
      items[(next + items.length) % items.length]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={cx('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold xl:px-3 xl:text-[15px] text-ink transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700"
      >
        {t('nav.aboutPlatform')}
        <ChevronDownIcon
          width={18}
          height={18}
          className={cx('transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-10 mt-2 w-64 animate-drop-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {aboutLinks.map((link) => (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-ink transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700"
            >
              {t(link.labelKey)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
