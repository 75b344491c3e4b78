import type { ApiLocale, FormDefinition, UiLocale } from '@portal/contract';
import type { CountryNames } from '../../../components/designed-form/country-names';
import { DesignedFormFields } from '../../../components/designed-form/designed-form-fields';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { AdminSection } from '../../../components/back-office/page-heading';

/** The preview's own fields: nothing typed, no errors; ids prefixed by its language, so both stand on one page. */
function previewFields(locale: UiLocale): ApiFormFields {
  return {
    idPrefix: `preview-${locale}`,
    errorsFor: () => [],
    valueOf: (_name, fallback) => fallback,
    listOf: (_name, fallback) => [...fallback],
  };
}

const LANGS = [
  { locale: 'ua', lang: 'uk', label: 'designer.previewUk' },
  { locale: 'en', lang: 'en', label: 'designer.previewEn' },
] as const;

/**
 * The saved draft as the exporter will see it, in Ukrainian and English: side by side on a wide
 * screen, one under the other on a phone. Drawn by the exporter's own renderer, outside any form,
 * so nothing in it is ever sent.
 */
export function DesignerPreview({
  definition,
  countryNames,
}: {
  definition: FormDefinition | null;
  countryNames: Record<ApiLocale, CountryNames>;
}) {
  const { t } = useAdminCatalogTranslation();
  return (
    <AdminSection
      id="designer-preview"
      title={t('designer.previewTitle')}
      testId="designer-preview"
      className="mt-6"
    >
      {definition ? (
        <>
          <p className="mb-4 text-[15px] text-muted">{t('designer.previewLead')}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            {LANGS.map(({ locale, lang, label }) => (
              <section
                key={locale}
                aria-labelledby={`designer-preview-${lang}-heading`}
                className="min-w-0"
                data-testid={`designer-preview-${lang}`}
              >
                <h3
                  id={`designer-preview-${lang}-heading`}
                  className="mb-3 text-base font-bold text-brand-900"
                >
                  {t(label)}
                </h3>
                <div lang={lang}>
                  <DesignedFormFields
                    definition={definition}
                    form={previewFields(locale)}
                    locale={locale}
                    countryNames={countryNames[lang]}
                  />
                </div>
              </section>
            ))}
          </div>
        </>
      ) : (
        <p className="text-[15px] text-muted">{t('designer.previewNone')}</p>
      )}
    </AdminSection>
  );
}
