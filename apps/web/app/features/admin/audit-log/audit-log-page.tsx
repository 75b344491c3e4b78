import { useLocation } from 'react-router';
import {
  APPLICATION_STATUSES,
  INVOICE_STATUSES,
  getStatusLabel,
  isRequestKind,
  REQUEST_KIND_INFO,
  REQUEST_KINDS,
  statusListOf,
  type ApplicationStatus,
  type AuditEntry,
  type InvoiceStatus,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import {
  AUDIT_ENTITY_TYPES,
  buildListHref,
  type AuditEntityType,
  type AuditQuery,
} from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { describeAuditValue, findAuditChanges, isAuditFieldKey, isInternalKey } from './audit-diff';

const PATH = '/admin/audit-log';
const ENTITY_PATHS: Record<AuditEntityType, string | null> = {
  company: '/admin/companies',
  // A request's entries lead to its page in its kind's back-office path (the registry, decision 044).
  ...(Object.fromEntries(
    REQUEST_KINDS.map((kind) => [kind, REQUEST_KIND_INFO[kind].backOfficePath]),
  ) as Record<RequestKind, string>),
  invoice: '/admin/invoices',
  tariff: '/admin/tariffs',
  settings: '/admin/settings',
  country_analysis_publication: '/admin/country-analyses',
  club_event: '/admin/events',
  academy_course: '/admin/courses',
  pro_partner: '/admin/pro-partners',
  // The catalogue's back office has no pages yet (issue 27): its entries name their record unlinked.
  service_category: null,
  catalog_service: null,
};

/** The page of an entry's record; the office's settings are one page, whatever their key. */
function entityPath(type: AuditEntityType, id: string): string | null {
  const path = ENTITY_PATHS[type];
  if (path === null) return null;
  return type === 'settings' ? path : `${path}/${id}`;
}

function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

function isEntityType(value: string): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);
}

/**
 * What the entry changed, in words: each changed field by its name with its value before → after;
 * statuses by their labels, flags as yes/no, internal references left out.
 */
function ChangesCell({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const list = isRequestKind(entry.entity_type) ? statusListOf(entry.entity_type) : 'full';
  const words = { yes: t('common.yes'), no: t('common.no') };
  const show = (key: string, value: string | null) => {
    if (key !== 'status' || value === null) return describeAuditValue(value, words);
    if (entry.entity_type === 'invoice' && isInvoiceStatus(value)) return t(`invoiceStatus.${value}`);
    return isApplicationStatus(value) ? getStatusLabel(value, locale, list) : value;
  };
  const changes = findAuditChanges(entry.before, entry.after)
    .filter((change) => !isInternalKey(change.key))
    .map((change) => ({
      ...change,
      label: isAuditFieldKey(change.key) ? t(`audit.fields.${change.key}`) : change.key,
      before: show(change.key, change.before),
      after: show(change.key, change.after),
    }));
  if (changes.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="flex min-w-56 flex-col gap-1 text-sm leading-snug">
      {changes.map((change) => (
        <li key={change.key} className="break-words">
          <span className="font-semibold text-ink">{change.label}</span>:{' '}
          <span className="text-red-800">{change.before ?? t('audit.none')}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {t('audit.to')} </span>
          <span className="text-green-800">{change.after ?? t('audit.none')}</span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit-log: every back-office action, newest first: who, what, on what, when, and the change. */
export function AuditLogPage({
  query,
  items,
  meta,
}: {
  query: AuditQuery;
  items: AuditEntry[];
  meta: PaginationMeta;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  // Keys name the API's actions with '_' for '.' ('company.approve' → company_approve).
  const actionLabels: Record<string, string> = t('audit.actions', { returnObjects: true });
  const tabs = [
    { key: 'all', label: t('audit.all'), to: PATH, isCurrent: query.entity_type === undefined },
    ...AUDIT_ENTITY_TYPES.map((type) => ({
      key: type,
      label: t(`audit.tabs.${type}`),
      to: buildListHref(PATH, { entity_type: type }),
      isCurrent: query.entity_type === type && query.entity_id === undefined,
    })),
  ];
  return (
    <>
      <AdminPageHeading
        title={t('audit.title')}
        lead={t('audit.lead')}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: t('audit.title') }]}
      />
      <FilterTabs label={t('audit.tabsLabel')} tabs={tabs} testId="audit-tabs" />
      {query.entity_id && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-[15px]" data-testid="audit-entity-filter">
          <span>
            {t('audit.filteredBy', {
              entity: query.entity_type ? t(`audit.entities.${query.entity_type}`) : t('audit.entity'),
              id: query.entity_id,
            })}
          </span>
          <LocalizedLink
            to={buildListHref(PATH, { entity_type: query.entity_type })}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('audit.clearFilter')}
          </LocalizedLink>
        </p>
      )}
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="audit-total">
        {t('audit.found', { count: meta.total })}
      </p>
      <DataTable
        caption={t('audit.caption')}
        isCaptionHidden
        rows={items}
        getRowKey={(entry) => entry.id}
        testId="audit-table"
        empty={t('common.nothingFound')}
        columns={[
          {
            key: 'when',
            header: t('audit.columns.whenWho'),
            cell: (entry) => (
              <span className="flex flex-col">
                <time dateTime={entry.created_at} className="whitespace-nowrap">
                  {formatDateTime(entry.created_at, locale)}
                </time>
                <span className="text-sm break-all text-muted">{entry.actor_email}</span>
              </span>
            ),
            className: 'w-72',
          },
          {
            key: 'action',
            header: t('audit.columns.action'),
            cell: (entry) => (
              <span data-testid="audit-action">
                {actionLabels[entry.action.replaceAll('.', '_')] ?? entry.action}
              </span>
            ),
          },
          {
            key: 'entity',
            header: t('audit.columns.entity'),
            cell: (entry) =>
              isEntityType(entry.entity_type) && entityPath(entry.entity_type, entry.entity_id) !== null ? (
                <LocalizedLink
                  to={entityPath(entry.entity_type, entry.entity_id)!}
                  className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {t(`audit.entities.${entry.entity_type}`)}{' '}
                  <span className="font-mono text-sm">{entry.entity_id.slice(0, 8)}</span>
                </LocalizedLink>
              ) : (
                `${entry.entity_type} ${entry.entity_id}`
              ),
          },
          {
            key: 'changes',
            header: t('audit.columns.changes'),
            cell: (entry) => <ChangesCell entry={entry} />,
          },
        ]}
      />
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
        className="mt-6"
      />
    </>
  );
}
