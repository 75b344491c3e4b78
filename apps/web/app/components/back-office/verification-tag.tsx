import type { CompanyVerification } from '@portal/contract';
import { useAdminTranslation } from '../../i18n/admin';
import { cx } from '../../lib/cx';

const TONES: Record<CompanyVerification, { box: string; dot: string }> = {
  pending: { box: 'border-slate-300 bg-slate-50 text-slate-800', dot: 'bg-slate-500' },
  approved: { box: 'border-green-200 bg-green-50 text-green-800', dot: 'bg-green-600' },
  denied: { box: 'border-red-200 bg-red-50 text-red-800', dot: 'bg-red-600' },
  banned: { box: 'border-slate-700 bg-slate-800 text-white', dot: 'bg-red-400' },
};

/** Where a company stands with verification (spec §3): a dot and the words, never colour alone. */
export function VerificationTag({
  verification,
  className,
}: {
  verification: CompanyVerification;
  className?: string;
}) {
  const { t } = useAdminTranslation();
  const tone = TONES[verification];
  return (
    <span
      data-testid="company-verification-tag"
      data-verification={verification}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm leading-5 font-semibold whitespace-nowrap',
        tone.box,
        className,
      )}
    >
      <span className={cx('size-2 shrink-0 rounded-full', tone.dot)} aria-hidden="true" />
      {t(`verificationStatus.${verification}`)}
    </span>
  );
}
