import type { AdminCountryAction } from '@portal/contract';
import { COUNTRY_ACTIONS_RESOURCES, useCountryActionsTranslation } from '../../../i18n/countryActions';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateRange } from '../../../lib/format';
import { foreignLang } from '../../../lib/localized-name';
import { AdminSection } from '../../../components/back-office/page-heading';
import { applyDeadlineOf } from './country-action-form';
import { splitParagraphs } from '../../../lib/text';

const LANGS = ['uk', 'en'] as const;

/**
 * How exporters read the saved event in each language: its format, title, place (the city, or
 * online), days, the last day to apply (the start when none is set) and the description in
 * paragraphs. The labels and days are in each card's own language; the country's name in the
 * page's.
 */
export function CountryActionPreview({ action }: { action: AdminCountryAction }) {
  const { t } = useCountryActionsTranslation();
  const locale = useLocale();
  return (
    <AdminSection
      id="country-action-preview"
      title={t('preview.title')}
      testId="country-action-preview"
      className="mt-6"
    >
      <p className="mb-5 text-[15px] text-muted">{t('preview.lead')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {LANGS.map((lang) => {
          const texts = COUNTRY_ACTIONS_RESOURCES[lang];
          const cardLocale = lang === 'uk' ? 'ua' : 'en';
          const place = action.city[lang].trim() || texts.online;
          return (
            <article
              key={lang}
              aria-labelledby={`country-action-preview-${lang}-title`}
              className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
              data-testid={`country-action-preview-${lang}`}
            >
              <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {t(`preview.lang.${lang}`)}
              </p>
              <div lang={foreignLang(lang, locale)}>
                <p className="text-sm font-semibold text-muted">{texts.kinds[action.kind]}</p>
                <h3
                  id={`country-action-preview-${lang}-title`}
                  className="mt-1 text-xl font-bold break-words text-brand-900"
                >
                  {action.title[lang]}
                </h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
                  <dt className="font-semibold text-muted">{texts.list.columns.dates}</dt>
                  <dd>{formatDateRange(action.starts_on, action.ends_on, cardLocale)}</dd>
                  <dt className="font-semibold text-muted">{texts.preview.place}</dt>
                  <dd className="break-words">{place}</dd>
                  <dt className="font-semibold text-muted">{texts.list.columns.applyBy}</dt>
                  <dd>{formatDate(applyDeadlineOf(action), cardLocale)}</dd>
                </dl>
                <div className="mt-4 flex flex-col gap-3 text-[15px] leading-relaxed text-ink">
                  {splitParagraphs(action.description[lang]).map((paragraph, index) => (
                    <p key={index} className="break-words whitespace-pre-line">
                      {paragraph}
                    </p>
                  ))}
                </div>
              </div>
            </article>
          );
        })}
      </div>
    </AdminSection>
  );
}
