import { useTranslation } from '../../i18n/use-translation';
import type { Profile } from '@portal/contract';
import { cx } from '../../lib/cx';
import { getVerificationStatus, type VerificationTone } from '../../lib/session/profile-labels';

const DOT: Record<VerificationTone, string> = {
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-slate-400',
};
const TEXT: Record<VerificationTone, string> = {
  green: 'text-green-800',
  red: 'text-red-700',
  grey: 'text-slate-700',
};

type VerificationBadgeProps = {
  profile: Pick<Profile, 'is_banned' | 'is_denied' | 'is_approved'>;
  className?: string;
  id?: string;
};

/** The verification indicator of spec §4: a coloured dot and its text (colour is never alone). */
export function VerificationBadge({ profile, className, id }: VerificationBadgeProps) {
  const { t } = useTranslation();
  const status = getVerificationStatus(profile, t);
  return (
    <span
      id={id}
      data-testid="verification-status"
      data-indicator={status.indicator}
      className={cx('inline-flex items-center gap-2 text-sm font-semibold', TEXT[status.tone], className)}
    >
      <span className={cx('size-2.5 shrink-0 rounded-full', DOT[status.tone])} aria-hidden="true" />
      <span>
        <span className="sr-only">{t('account.verificationStatus')}: </span>
        {status.label}
      </span>
    </span>
  );
}
