import type { ReactNode } from 'react';
import {
  BUSINESS_TYPES,
  FIELDS_OF_ACTIVITY,
  REGIONS,
  REQUEST_KIND_INFO,
  REQUEST_KINDS,
  REQUIRED_REGISTRATION_STEP,
  optionLabel,
  toApiLocale,
  type AdminCompany,
  type UiLocale,
} from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang, pickName, pickNameWithLang, type LocalizedName } from '../../../lib/localized-name';
import { formatDate, formatDateTime } from '../../../lib/format';
import { buildListHref } from '../../../components/back-office/list-query';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { VerificationTag } from '../../../components/back-office/verification-tag';
import { CompanyActions } from './company-actions';
import { CompanyDecisions } from './company-decisions';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The company's names in both languages (companyInfo keeps the Ukrainian one as name_ru). */
function companyName(company: AdminCompany): LocalizedName {
  const info = company.profile.companyInfo;
  return { uk: info.name_ru, en: info.name_en };
}

/**
 * The company's name as the page calls it: in the page's language, else in the other one (issue
 * 13 §6), else the e-mail.
 */
export function getCompanyTitle(company: AdminCompany, locale: UiLocale): string {
  return pickName(companyName(company), locale) || company.profile.email;
}

function fullName(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * /admin/companies/{userId}: everything the company told the portal (profile and companyInfo,
 * spec §3), where it stands with verification, the manager's actions, and its subscriptions
 * (money's section, put in by the route: one back-office part never imports another).
 */
export function CompanyPage({ company, subscriptions }: { company: AdminCompany; subscriptions: ReactNode }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const apiLocale = toApiLocale(locale);
  const { profile } = company;
  const info = profile.companyInfo;
  const title = getCompanyTitle(company, locale);
  // The other language's name, when it stands in for a blank one, is marked as such.
  const titleLang = pickNameWithLang(companyName(company), locale).lang;
  const tariff = profile.active_tariff;
  // The queues' search matches either name; the page's own keeps the link in the page's language.
  const searchName = pickName(companyName(company), locale);
  // A ban's reason is kept with the decision (the latest ban), not on the profile.
  const banReason = profile.is_banned
    ? company.decisions.find((decision) => decision.action === 'ban')?.reason
    : undefined;

  return (
    <>
      <AdminPageHeading
        title={<span lang={titleLang}>{title}</span>}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          { label: t('companies.title'), to: '/admin/companies' },
          { label: title },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection
            id="company-verification"
            title={t('company.verificationTitle')}
            testId="company-verification"
          >
            <DetailsList
              columns={1}
              className="mb-5"
              items={[
                {
                  label: t('company.fields.verification'),
                  value: <VerificationTag verification={company.verification} />,
                },
                ...(profile.deny_reason
                  ? [
                      {
                        label: t('company.fields.denyReason'),
                        value: profile.deny_reason,
                        testId: 'company-deny-reason',
                      },
                    ]
                  : []),
                ...(banReason
                  ? [{ label: t('company.fields.banReason'), value: banReason, testId: 'company-ban-reason' }]
                  : []),
              ]}
            />
            <CompanyActions company={company} />
            <CompanyDecisions decisions={company.decisions} />
          </AdminSection>
          {subscriptions}
          <AdminSection id="company-data" title={t('company.companyTitle')} testId="company-data">
            <DetailsList
              items={[
                {
                  label: t('company.fields.nameUk'),
                  value: info.name_ru && <span lang={foreignLang('uk', locale)}>{info.name_ru}</span>,
                },
                {
                  label: t('company.fields.nameEn'),
                  value: info.name_en && <span lang={foreignLang('en', locale)}>{info.name_en}</span>,
                },
                { label: t('company.fields.edrpou'), value: info.edrpou_code },
                { label: t('company.fields.ipn'), value: info.ipn_code },
                { label: t('company.fields.yearOfFoundation'), value: info.year_of_foundation ?? '' },
                {
                  label: t('company.fields.region'),
                  value: info.region ? optionLabel(REGIONS, info.region, apiLocale) : '',
                },
                {
                  label: t('company.fields.typeOfBusiness'),
                  value: info.type_business ? optionLabel(BUSINESS_TYPES, info.type_business, apiLocale) : '',
                },
                {
                  label: t('company.fields.fieldsOfActivity'),
                  value: info.fields_of_activity
                    .map((code) => optionLabel(FIELDS_OF_ACTIVITY, code, apiLocale))
                    .join(', '),
                },
                {
                  label: t('company.fields.website'),
                  value: info.website_url && (
                    <a
                      href={info.website_url}
                      className={LINK}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                    >
                      {info.website_url}
                    </a>
                  ),
                },
                { label: t('company.fields.positionInCompany'), value: info.position_in_the_company },
                { label: t('company.fields.vchasnoEmail'), value: info.vchasno_email },
              ]}
            />
          </AdminSection>
          <AdminSection id="company-people" title={t('company.peopleTitle')} testId="company-people">
            <h3 className="mb-3 text-base font-bold text-ink">{t('company.expertTitle')}</h3>
            <DetailsList
              className="mb-6"
              items={[
                {
                  label: t('company.fields.fullName'),
                  value: fullName(info.expert_name, info.expert_surname),
                },
                { label: t('company.fields.position'), value: info.expert_position },
                { label: t('company.fields.email'), value: info.expert_email },
                { label: t('company.fields.phone'), value: info.expert_phone_number },
              ]}
            />
            <h3 className="mb-3 text-base font-bold text-ink">{t('company.directorTitle')}</h3>
            <DetailsList
              items={[
                {
                  label: t('company.fields.fullName'),
                  value: fullName(info.director_name, info.director_surname),
                },
                { label: t('company.fields.position'), value: info.director_position },
                { label: t('company.fields.email'), value: info.director_email },
                { label: t('company.fields.phone'), value: info.director_phone_number },
              ]}
            />
          </AdminSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="company-account" title={t('company.accountTitle')} testId="company-account">
            <DetailsList
              columns={1}
              items={[
                {
                  label: t('company.fields.user'),
                  value: fullName(
                    profile.main_info.name,
                    profile.main_info.patronymic,
                    profile.main_info.surname,
                  ),
                },
                { label: t('company.fields.position'), value: profile.main_info.position },
                {
                  label: t('company.fields.email'),
                  value: (
                    <a href={`mailto:${profile.email}`} className={`${LINK} break-all`}>
                      {profile.email}
                    </a>
                  ),
                },
                { label: t('company.fields.phone'), value: profile.main_info.phone ?? '' },
                {
                  label: t('company.fields.registeredAt'),
                  value: formatDateTime(company.registered_at, locale),
                },
                {
                  label: t('company.fields.registrationStep'),
                  value: t('company.registrationStep', {
                    step: profile.registration_step,
                    total: REQUIRED_REGISTRATION_STEP,
                  }),
                },
                {
                  label: t('company.fields.twoFactor'),
                  value: profile.google2fa_is_active ? t('common.on') : t('common.off'),
                },
                {
                  label: t('company.fields.tariff'),
                  value:
                    tariff?.is_active === true
                      ? tariff.expiry_date
                        ? t('company.tariffUntil', {
                            name: tariff.name,
                            date: formatDate(tariff.expiry_date, locale),
                          })
                        : tariff.name
                      : t('company.basicServices'),
                },
              ]}
            />
          </AdminSection>
          <AdminSection id="company-requests" title={t('company.requestsTitle')} testId="company-requests">
            <ul className="flex flex-col gap-2 text-[15px]">
              {REQUEST_KINDS.map((kind) => (
                <li key={kind}>
                  <LocalizedLink
                    to={buildListHref(REQUEST_KIND_INFO[kind].backOfficePath, { search: searchName })}
                    className={LINK}
                    data-testid={`company-requests-${kind}`}
                  >
                    {t(`company.requestCounts.${kind}`, { count: company.requests[kind] })}
                  </LocalizedLink>
                </li>
              ))}
              <li>
                <LocalizedLink
                  to={buildListHref('/admin/audit-log', { entity_type: 'company', entity_id: profile.id })}
                  className={LINK}
                >
                  {t('company.auditLink')}
                </LocalizedLink>
              </li>
            </ul>
          </AdminSection>
        </div>
      </div>
    </>
  );
}
