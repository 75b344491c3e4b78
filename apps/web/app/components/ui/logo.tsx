import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

type LogoTone = 'dark' | 'light';

function LogoMark({ tone }: { tone: LogoTone }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={tone === 'dark' ? '#0a2540' : '#0b4a8b'} />
      <g fill="none" stroke="#ffffff" strokeWidth="2">
        <circle cx="20" cy="20" r="11" />
        <path d="M9 20h22M20 9c3.5 3.2 5 7 5 11s-1.5 7.8-5 11c-3.5-3.2-5-7-5-11s1.5-7.8 5-11z" />
      </g>
      <path d="M23 29l8-8v6h-2v-2.6L24.4 29z" fill="#ffd500" />
    </svg>
  );
}

/** The portal's logo, a link to the home page in the current language. */
export function Logo({ tone = 'dark', className }: { tone?: LogoTone; className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to="/"
      className={cx(
        'inline-flex shrink-0 items-center gap-2.5 rounded-lg',
        tone === 'dark' ? 'text-brand-900' : 'text-white',
        className,
      )}
    >
      <LogoMark tone={tone} />
      <span className="max-w-28 text-base leading-tight font-bold tracking-tight min-[360px]:max-w-none xs:text-lg">
        {t('meta.siteName')}
      </span>
    </LocalizedLink>
  );
}
