import type { AdminProPartner } from '@portal/contract';
import { ADMIN_PARTNERS_RESOURCES, useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { splitParagraphs } from '../../../lib/text';
import { AdminSection } from '../../../components/back-office/page-heading';

const LANGS = ['uk', 'en'] as const;

/**
 * How approved exporters read the saved partner in each language, as the directory's card shows
 * it (logo, kind, name, city, countries served, the short description) and then what its page
 * adds (the full description, phone, website). Labels in each card's own language; the countries'
 * names in the page's. The e-mail is never shown to exporters, so not here either.
 */
export function ProPartnerPreview({ partner }: { partner: AdminProPartner }) {
  const { t } = useAdminPartnersTranslation();
  const locale = useLocale();
  return (
    <AdminSection id="partner-preview" title={t('preview.title')} testId="partner-preview" className="mt-6">
      <p className="mb-5 text-[15px] text-muted">{t('preview.lead')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {LANGS.map((lang) => {
          const texts = ADMIN_PARTNERS_RESOURCES[lang];
          const empty = <span className="text-muted italic">{texts.preview.empty}</span>;
          const countries =
            partner.countries.length === 0
              ? texts.preview.everyCountry
              : partner.countries.map((country) => country.name).join(', ');
          return (
            <article
              key={lang}
              aria-labelledby={`partner-preview-${lang}-name`}
              className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
              data-testid={`partner-preview-${lang}`}
            >
              <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {t(`preview.lang.${lang}`)}
              </p>
              <div lang={foreignLang(lang, locale)} className="flex flex-col gap-3">
                <div className="flex items-start gap-4">
                  {partner.image_url && (
                    <img
                      src={partner.image_url}
                      alt=""
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1"
                    />
                  )}
                  <div className="flex min-w-0 flex-col gap-2">
                    <span className="inline-flex w-fit items-center rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                      {texts.kinds[partner.kind]}
                    </span>
                    <h3
                      id={`partner-preview-${lang}-name`}
                      className="text-lg font-bold break-words text-brand-900"
                    >
                      {partner.name[lang]}
                    </h3>
                  </div>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {partner.city[lang] && (
                    <>
                      <dt className="font-semibold text-muted">{texts.preview.city}</dt>
                      <dd className="break-words text-ink">{partner.city[lang]}</dd>
                    </>
                  )}
                  <dt className="font-semibold text-muted">{texts.preview.countries}</dt>
                  <dd className="text-ink">{countries}</dd>
                </dl>
                <p className="text-[15px] leading-relaxed break-words text-ink">
                  {partner.summary[lang] || empty}
                </p>
                <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 text-[15px] leading-relaxed text-ink">
                  {partner.description[lang]
                    ? splitParagraphs(partner.description[lang]).map((paragraph, index) => (
                        <p key={index} className="break-words whitespace-pre-line">
                          {paragraph}
                        </p>
                      ))
                    : empty}
                </div>
                {(partner.phone || partner.website_url) && (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {partner.phone && (
                      <>
                        <dt className="font-semibold text-muted">{texts.preview.phone}</dt>
                        <dd className="text-ink tabular-nums">{partner.phone}</dd>
                      </>
                    )}
                    {partner.website_url && (
                      <>
                        <dt className="font-semibold text-muted">{texts.preview.website}</dt>
                        <dd className="break-all text-ink">{partner.website_url}</dd>
                      </>
                    )}
                  </dl>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </AdminSection>
  );
}
