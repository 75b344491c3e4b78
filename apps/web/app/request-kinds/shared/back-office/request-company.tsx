import type { AdminRequestCompany } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang, pickNameWithLang } from '../../../lib/localized-name';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { VerificationTag } from '../../../components/back-office/verification-tag';

type RequestCompany = AdminRequestCompany;

/** The company a request belongs to, with the way to its page in the back-office. */
export function RequestCompanyCard({ company }: { company: RequestCompany }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  // Issue 13 §6: the name in the page's language, else the other one, else the e-mail.
  const picked = pickNameWithLang({ uk: company.company_name, en: company.company_name_en }, locale);
  const name = picked.text || company.email;
  return (
    <AdminSection id="request-company" title={t('request.companyTitle')} testId="request-company">
      <p className="mb-3 text-base font-bold text-ink">
        <LocalizedLink
          to={`/admin/companies/${company.user_id}`}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="request-company-link"
        >
          <span lang={picked.lang}>{name}</span>
        </LocalizedLink>
      </p>
      <DetailsList
        columns={1}
        items={[
          {
            label: t('company.fields.nameUk'),
            value: company.company_name && (
              <span lang={foreignLang('uk', locale)}>{company.company_name}</span>
            ),
          },
          {
            label: t('company.fields.nameEn'),
            value: company.company_name_en && (
              <span lang={foreignLang('en', locale)}>{company.company_name_en}</span>
            ),
          },
          { label: t('company.fields.edrpou'), value: company.edrpou_code },
          { label: t('company.fields.user'), value: company.name },
          { label: t('company.fields.email'), value: <span className="break-all">{company.email}</span> },
          {
            label: t('company.fields.verification'),
            value: <VerificationTag verification={company.verification} />,
          },
        ]}
      />
    </AdminSection>
  );
}
