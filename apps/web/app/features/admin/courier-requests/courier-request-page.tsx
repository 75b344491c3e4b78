import type { AdminCourierRequest } from '@portal/contract';
import { CourierStateTag } from '../../../components/courier/courier-state-tag';
import { DetailsList } from '../../../components/back-office/details-list';
import { buildListHref } from '../../../components/back-office/list-query';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { useAdminTranslation } from '../../../i18n/admin';
import { useCourierTranslation } from '../../../i18n/courier';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { COURIER_REQUESTS_PATH } from './courier-requests-query';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * /admin/courier-requests/{id} (issue 28 §5): one request as the company sent it, and its delivery
 * to the courier company: the state, the attempts, when the next one is due, the last error as the
 * courier's endpoint gave it, or when it was delivered and the courier's number. Read only: a
 * request not delivered is followed up with the courier by phone.
 */
export function CourierRequestPage({ request }: { request: AdminCourierRequest }) {
  const { t } = useCourierTranslation();
  const admin = useAdminTranslation();
  const locale = useLocale();
  const title = t('admin.requestTitle', { date: formatDate(request.created_at, locale) });
  return (
    <>
      <AdminPageHeading
        title={title}
        breadcrumbs={[
          { label: admin.t('nav.dashboard'), to: '/admin' },
          { label: t('admin.title'), to: COURIER_REQUESTS_PATH },
          { label: title },
        ]}
        aside={<CourierStateTag state={request.state} className="self-start" />}
      />
      <div className="flex flex-col gap-6">
        <AdminSection id="courier-delivery" title={t('admin.delivery')} testId="courier-delivery">
          <DetailsList
            items={[
              { label: t('admin.state'), value: t(`states.${request.state}`) },
              { label: t('admin.attempts'), value: String(request.attempts), testId: 'courier-attempts' },
              { label: t('admin.lastAttempt'), value: formatDateTime(request.last_attempt_at, locale) },
              ...(request.next_attempt_at
                ? [{ label: t('admin.nextAttempt'), value: formatDateTime(request.next_attempt_at, locale) }]
                : []),
              ...(request.delivered_at
                ? [
                    { label: t('admin.deliveredAt'), value: formatDateTime(request.delivered_at, locale) },
                    { label: t('admin.leadId'), value: request.courier_lead_id },
                  ]
                : []),
              ...(request.failed_at
                ? [{ label: t('admin.failedAt'), value: formatDateTime(request.failed_at, locale) }]
                : []),
              ...(request.last_error
                ? [
                    {
                      label: t('admin.lastError'),
                      value: <code className="break-words">{request.last_error}</code>,
                      isWide: true,
                      testId: 'courier-last-error',
                    },
                  ]
                : []),
              { label: t('admin.key'), value: <code>{request.id}</code>, isWide: true },
            ]}
          />
        </AdminSection>
        <AdminSection id="courier-sender" title={t('admin.sender')}>
          <DetailsList
            items={[
              {
                label: t('admin.company'),
                value: (
                  <span className="flex flex-col">
                    <LocalizedLink
                      to={buildListHref(COURIER_REQUESTS_PATH, { company: request.company.user_id })}
                      className={LINK}
                    >
                      {request.company.name}
                    </LocalizedLink>
                    <span className="text-sm text-muted">
                      {t('admin.edrpou', { code: request.company.edrpou_code })}
                    </span>
                  </span>
                ),
              },
              { label: t('admin.companyName'), value: request.company_name },
              { label: t('admin.contact'), value: request.contact_name },
              { label: t('admin.phone'), value: request.contact_phone },
              { label: t('admin.email'), value: request.contact_email },
              { label: t('admin.sentAt'), value: formatDateTime(request.created_at, locale) },
            ]}
          />
        </AdminSection>
        <AdminSection id="courier-pickup" title={t('admin.pickup')}>
          <DetailsList
            items={[
              { label: t('admin.city'), value: request.city },
              request.pickup_place === 'branch'
                ? { label: t('admin.branch'), value: request.branch_number }
                : { label: t('admin.address'), value: request.address },
              { label: t('admin.pickupDate'), value: formatDate(request.pickup_date, locale) },
            ]}
          />
        </AdminSection>
        <AdminSection id="courier-shipment" title={t('admin.shipment')}>
          <DetailsList
            items={[
              { label: t('admin.contents'), value: t(`contents.${request.contents}`) },
              {
                label: t('admin.weight'),
                value: t('admin.kg', { weight: formatNumber(request.weight_kg, locale) }),
              },
              {
                label: t('admin.size'),
                value: t('admin.cm', {
                  length: request.length_cm,
                  width: request.width_cm,
                  height: request.height_cm,
                }),
              },
              { label: t('admin.country'), value: request.country.name },
              { label: t('admin.comment'), value: request.comment, isWide: true },
            ]}
          />
        </AdminSection>
        <p>
          <LocalizedLink to={COURIER_REQUESTS_PATH} className={LINK}>
            {t('admin.toList')}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}
