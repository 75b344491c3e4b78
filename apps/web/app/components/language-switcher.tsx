import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { LOCALE_ISO, UI_LOCALES, type UiLocale } from '@portal/contract';
import { getLocaleFromPath, localizePath, rememberLocale } from '../i18n/locale';
import { cx } from '../lib/cx';

type SwitcherTone = 'dark' | 'light';
type LanguageSwitcherProps = {
  tone?: SwitcherTone;
  /** Stacks the languages (mobile menu) instead of a row. */
  layout?: 'row' | 'column';
  className?: string;
  onSwitch?: () => void;
};

const TONES: Record<SwitcherTone, { idle: string; current: string }> = {
  dark: {
    idle: 'text-brand-700 hover:bg-brand-50',
    current: 'bg-brand-900 text-white',
  },
  light: {
    idle: 'text-white hover:bg-white/10',
    current: 'bg-white text-brand-900',
  },
};

/**
 * Ukrainian / English: each link opens the same page in that language and remembers the choice
 * in the `i18n_redirected` cookie first, so the root path does not send the visitor back (spec §2).
 */
export function LanguageSwitcher({
  tone = 'dark',
  layout = 'row',
  className,
  onSwitch,
}: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = getLocaleFromPath(pathname);
  const here = `${pathname}${search}${hash}`;

  const remember = (locale: UiLocale) => {
    rememberLocale(locale);
    onSwitch?.();
  };

  return (
    <ul
      aria-label={t('common.language')}
      className={cx('flex gap-1', layout === 'column' ? 'flex-col' : 'items-center', className)}
    >
      {UI_LOCALES.map((locale) => {
        const isCurrent = locale === current;
        const iso = LOCALE_ISO[locale];
        return (
          <li key={locale}>
            <Link
              to={localizePath(here, locale)}
              lang={iso}
              hrefLang={iso}
              aria-current={isCurrent ? 'true' : undefined}
              data-testid={`lang-switch-${locale}`}
              onClick={() => remember(locale)}
              className={cx(
                'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold transition-colors duration-200',
                isCurrent ? TONES[tone].current : TONES[tone].idle,
              )}
            >
              {t(`common.${locale}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
