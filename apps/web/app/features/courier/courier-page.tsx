import type { Country, CourierRequest, PaginationMeta } from '@portal/contract';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { useCourierTranslation } from '../../i18n/courier';
import { CourierForm } from './courier-form';
import { CourierRequests } from './courier-requests';

export type CourierPageProps = {
  countries: Country[];
  dates: { earliest: string; latest: string };
  requests: { items: CourierRequest[]; meta: PaginationMeta };
  /** The request just sent (the page reopened after the form), when on this page of the list. */
  sent: CourierRequest | null;
};

/**
 * /profile/nova-poshta (issue 28 §5, DOMAIN.md 'Courier form'): the pickup form for an approved
 * company and, below it, the company's requests with the state of their delivery to the courier.
 */
export function CourierPage({ countries, dates, requests, sent }: CourierPageProps) {
  const { t } = useCourierTranslation();
  return (
    <>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      <div className="flex flex-col gap-8">
        {sent && (
          <div
            role="status"
            data-testid="courier-sent"
            className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950"
          >
            <p className="font-bold">{t('form.sentTitle')}</p>
            <p className="mt-1 text-[15px] leading-relaxed">{t('form.sentText')}</p>
          </div>
        )}
        <ProfileSection id="courier-new" title={t('form.title')} testId="courier-new">
          {/* A new form after each request sent: the fields start again from the profile. */}
          <CourierForm key={sent?.id ?? 'new'} countries={countries} dates={dates} />
        </ProfileSection>
        <CourierRequests requests={requests} sentId={sent?.id ?? null} />
      </div>
    </>
  );
}
