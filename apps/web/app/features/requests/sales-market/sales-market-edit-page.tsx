import { getStatusLabel, type SalesMarketApplication } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { useRequestsTranslation } from '../../../i18n/requests';
import { useLocale } from '../../../i18n/use-locale';
import { PageHeading } from '../../../components/ui/page-heading';
import type { ManagerComment } from '../../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../../components/requests/manager-comment-notice';
import { StatusBadge } from '../../../components/requests/status-badge';
import { SalesMarketProductForm, type SalesMarketReference } from './sales-market-product-form';
import { SalesMarketSteps } from './sales-market-steps';

export type SalesMarketEditPageProps =
  | { application: SalesMarketApplication; isEditable: false }
  | {
      application: SalesMarketApplication;
      isEditable: true;
      reference: SalesMarketReference;
      /** The manager's comment when it came back for changes (first thing on the page). */
      managerComment: ManagerComment | null;
    };

/** /profile/market/edit/{id}: step 2 while the application may change, else why not and where to go. */
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
  return (
    <>
      <PageHeading title={title} lead={t('market.edit.lead')} />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3 text-[15px] text-muted">
        <StatusBadge status={application.status} list="full" size="md" />
        <ButtonLink to={`/profile/market/${application.id}`} variant="outline" size="sm">
          {t('market.edit.toDetail')}
        </ButtonLink>
      </div>
      {props.managerComment && (
        <ManagerCommentNotice comment={props.managerComment} kind="sales_market" testId="rework-comment" />
      )}
      <SalesMarketSteps step={2} />
      <SalesMarketProductForm application={application} reference={props.reference} />
    </>
  );
}
