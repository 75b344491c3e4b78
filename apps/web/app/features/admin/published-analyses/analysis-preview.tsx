import type { AdminPublishedAnalysis } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { AdminSection } from '../../../components/back-office/page-heading';
import { splitParagraphs } from '../../../lib/text';

const LANGS = ['uk', 'en'] as const;

/**
 * How the exporter reads the saved analysis in each language: the title, the country and the HS
 * code, the summary as the lead, and the text in paragraphs (split at blank lines, as the cabinet
 * does). Names of the country and the code come in the page's language.
 */
export function AnalysisPreview({ analysis }: { analysis: AdminPublishedAnalysis }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const subject = [analysis.country.name, analysis.hs ? `${analysis.hs.code} — ${analysis.hs.name}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <AdminSection
      id="analysis-preview"
      title={t('publishedAnalysis.previewTitle')}
      testId="analysis-preview"
      className="mt-6"
    >
      <p className="mb-5 text-[15px] text-muted">{t('publishedAnalysis.previewLead')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {LANGS.map((lang) => (
          <article
            key={lang}
            aria-labelledby={`analysis-preview-${lang}-title`}
            className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
            data-testid={`analysis-preview-${lang}`}
          >
            <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t(`publishedAnalysis.previewLang.${lang}`)}
            </p>
            <h3
              id={`analysis-preview-${lang}-title`}
              lang={foreignLang(lang, locale)}
              className="text-xl font-bold break-words text-brand-900"
            >
              {analysis.title[lang]}
            </h3>
            <p className="mt-1 text-sm text-muted">{subject}</p>
            <div lang={foreignLang(lang, locale)}>
              <p className="mt-4 text-base leading-relaxed font-semibold text-ink">
                {analysis.summary[lang]}
              </p>
              <div className="mt-4 flex flex-col gap-3 text-[15px] leading-relaxed text-ink">
                {splitParagraphs(analysis.body[lang]).map((paragraph, index) => (
                  <p key={index} className="break-words">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
          </article>
        ))}
      </div>
    </AdminSection>
  );
}
