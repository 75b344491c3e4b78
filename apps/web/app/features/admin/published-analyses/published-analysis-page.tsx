import type { AdminPublishedAnalysis } from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields, SavedCheckbox } from '../../../components/back-office/bilingual-fields';
import { PdfField, StoredPdfLink, usePdfField } from '../../../components/back-office/pdf-field';
import { AdminSection } from '../../../components/back-office/page-heading';
import {
  buildEditorTexts,
  buildPublicationTexts,
  defineEditor,
} from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { AnalysisPreview } from './analysis-preview';
import {
  PUBLISHED_ANALYSES_PATH,
  PUBLISHED_ANALYSIS_FIELDS,
  PUBLISHED_ANALYSIS_LIMITS,
  PUBLISHED_ANALYSIS_SCHEMA,
  toEditorValues,
  type AnalysisSaved,
} from './published-analysis-form';

type Country = { code: string; name: string };

/** The address of an analysis's PDF: the back office's resource route. */
export function toAnalysisPdfPath(id: number, locale: ReturnType<typeof useLocale>): string {
  return localizePath(`${PUBLISHED_ANALYSES_PATH}/${id}/pdf`, locale);
}

/** The published analysis's editor (decision 045): a form with a PDF, published content, audited. */
export const PUBLISHED_ANALYSIS_EDITOR = defineEditor({
  testId: 'analysis',
  listPath: PUBLISHED_ANALYSES_PATH,
  audit: 'country_analysis_publication',
  isMultipart: true,
});

/**
 * /admin/country-analyses/new and /{id}: a country analysis written in both languages (title,
 * summary, text), its country and HS chapter or heading, and its PDF; saved as a draft first,
 * then published (with a confirmation) or taken back. A saved analysis shows how the exporter
 * reads it.
 */
export function PublishedAnalysisPage({
  analysis,
  countries,
}: {
  analysis: AdminPublishedAnalysis | null;
  countries: readonly Country[];
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const form = useApiForm<AnalysisSaved>({
    intent: 'analysis',
    fields: PUBLISHED_ANALYSIS_FIELDS,
    schema: PUBLISHED_ANALYSIS_SCHEMA,
  });
  const pdf = usePdfField({ isRequired: false });
  const values = toEditorValues(analysis);
  const title = analysis ? pickName(analysis.title, locale) : t('publishedAnalysis.newTitle');

  return (
    <BackOfficeEditorPage
      editor={PUBLISHED_ANALYSIS_EDITOR}
      form={form}
      record={analysis}
      texts={buildEditorTexts((key) => t(`publishedAnalysis.${key}`), {
        title,
        listTitle: t('publishedAnalyses.title'),
        isNew: analysis === null,
      })}
      canSend={pdf.isSendable}
      publication={{
        // The analysis's words sit beside its editor's: the panel's title is `publicationTitle`.
        texts: buildPublicationTexts(
          (key, values) =>
            key === 'missing'
              ? ''
              : t(`publishedAnalysis.${key === 'title' ? 'publicationTitle' : key}`, values),
          title,
        ),
        newNote: t('publishedAnalysis.newNote'),
      }}
      after={analysis && <AnalysisPreview analysis={analysis} />}
    >
      <AdminSection id="analysis-subject" title={t('publishedAnalysis.subjectTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            form={form}
            name="country_code"
            label={t('publishedAnalysis.fields.country')}
            placeholder={t('publishedAnalysis.countryPlaceholder')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            initialValue={values.country_code}
            required
          />
          <TextField
            form={form}
            name="hs_code"
            label={t('publishedAnalysis.fields.hsCode')}
            hint={t('publishedAnalysis.hsCodeHint')}
            initialValue={values.hs_code}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
          />
        </div>
      </AdminSection>
      <AdminSection id="analysis-texts" title={t('publishedAnalysis.textsTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{
              uk: t('publishedAnalysis.fields.titleUk'),
              en: t('publishedAnalysis.fields.titleEn'),
            }}
            values={values.title}
            maxLength={PUBLISHED_ANALYSIS_LIMITS.titleMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="summary"
            labels={{
              uk: t('publishedAnalysis.fields.summaryUk'),
              en: t('publishedAnalysis.fields.summaryEn'),
            }}
            values={values.summary}
            maxLength={PUBLISHED_ANALYSIS_LIMITS.summaryMax}
            isLong
            isRequired
          />
          <BilingualFields
            form={form}
            name="body"
            labels={{
              uk: t('publishedAnalysis.fields.bodyUk'),
              en: t('publishedAnalysis.fields.bodyEn'),
            }}
            values={values.body}
            maxLength={PUBLISHED_ANALYSIS_LIMITS.bodyMax}
            isLong
            isRequired
            rows={10}
          />
          <p className="text-sm text-muted">{t('publishedAnalysis.bodyHint')}</p>
        </div>
      </AdminSection>
      <AdminSection id="analysis-file" title={t('publishedAnalysis.pdfTitle')}>
        <div className="flex flex-col gap-4">
          {analysis?.pdf ? (
            <>
              <p className="text-[15px]" data-testid="analysis-current-pdf">
                <span className="mr-2 font-semibold text-muted">{t('publishedAnalysis.currentPdf')}</span>
                <StoredPdfLink href={toAnalysisPdfPath(analysis.id, locale)} pdf={analysis.pdf} />
              </p>
              <SavedCheckbox
                form={form}
                name="remove_pdf"
                label={t('publishedAnalysis.removePdf')}
                hint={t('publishedAnalysis.removePdfHint')}
                isChecked={false}
              />
            </>
          ) : (
            <p className="text-[15px] text-muted">{t('publishedAnalysis.noPdf')}</p>
          )}
          <PdfField
            form={form}
            state={pdf}
            label={analysis?.pdf ? t('publishedAnalysis.newPdf') : t('publishedAnalysis.pdf')}
            hint={analysis?.pdf ? t('pdf.replaceHint') : t('pdf.optionalHint')}
          />
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
