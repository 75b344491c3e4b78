import type { CompanyDecision } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';

/** The managers' decisions about a company, latest first: what, when, by whom and why. */
export function CompanyDecisions({ decisions }: { decisions: readonly CompanyDecision[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="mb-3 text-base font-bold text-ink">{t('company.decisionsTitle')}</h3>
      {decisions.length === 0 ? (
        <p className="text-sm text-muted" data-testid="company-decisions-empty">
          {t('company.decisionsEmpty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="company-decisions">
          {decisions.map((decision) => (
            <li
              key={`${decision.created_at}-${decision.action}`}
              className="border-l-2 border-slate-300 pl-3 text-[15px] leading-snug"
              data-testid="company-decision"
            >
              <p>
                <span className="font-semibold text-ink">{t(`company.decision.${decision.action}`)}</span>{' '}
                <time dateTime={decision.created_at} className="text-muted">
                  {formatDateTime(decision.created_at, locale)}
                </time>
              </p>
              <p className="text-sm break-all text-muted">{decision.actor_email}</p>
              {decision.reason && (
                <p className="mt-1 break-words text-ink">
                  {t('company.decisionReason', { reason: decision.reason })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
