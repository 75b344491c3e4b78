import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CookieCategory, CookieSettings } from '@portal/contract';
import { cx } from '../../lib/cx';
import { BANNER_BUTTON, SOLID_BUTTON } from './banner-classes';
import { OPTIONAL_CATEGORIES } from './consent-store';

type CookieSettingsPanelProps = {
  id: string;
  /** Where the switches start: the previous choice, or all off for a new visitor (spec §3). */
  draft: CookieSettings;
  onSave: (settings: CookieSettings) => void;
};

/**
 * The custom choice (spec §2, §5): the four categories with what they do; 'necessary' is shown
 * on and cannot be switched off; the others start off.
 */
export function CookieSettingsPanel({ id, draft, onSave }: CookieSettingsPanelProps) {
  const { t } = useTranslation('consent');
  const [settings, setSettings] = useState<CookieSettings>(draft);
  const headingId = useId();
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Opened from elsewhere ('Cookie settings'): focus moves to the first switch. Opened with
    // 'Customise', focus stays on that button, the next Tab reaches the switches.
    if (group.current?.parentElement?.contains(document.activeElement)) return;
    group.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, []);

  return (
    <div
      ref={group}
      id={id}
      role="group"
      aria-labelledby={headingId}
      data-testid="cookie-settings"
      className="mt-4 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-base font-bold">
        {t('settings.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('settings.hint')}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        <CategoryRow category="necessary" checked disabled />
        {OPTIONAL_CATEGORIES.map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={settings[category]}
            onChange={(checked) => setSettings((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onSave(settings)}
        className={cx(BANNER_BUTTON, SOLID_BUTTON, 'mt-3 w-full sm:w-auto')}
      >
        {t('settings.save')}
      </button>
    </div>
  );
}

type CategoryRowProps = {
  category: CookieCategory;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

function CategoryRow({ category, checked, disabled = false, onChange }: CategoryRowProps) {
  const { t } = useTranslation('consent');
  const inputId = useId();
  const descriptionId = useId();
  const alwaysOnId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t(`categories.${category}.name`)}
          </label>
          {disabled && (
            <span id={alwaysOnId} className="text-xs font-semibold text-brand-700">
              {t('settings.alwaysOn')}
            </span>
          )}
        </div>
        <p id={descriptionId} className="mt-0.5 text-sm leading-relaxed text-muted">
          {t(`categories.${category}.description`)}
        </p>
      </div>
      <div className="shrink-0 pt-0.5">
        <span className="relative inline-flex">
          <input
            id={inputId}
            type="checkbox"
            role="switch"
            checked={checked}
            disabled={disabled}
            aria-describedby={disabled ? `${alwaysOnId} ${descriptionId}` : descriptionId}
            data-testid={`cookie-switch-${category}`}
            onChange={(event) => onChange?.(event.target.checked)}
            className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors duration-200 checked:bg-brand-600 disabled:cursor-not-allowed disabled:checked:bg-brand-700"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform duration-200 peer-checked:translate-x-5"
          />
        </span>
      </div>
    </li>
  );
}
