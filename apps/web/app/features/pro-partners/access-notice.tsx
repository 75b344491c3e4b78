import { ButtonLink } from '../../components/ui/button-link';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { COMPANY_PATH, type ProPartnerAccess } from './pro-partners-query';

/**
 * Why a company may not use the partners yet and the way forward (decision 031 §2: every approved
 * company, no subscription): not approved yet or refused → its company's data; blocked → nothing
 * to do here. Shown instead of the directory and of a partner's page, never an error page.
 */
export function AccessNotice({ access }: { access: Exclude<ProPartnerAccess, 'open'> }) {
  const { t } = useProPartnersTranslation();
  return (
    <section
      aria-labelledby="pro-partners-access-title"
      data-testid="pro-partners-locked"
      data-access={access}
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <div>
        <h2 id="pro-partners-access-title" className="text-lg font-bold">
          {t(`access.${access}Title`)}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed">{t(`access.${access}Text`)}</p>
      </div>
      {access !== 'banned' && (
        <ButtonLink to={COMPANY_PATH} size="sm" data-testid="pro-partners-to-company">
          {t('access.toCompany')}
        </ButtonLink>
      )}
    </section>
  );
}
