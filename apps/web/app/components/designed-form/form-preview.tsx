import type { CountryNames } from './country-names';
import type { ReactNode } from 'react';
import {
  toApiLocale,
  type ApiLocale,
  type FormAnswerValue,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type UiLocale,
} from '@portal/contract';
import { useDesignedFormTranslation } from '../../i18n/designedForm';
import { formatDate, formatNumber } from '../../lib/format';
import type { UploadedFiles } from './designed-form-fields';

export type FormPreviewProps = {
  definition: FormDefinition;
  answers: Readonly<Partial<FormAnswers>>;
  /** The language of the labels and values. */
  locale: UiLocale;
  /** Where a file of the answers opens (the order's or the back office's download). */
  fileHref: (fileId: string) => string;
  /** The files' names, by file id; a file without one is called "File". */
  uploadedFiles?: UploadedFiles;
  /** The countries named as the server names them (`designedCountryNames`, sent by the loader). */
  countryNames: CountryNames;
};

type T = ReturnType<typeof useDesignedFormTranslation>['t'];

function isAnswered(value: FormAnswerValue | undefined): value is FormAnswerValue {
  if (value === undefined || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

const optionLabel = (field: Extract<FormField, { options: unknown }>, value: string, lang: ApiLocale) =>
  field.options.find((option) => option.value === value)?.label[lang] ?? value;

/** One answer as the page shows it, in the form's language. */
function showAnswer(
  field: FormField,
  value: FormAnswerValue,
  {
    locale,
    lang,
    t,
    fileHref,
    uploadedFiles,
    countryNames,
  }: { locale: UiLocale; lang: ApiLocale; t: T } & Pick<FormPreviewProps, 'fileHref' | 'countryNames'> & {
      uploadedFiles: UploadedFiles;
    },
): ReactNode {
  switch (field.kind) {
    case 'number': {
      const number = typeof value === 'number' ? formatNumber(value, locale) : String(value);
      return field.unit ? `${number} ${field.unit[lang]}` : number;
    }
    case 'date':
      return typeof value === 'string' ? formatDate(value, locale) : String(value);
    case 'select':
      return optionLabel(field, String(value), lang);
    case 'multi_select':
      return (Array.isArray(value) ? value : [String(value)])
        .map((item) => optionLabel(field, item, lang))
        .join(', ');
    case 'checkbox':
      return value === true ? t('preview.yes') : t('preview.no');
    case 'country':
      return countryNames[String(value)] ?? String(value);
    case 'file': {
      if (typeof value !== 'object' || Array.isArray(value)) return String(value);
      return (
        <a href={fileHref(value.file_id)} className="font-medium text-brand-700 underline underline-offset-2">
          {uploadedFiles[value.file_id]?.name ?? t('preview.file')}
        </a>
      );
    }
    default:
      return String(value);
  }
}

/**
 * A designed form's answers, read-only (issue 27 §3): each section under its title, each field's
 * label and answer in the given language; files as links. For the order's page and the back office.
 */
export function FormPreview({
  definition,
  answers,
  locale,
  fileHref,
  uploadedFiles = {},
  countryNames,
}: FormPreviewProps) {
  const { t } = useDesignedFormTranslation(locale);
  const lang = toApiLocale(locale);
  return (
    <div className="flex flex-col gap-6">
      {definition.sections.map((section) => (
        <section key={section.key} aria-labelledby={`form-preview-${section.key}`}>
          <h3 id={`form-preview-${section.key}`} className="mb-3 text-base font-bold text-brand-900">
            {section.title[lang]}
          </h3>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {section.fields.map((field) => {
              const value = answers[field.key];
              return (
                <div key={field.key} className="contents" data-testid={`form-preview-${field.key}`}>
                  <dt className="text-[15px] font-semibold text-ink">{field.label[lang]}</dt>
                  <dd className="text-[15px] break-words whitespace-pre-line text-ink">
                    {isAnswered(value) ? (
                      showAnswer(field, value, { locale, lang, t, fileHref, uploadedFiles, countryNames })
                    ) : (
                      <span className="text-muted">{t('preview.notAnswered')}</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
