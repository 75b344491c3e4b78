import type { AdminCountryAction, CountryActionParticipant } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { useCountryActionsTranslation } from '../../../i18n/countryActions';
import { localizePath } from '../../../i18n/locale';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { AdminSection } from '../../../components/back-office/page-heading';
import { COUNTRY_ACTIONS_PATH } from './country-action-form';

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The address of an event's participants as CSV: the back office's resource route. */
export function toParticipantsCsvPath(id: number, locale: ReturnType<typeof useLocale>): string {
  return localizePath(`${COUNTRY_ACTIONS_PATH}/${id}/participants.csv`, locale);
}

/**
 * The companies taking part in an event, in the order they signed up: each company opens its
 * back-office card; its contact person, e-mail and phone; when it signed up. The same list
 * downloads as CSV for spreadsheets.
 */
export function ParticipantsSection({
  action,
  participants,
}: {
  action: AdminCountryAction;
  participants: readonly CountryActionParticipant[];
}) {
  const { t } = useCountryActionsTranslation();
  const locale = useLocale();
  return (
    <AdminSection
      id="country-action-participants"
      title={t('participants.title')}
      testId="country-action-participants"
      className="mt-6"
      actions={
        <a
          href={toParticipantsCsvPath(action.id, locale)}
          download
          className={LINK}
          data-testid="participants-csv"
        >
          {t('participants.download')}
        </a>
      }
    >
      <p className="mb-3 text-[15px] text-muted" data-testid="participants-total">
        {t('participants.count', { count: participants.length })}
        {participants.length > 1 && ` ${t('participants.order')}`}
      </p>
      <DataTable
        caption={t('participants.title')}
        isCaptionHidden
        rows={participants}
        getRowKey={(participant) => participant.user_id}
        testId="participants-table"
        empty={t('participants.empty')}
        columns={[
          {
            key: 'company',
            header: t('participants.columns.company'),
            cell: (participant) => (
              <span className="flex flex-col">
                <LocalizedLink to={`/admin/companies/${participant.user_id}`} className={LINK}>
                  {participant.company_name}
                </LocalizedLink>
                {participant.edrpou_code && (
                  <span className="text-sm text-muted tabular-nums">{participant.edrpou_code}</span>
                )}
                <span className="text-sm text-muted sm:hidden">
                  {t('participants.columns.signedUp')}: {formatDateTime(participant.taken_part_at, locale)}
                </span>
              </span>
            ),
          },
          {
            key: 'contact',
            header: t('participants.columns.contact'),
            cell: (participant) => (
              <span className="flex flex-col">
                <span>{participant.contact_name}</span>
                <a
                  href={`mailto:${participant.email}`}
                  className="text-sm break-all text-brand-700 underline"
                >
                  {participant.email}
                </a>
                {participant.phone && <span className="text-sm text-muted">{participant.phone}</span>}
              </span>
            ),
          },
          {
            key: 'signed-up',
            header: t('participants.columns.signedUp'),
            cell: (participant) => formatDateTime(participant.taken_part_at, locale),
            className: 'hidden sm:table-cell',
          },
        ]}
      />
    </AdminSection>
  );
}
