import { getStatusLabel, type SalesMarketApplication, type StatusChange } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { useRequestsTranslation } from '../../../i18n/requests';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../profile/page-heading';
import { StatusBadge } from '../shared/status-badge';
import { MarketProductForm, type MarketReference } from './market-product-form';
import { MarketSteps } from './market-steps';

export type MarketEditPageProps =
  | { application: SalesMarketApplication; isEditable: false }
  | {
      application: SalesMarketApplication;
      isEditable: true;
      reference: MarketReference;
      reworkComment: StatusChange | null;
    };

/** The manager's reason for sending the application back, first thing on the page. */
function ReworkComment({ change }: { change: StatusChange }) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="rework-heading"
      className="mb-8 rounded-2xl border-2 border-orange-300 bg-orange-50 p-5 sm:p-6"
      data-testid="rework-comment"
    >
      <h2 id="rework-heading" className="text-lg font-bold text-orange-950">
        {t('market.edit.reworkTitle')}
      </h2>
      <p className="mt-1 text-sm text-orange-950">
        {change.actor_name ? `${change.actor_name}, ` : ''}
        <time dateTime={change.created_at}>{formatDate(change.created_at, locale, true)}</time>
      </p>
      <blockquote className="mt-3 text-base leading-relaxed whitespace-pre-line text-ink">
        {change.comment}
      </blockquote>
      <p className="mt-3 text-[15px] text-orange-950">{t('market.edit.reworkLead')}</p>
    </section>
  );
}

/** /profile/market/edit/{id}: step 2 while the application may change, else why not and where to go. */
export function MarketEditPage(props: MarketEditPageProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const { application } = props;
  const title = t('market.edit.title', { number: application.number });
  if (!props.isEditable) {
    return (
      <>
        <PageHeading title={title} />
        <div className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="market-not-editable">
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
      {props.reworkComment && <ReworkComment change={props.reworkComment} />}
      <MarketSteps step={2} />
      <MarketProductForm application={application} reference={props.reference} />
    </>
  );
}
