import type { AdminEvent, AdminEventRegistration } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { localizePath } from '../../../i18n/locale';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { AdminSection } from '../../../components/back-office/page-heading';
import { CLUB_EVENTS_PATH } from './club-event-form';

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The companies registered, waiting (in the list's order) and cancelled: each company opens its
 * back-office card; the person who registered, their e-mail and phone; the date. The same list
 * downloads as CSV.
 */
export function RegistrationsSection({
  event,
  registrations,
}: {
  event: AdminEvent;
  registrations: readonly AdminEventRegistration[];
}) {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  const statusOf = (row: AdminEventRegistration) =>
    row.status === 'waiting'
      ? t('registrations.status.waiting', { position: row.waiting_position })
      : t(`registrations.status.${row.status}`);
  return (
    <AdminSection
      id="club-event-registrations"
      title={t('registrations.title')}
      testId="club-event-registrations"
      className="mt-6"
      actions={
        <a
          href={localizePath(`${CLUB_EVENTS_PATH}/${event.id}/registrations.csv`, locale)}
          download
          className={LINK}
          data-testid="registrations-csv"
        >
          {t('registrations.download')}
        </a>
      }
    >
      <p className="mb-3 text-[15px] text-muted" data-testid="registrations-summary">
        {t('registrations.summary', {
          taken: formatNumber(event.seats_taken, locale),
          waiting: formatNumber(event.waiting, locale),
        })}
      </p>
      <DataTable
        caption={t('registrations.title')}
        isCaptionHidden
        rows={registrations}
        getRowKey={(row) => row.id}
        testId="registrations-table"
        empty={t('registrations.empty')}
        columns={[
          {
            key: 'company',
            header: t('registrations.columns.company'),
            cell: (row) => (
              <span className="flex flex-col">
                <LocalizedLink to={`/admin/companies/${row.company_user_id}`} className={LINK}>
                  {row.company_name}
                </LocalizedLink>
                {row.edrpou_code && (
                  <span className="text-sm text-muted tabular-nums">{row.edrpou_code}</span>
                )}
                <span className="text-sm text-muted sm:hidden">{statusOf(row)}</span>
              </span>
            ),
          },
          {
            key: 'contact',
            header: t('registrations.columns.contact'),
            cell: (row) => (
              <span className="flex flex-col">
                <span>{row.contact_name}</span>
                <a href={`mailto:${row.email}`} className="text-sm break-all text-brand-700 underline">
                  {row.email}
                </a>
                {row.phone && <span className="text-sm text-muted">{row.phone}</span>}
              </span>
            ),
          },
          {
            key: 'status',
            header: t('registrations.columns.status'),
            cell: statusOf,
            className: 'hidden sm:table-cell',
          },
          {
            key: 'date',
            header: t('registrations.columns.date'),
            cell: (row) => formatDateTime(row.registered_at, locale),
            className: 'hidden md:table-cell',
          },
        ]}
      />
    </AdminSection>
  );
}
