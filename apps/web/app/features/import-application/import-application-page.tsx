import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useApiForm } from '../../components/form/use-api-form';
import { Container } from '../../components/ui/container';
import { localizePath, rememberLocale } from '../../i18n/locale';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { IMPORT_FIELDS } from './import-values';
import { ImportForm, type ImportReferences, type ImportSuccess } from './import-form';
import { IMPORT_FORM_SCHEMA } from './import-schema';
import { PageIntro } from '../../components/ui/page-intro';

/** The confirmation: the API has e-mailed the buyer; focus moves here so it is announced. */
function SuccessPanel({ email }: { email: string }) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
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
        href={localizePath('/import-application', locale)}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('importApplication.successAgain')}
      </a>
    </section>
  );
}

/**
 * On the English form, a line in Ukrainian for a Ukrainian reader the guard sent here (issue 25
 * §10): the form exists in Ukrainian too, and the link remembers the choice as the switcher does.
 */
function UkrainianFormLink() {
  const { t } = usePagesTranslation();
  const { pathname, search } = useLocation();
  return (
    <p lang="uk" className="mt-4 text-[15px] text-muted" data-testid="import-other-language">
      {t('importApplication.inUkrainian')}{' '}
      <Link
        to={localizePath(`${pathname}${search}`, 'ua')}
        hrefLang="uk"
        onClick={() => rememberLocale('ua')}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('importApplication.inUkrainianLink')}
      </Link>
    </p>
  );
}

/** /import-application and /en/import-application (spec §2): a foreign buyer's request for Ukrainian goods. */
export function ImportApplicationPage({ references }: { references: ImportReferences }) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const form = useApiForm<ImportSuccess>({
    intent: 'importer-sale',
    fields: IMPORT_FIELDS,
    schema: IMPORT_FORM_SCHEMA,
  });
  return (
    <Container className="py-10 sm:py-14">
      <PageIntro title={t('importApplication.title')} lead={t('importApplication.lead')} />
      {locale === 'en' && <UkrainianFormLink />}
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
