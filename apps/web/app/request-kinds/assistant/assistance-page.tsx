import type { AssistantListItem, PaginationMeta } from '@portal/contract';
import { ProfileSection, PageHeading } from '../../components/ui/page-heading';
import { KindListFilters, KindRequestList } from '../shared/kind-list';
import { changedColumn, numberColumn, statusColumn } from '../../components/requests/request-columns';
import type { RequestFilterValues } from '../../components/requests/request-filters-query';
import type { RequestListColumn } from '../../components/requests/request-list';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { useLocale } from '../../i18n/use-locale';
import { AssistantForm } from './assistant-form';

export type AssistancePageProps = {
  filters: RequestFilterValues;
  isFiltered: boolean;
  items: AssistantListItem[];
  meta: PaginationMeta;
};

/**
 * /profile/assistance (spec §2, DOMAIN.md 'Assistance'): the form that asks the office's assistant
 * for help, and below it the company's requests with their statuses (the shorter set). Open to
 * every approved company; no subscription needed.
 */
export function AssistancePage({ filters, isFiltered, items, meta }: AssistancePageProps) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();

  const columns: RequestListColumn<AssistantListItem>[] = [
    numberColumn(t('assistance.number')),
    { key: 'topic', header: t('assistance.topicColumn'), cell: (row) => row.topic.name, isRowLink: true },
    {
      key: 'excerpt',
      header: t('assistance.description'),
      cell: (row) => <span className="line-clamp-2">{row.excerpt}</span>,
    },
    {
      key: 'channel',
      header: t('assistance.channelColumn'),
      cell: (row) => row.preferred_channel.name,
      className: 'whitespace-nowrap',
    },
    statusColumn('assistant', t('assistance.status')),
    changedColumn(t('assistance.changed'), locale),
  ];

  return (
    <>
      <PageHeading title={t('assistance.title')} lead={t('assistance.lead')} />
      <div className="flex flex-col gap-8">
        <ProfileSection id="assistant-new" title={t('assistance.formTitle')} testId="assistant-new">
          <AssistantForm initial={null} submitLabel={t('assistance.submit')} />
        </ProfileSection>
        <section aria-labelledby="assistant-list-title">
          <h2 id="assistant-list-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
            {t('assistance.listTitle')}
          </h2>
          {(items.length > 0 || isFiltered) && <KindListFilters kind="assistant" values={filters} />}
          <KindRequestList
            kind="assistant"
            rows={items}
            columns={columns}
            meta={meta}
            isFiltered={isFiltered}
            t={t}
            textSection="assistance"
            resetLabel={t('assistance.reset')}
          />
        </section>
      </div>
    </>
  );
}
