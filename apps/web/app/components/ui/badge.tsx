import type { ReactNode } from 'react';
import { FREE_BADGE_TEXT } from '@portal/contract';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../../lib/cx';

type BadgeTone = 'yellow' | 'navy';

const TONES: Record<BadgeTone, string> = {
  // #0a2540 on #ffd500 and back: about 12:1.
  yellow: 'bg-accent-400 text-brand-900',
  navy: 'bg-brand-900 text-accent-400',
};

/** The 'free' mark of the 'find market' and 'want to export' calls to action (spec §1, §9). */
export function FreeBadge({ tone = 'yellow', className }: { tone?: BadgeTone; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-4 font-bold',
        TONES[tone],
        className,
      )}
    >
      {FREE_BADGE_TEXT}
    </span>
  );
}

/** The header's 'beta' mark (spec §1). */
export function BetaBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        // #0b4a8b on #eef5fc: about 8:1.
        'inline-flex items-center rounded-md border border-brand-100 bg-brand-50 px-1.5 py-0.5 text-xs leading-4 font-semibold text-brand-700',
        className,
      )}
    >
      {t('common.beta')}
    </span>
  );
}

/** A small neutral tag ('additional', 'this device'). */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        // #0b4a8b on #eef5fc: about 8:1.
        'inline-flex items-center rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 text-xs leading-4 font-semibold text-brand-700',
        className,
      )}
    >
      {children}
    </span>
  );
}
