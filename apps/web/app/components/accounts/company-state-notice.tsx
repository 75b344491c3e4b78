import type { ReactNode } from 'react';
import { getCompanyState, type CompanyState, type Profile } from '@portal/contract';
import { useAccountsTranslation } from '../../i18n/accounts';
import { cx } from '../../lib/cx';
import { ButtonLink } from '../ui/button-link';

type StateProfile = Pick<
  Profile,
  'is_approved' | 'is_denied' | 'is_banned' | 'deny_reason' | 'registration_step'
>;

const TONES: Record<CompanyState, string> = {
  unfinished: 'border-slate-300 bg-slate-50 text-ink',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  denied: 'border-red-300 bg-red-50 text-red-950',
  banned: 'border-red-300 bg-red-50 text-red-950',
  approved: 'border-green-300 bg-green-50 text-green-950',
};

/** Where each state's way forward leads (the Ukrainian path; localised by the link). */
const ACTIONS: Record<Exclude<CompanyState, 'approved'>, string> = {
  unfinished: '/auth/registration',
  pending: '/profile/my-company',
  denied: '/profile/my-company#company-verification',
  banned: '/',
};

/**
 * Issue 25 (decision 038): the company's state on a page that is closed to it, and what to do —
 * registration unfinished, awaiting verification, denied with the manager's reason and the way to
 * correct and resubmit, banned. One block for every locked page, so each says the same.
 * `action` replaces the way forward (the company page itself offers its own form); `continueTo`
 * is where an approved company goes on (the page it asked for).
 */
export function CompanyStateNotice({
  profile,
  headingLevel = 2,
  action,
  continueTo,
  className,
}: {
  profile: StateProfile;
  headingLevel?: 2 | 3;
  /** Replaces the way forward; null for none (the page itself is the way). */
  action?: ReactNode | null;
  continueTo?: string | null;
  className?: string;
}) {
  const { t } = useAccountsTranslation();
  const state = getCompanyState(profile);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `company-state-${state}-title`;
  // localizePath is idempotent, so the page asked for (already with its prefix) may go as it is.
  const way = state === 'approved' ? (continueTo ?? null) : ACTIONS[state];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="company-state"
      data-state={state}
      className={cx('rounded-2xl border p-5 sm:p-6', TONES[state], className)}
    >
      <Heading id={headingId} className="text-lg font-bold">
        {t(`approval.states.${state}.title`)}
      </Heading>
      <p className="mt-1 text-[15px] leading-relaxed">{t(`approval.states.${state}.text`)}</p>
      {state === 'denied' && (
        <>
          <p className="mt-3 text-[15px] leading-relaxed" data-testid="company-state-reason">
            <span className="font-semibold">{t('approval.reason')}:</span>{' '}
            {profile.deny_reason ?? t('approval.noReason')}
          </p>
          <p className="mt-3 text-[15px] leading-relaxed">{t('approval.states.denied.todo')}</p>
        </>
      )}
      {action !== undefined
        ? action
        : way && (
            <div className="mt-4">
              <ButtonLink
                to={way}
                data-testid="company-state-action"
                className="max-w-full py-2 text-center whitespace-normal!"
              >
                {t(`approval.states.${state}.action`)}
              </ButtonLink>
            </div>
          )}
    </section>
  );
}
