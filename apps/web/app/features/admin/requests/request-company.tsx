import type { AdminSalesMarket } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { DetailsList } from '../ui/details-list';
import { AdminSection } from '../ui/page-heading';
import { VerificationTag } from '../ui/verification-tag';

type RequestCompany = AdminSalesMarket['company'];

/** The company a request belongs to, with the way to its page in the back-office. */
export function RequestCompanyCard({ company }: { company: RequestCompany }) {
  const { t } = useAdminTranslation();
  const name = company.company_name || company.company_name_en || company.email;
  return (
    <AdminSection id="request-company" title={t('request.companyTitle')} testId="request-company">
      <p className="mb-3 text-base font-bold text-ink">
        <LocalizedLink
          to={`/admin/companies/${company.user_id}`}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="request-company-link"
        >
          {name}
        </LocalizedLink>
      </p>
      <DetailsList
        columns={1}
        items={[
          { label: t('company.fields.nameEn'), value: company.company_name_en },
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
