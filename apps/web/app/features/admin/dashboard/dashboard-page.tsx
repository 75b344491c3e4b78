import { getStatusLabel, type AdminSummary } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { buildListHref } from '../../../components/back-office/list-query';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { buildKindSections, type KindSection } from './dashboard-model';

const CARD =
  'flex h-full min-h-24 flex-col justify-between gap-2 rounded-2xl border bg-white p-3 sm:p-4 transition-colors duration-200 hover:border-brand-600 hover:bg-brand-50';

/** A kind's requests by status, each count a link to its queue filtered by that status. */
function StatusCards({ section }: { section: KindSection }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const { kind, path, list, cards } = section;
  const id = `dashboard-${kind}`;
  const title = t(`dashboard.kinds.${kind}`);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8" data-testid={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <LocalizedLink
          to={path}
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('dashboard.openQueue')}
          <span className="sr-only">: {title}</span>
        </LocalizedLink>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {cards.map(({ status, count, isAwaiting }) => (
          <li key={status}>
            <LocalizedLink
              to={buildListHref(path, { status })}
              data-testid={`${id}-${status}`}
              className={cx(CARD, isAwaiting ? 'border-amber-300' : 'border-slate-200')}
            >
              <span className="text-sm font-semibold text-ink">{getStatusLabel(status, locale, list)}</span>
              <span className="flex items-baseline gap-2">
                <span className="text-3xl font-extrabold text-brand-900">{count}</span>
                {isAwaiting && (
                  <span className="text-xs font-bold text-amber-900">{t('dashboard.awaiting')}</span>
                )}
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin: what waits for the managers, each number a link to its filtered queue. */
export function DashboardPage({
  summary,
  invoicesAwaiting,
}: {
  /** `GET /admin/summary`: companies to verify, and every registered request kind by status. */
  summary: AdminSummary;
  /** Invoices awaiting payment (bank transfers a manager marks paid). */
  invoicesAwaiting: number;
}) {
  const { t } = useAdminTranslation();
  return (
    <>
      <AdminPageHeading title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <section aria-labelledby="dashboard-companies-heading" data-testid="dashboard-companies">
        <h2 id="dashboard-companies-heading" className="mb-3 text-lg font-bold text-brand-900">
          {t('dashboard.companiesTitle')}
        </h2>
        <LocalizedLink
          to={buildListHref('/admin/companies', { verification: 'pending' })}
          data-testid="dashboard-companies-pending"
          className={cx(
            CARD,
            'max-w-sm',
            summary.companies_pending > 0 ? 'border-amber-300' : 'border-slate-200',
          )}
        >
          <span className="text-sm font-semibold text-ink">{t('dashboard.companiesPending')}</span>
          <span className="text-3xl font-extrabold text-brand-900">{summary.companies_pending}</span>
        </LocalizedLink>
      </section>
      <section aria-labelledby="dashboard-invoices-heading" className="mt-8" data-testid="dashboard-invoices">
        <h2 id="dashboard-invoices-heading" className="mb-3 text-lg font-bold text-brand-900">
          {t('dashboard.invoicesTitle')}
        </h2>
        <LocalizedLink
          to={buildListHref('/admin/invoices', { status: 'awaiting_payment' })}
          data-testid="dashboard-invoices-awaiting"
          className={cx(CARD, 'max-w-sm', invoicesAwaiting > 0 ? 'border-amber-300' : 'border-slate-200')}
        >
          <span className="text-sm font-semibold text-ink">{t('dashboard.invoicesAwaiting')}</span>
          <span className="text-3xl font-extrabold text-brand-900">{invoicesAwaiting}</span>
        </LocalizedLink>
      </section>
      {buildKindSections(summary.requests).map((section) => (
        <StatusCards key={section.kind} section={section} />
      ))}
    </>
  );
}
