import { getStatusLabel, type SalesMarketApplication } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { LocalizedLink } from '../../i18n/localized-link';
import { PageHeading } from '../../components/ui/page-heading';
import { ChevronLeftIcon } from '../../components/ui/chevron-icons';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../components/requests/manager-comment-notice';
import { StatusBadge } from '../../components/requests/status-badge';
import { SalesMarketCheckAnswers } from './sales-market-check-answers';
import type { SalesMarketReference } from './sales-market-page-fields';
import { CHECK_PAGE, findPagePlace, findPreviousPage, pagePath, type MarketPage } from './sales-market-pages';
import { SalesMarketQuestionPage } from './sales-market-question-page';
import { SalesMarketSteps } from './sales-market-steps';

export type SalesMarketEditPageProps =
  | { application: SalesMarketApplication; isEditable: false }
  | {
      application: SalesMarketApplication;
      isEditable: true;
      /** The page of step 2 the address asks for (issue 13 §6). */
      page: MarketPage;
      /** Opened from check-your-answers to change an answer: 'Continue' and 'Back' lead there. */
      returnToCheck: boolean;
      reference: SalesMarketReference;
      /** The manager's comment when it came back for changes (first thing on the page). */
      managerComment: ManagerComment | null;
    };

/** GOV.UK's back link: to the previous page of step 2, or from the first to the application. */
function BackLink({ to }: { to: string }) {
  const { t } = useRequestsTranslation();
  return (
    <LocalizedLink
      to={to}
      className="mb-3 inline-flex min-h-10 items-center gap-1 text-[15px] font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      data-testid="page-back"
    >
      <ChevronLeftIcon width={16} height={16} aria-hidden="true" />
      {t('market.pages.back')}
    </LocalizedLink>
  );
}

/**
 * /profile/market/edit/{id}: step 2 while the application may change, one page at a time (a
 * topic per page, then check-your-answers), else why not and where to go.
 */
export function SalesMarketEditPage(props: SalesMarketEditPageProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const { application } = props;
  const title = t('market.edit.title', { number: application.number });
  if (!props.isEditable) {
    return (
      <>
        <PageHeading title={title} />
        <div
          className="rounded-2xl border border-slate-200 bg-white p-6"
          data-testid="sales-market-not-editable"
        >
          <p className="text-[15px] leading-relaxed text-ink">
            {t('market.edit.notEditable', { status: getStatusLabel(application.status, locale, 'full') })}
          </p>
          <ButtonLink to={`/profile/market/${application.id}`} className="mt-5">
            {t('market.edit.toDetail')}
          </ButtonLink>
        </div>
      </>
    );
  }
  const { page, returnToCheck } = props;
  const previous = findPreviousPage(page, returnToCheck);
  const place = findPagePlace(page);
  return (
    <>
      <BackLink to={previous ? pagePath(application.id, previous) : `/profile/market/${application.id}`} />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-muted" data-testid="sales-market-caption">
          {t('market.pages.caption', { number: application.number })}
        </p>
        <StatusBadge status={application.status} list="full" />
        <LocalizedLink
          to={`/profile/market/${application.id}`}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('market.edit.toDetail')}
        </LocalizedLink>
      </div>
      {props.managerComment && (
        <ManagerCommentNotice comment={props.managerComment} kind="sales_market" testId="rework-comment" />
      )}
      <SalesMarketSteps step={2} page={place && { ...place, name: t(`market.pages.titles.${page}`) }} />
      {page === CHECK_PAGE ? (
        <SalesMarketCheckAnswers application={application} questions={props.reference.questions} />
      ) : (
        <SalesMarketQuestionPage
          key={page}
          page={page}
          returnToCheck={returnToCheck}
          application={application}
          reference={props.reference}
        />
      )}
    </>
  );
}
