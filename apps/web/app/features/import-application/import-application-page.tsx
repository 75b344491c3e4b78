import { useEffect, useRef } from 'react';
import { useApiForm } from '../../components/form/use-api-form';
import { Container } from '../../components/ui/container';
import { usePagesTranslation } from '../../i18n/pages';
import { IMPORT_FIELDS } from './import-values';
import { ImportForm, type ImportReferences, type ImportSuccess } from './import-form';
import { IMPORT_FORM_SCHEMA } from './import-schema';
import { PageIntro } from '../../components/ui/page-intro';

/** The confirmation: the API has e-mailed the buyer; focus moves here so it is announced. */
function SuccessPanel({ email }: { email: string }) {
  const { t } = usePagesTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="import-success-title"
      data-testid="import-success"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8"
    >
      <h2
        id="import-success-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-green-900 focus:outline-none"
      >
        {t('importApplication.successTitle')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink">
        {t('importApplication.successText', { email })}
      </p>
      {/* A full load gives a fresh, empty form. */}
      <a
        href="/en/import-application"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('importApplication.successAgain')}
      </a>
    </section>
  );
}

/** /en/import-application (spec §2): a foreign buyer's request for Ukrainian goods. */
export function ImportApplicationPage({ references }: { references: ImportReferences }) {
  const { t } = usePagesTranslation();
  const form = useApiForm<ImportSuccess>({
    intent: 'importer-sale',
    fields: IMPORT_FIELDS,
    schema: IMPORT_FORM_SCHEMA,
  });
  return (
    <Container className="py-10 sm:py-14">
      <PageIntro title={t('importApplication.title')} lead={t('importApplication.lead')} />
      <div className="mt-10 max-w-4xl">
        {form.success ? (
          <SuccessPanel email={form.success.email} />
        ) : (
          <ImportForm form={form} references={references} />
        )}
      </div>
    </Container>
  );
}
