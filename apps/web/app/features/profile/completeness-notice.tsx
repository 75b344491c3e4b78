import type { CompanyInfo } from '@portal/contract';
import { useAccountsTranslation } from '../../i18n/accounts';
import { LocalizedLink } from '../../i18n/localized-link';
import { findMissingFields, MISSING_FIELD_ANCHORS } from './completeness';

/** Until the four fields of spec §4 are filled in, the cabinet says which are missing. */
export function CompletenessNotice({
  company,
  linkToCompanyPage = false,
}: {
  company: CompanyInfo;
  linkToCompanyPage?: boolean;
}) {
  const { t } = useAccountsTranslation();
  const missing = findMissingFields(company);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="completeness-heading"
      data-testid="profile-completeness"
      className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="completeness-heading" className="text-lg font-bold">
        {t('completeness.title')}
      </h2>
      <p className="mt-1 text-[15px]">{t('completeness.text')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-[15px]">
        {missing.map((field) => {
          const anchor = `#${MISSING_FIELD_ANCHORS[field]}`;
          const label = t(`completeness.fields.${field}`);
          return (
            <li key={field} data-testid={`missing-${field}`}>
              {linkToCompanyPage ? (
                <LocalizedLink
                  to={`/profile/my-company${anchor}`}
                  className="font-semibold underline underline-offset-4"
                >
                  {label}
                </LocalizedLink>
              ) : (
                <a href={anchor} className="font-semibold underline underline-offset-4">
                  {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
