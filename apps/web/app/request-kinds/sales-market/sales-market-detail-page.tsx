import { useLocation } from 'react-router';
import type {
  ProgressBarQuestionItem,
  SalesMarketApplication,
  SharedContact,
  StatusChange,
} from '@portal/contract';
import { LocalizedLink } from '../../i18n/localized-link';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { pickNameWithLang } from '../../lib/localized-name';
import { formatDateTime } from '../../lib/format';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { DetailList } from '../../components/requests/detail-list';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../components/requests/manager-comment-notice';
import { ProgressBar } from '../../components/requests/progress-bar';
import { StatusBadge } from '../../components/requests/status-badge';
import { StatusHistory } from '../../components/requests/status-history';
import { SalesMarketActions } from './sales-market-actions';
import { SalesMarketDetailSections } from './sales-market-detail-sections';
import { SalesMarketRating } from './sales-market-rating';
import { SharedContacts } from './shared-contacts';

export type SalesMarketDetailPageProps = {
  application: SalesMarketApplication;
  changes: StatusChange[];
  contacts: SharedContact[];
  questions: ProgressBarQuestionItem[];
  /** A manager's comment of a move to for-rework (or rejected), from the history: shown first. */
  managerComment: ManagerComment | null;
};

/**
 * /profile/market/{id}: one export application with its status, fields, history and actions. One
 * sent back for changes says so first, with the manager's comment and the way to the edit page.
 */
export function SalesMarketDetailPage({
  application,
  changes,
  contacts,
  questions,
  managerComment,
}: SalesMarketDetailPageProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const productName = pickNameWithLang(
    { uk: application.product_name_uk, en: application.product_name_en },
    locale,
  );
  const isSent = new URLSearchParams(useLocation().search).get('sent') === '1';
  const date = (iso: string | null) => iso && <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  return (
    <>
      <LocalizedLink
        to="/profile/market"
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('market.detail.back')}
      </LocalizedLink>
      <PageHeading
        title={t('market.detail.title', { number: application.number })}
        lead={productName.text ? <span lang={productName.lang}>{productName.text}</span> : undefined}
      />
      {isSent && application.status === 'accepted' && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-800"
          data-testid="sales-market-sent"
        >
          {t('market.detail.sent')}
        </p>
      )}
      {managerComment && (
        <ManagerCommentNotice
          comment={managerComment}
          kind="sales_market"
          editHref={application.permissions.can_edit ? `/profile/market/edit/${application.id}` : undefined}
        />
      )}
      <div className="flex flex-col gap-6">
        <section
          aria-label={t('market.detail.summary')}
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
          data-testid="sales-market-summary"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-[15px] font-semibold text-muted">{t('market.list.status')}:</span>
            <StatusBadge status={application.status} list="full" size="md" />
          </div>
          <ProgressBar
            className="mt-5 max-w-md"
            value={application.progress}
            label={t('market.progress')}
            testId="detail-progress"
          />
          <div className="mt-5">
            <DetailList
              items={[
                {
                  key: 'created_at',
                  label: t('market.detail.createdAt'),
                  value: date(application.created_at),
                },
                {
                  key: 'submitted_at',
                  label: t('market.detail.submittedAt'),
                  value: date(application.submitted_at),
                },
                {
                  key: 'status_changed_at',
                  label: t('market.detail.statusChangedAt'),
                  value: date(application.status_changed_at),
                },
              ]}
            />
          </div>
          <div className="mt-6">
            <SalesMarketActions application={application} />
          </div>
        </section>
        {/* Asked for while it may be given: first thing after the status, not below the history. */}
        {!application.rating && <SalesMarketRating application={application} />}
        <SharedContacts contacts={contacts} />
        <SalesMarketDetailSections application={application} questions={questions} />
        <ProfileSection id="history-section" title={t('market.detail.history')} testId="sales-market-history">
          <StatusHistory changes={changes} list="full" />
        </ProfileSection>
        {application.rating && <SalesMarketRating application={application} />}
      </div>
    </>
  );
}
