import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { ReportCompany } from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextField } from '../../components/form/text-field';
import { useApiForm, type ApiFormFields } from '../../components/form/use-api-form';
import { EmptyState } from '../../components/requests/empty-state';
import { buttonClasses } from '../../components/ui/button-link';
import { ProfileSection } from '../../components/ui/page-heading';
import { useReportsTranslation } from '../../i18n/reports';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import type { SearchOutcome } from './report-orders-data.server';
import { QUOTE_FIELDS, QUOTE_INTENT } from './report-forms';
import { QUERY_MAX_LENGTH, type ReportCountry, type ReportSearch } from './report-search';

const NOTICE =
  'rounded-xl border border-amber-300 bg-amber-50 p-4 text-[15px] leading-relaxed text-amber-950';

/** The provider being down, said in the API's words. */
function Unavailable({ message }: { message: string }) {
  const { t } = useReportsTranslation();
  return (
    <div role="status" className={NOTICE} data-testid="report-unavailable">
      <strong className="block">{t('search.unavailableTitle')}</strong>
      {message}
    </div>
  );
}

/**
 * The search as a GET form (the results have an address, the browser's back button returns to
 * them, and it works without JavaScript): the provider's country and a name or code. The API's
 * refusal (a query too short, a country it does not cover) stands beside its field.
 */
function SearchForm({
  search,
  countries,
  fieldErrors,
}: {
  search: ReportSearch;
  countries: ReportCountry[];
  fieldErrors: SearchOutcome['fieldErrors'];
}) {
  const { t } = useReportsTranslation();
  const { pathname } = useLocation();
  const fields: ApiFormFields = {
    idPrefix: 'report-search',
    errorsFor: (name) => fieldErrors[name] ?? [],
    valueOf: (_name, fallback) => fallback,
    listOf: (_name, fallback) => [...fallback],
  };
  return (
    <Form method="get" role="search" aria-label={t('search.label')} data-testid="report-search">
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <SelectField
          form={fields}
          name="country"
          label={t('search.country')}
          placeholder={t('search.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          initialValue={search.country}
          required
        />
        <TextField
          form={fields}
          name="query"
          type="search"
          label={t('search.query')}
          hint={t('search.queryHint')}
          initialValue={search.query}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('solid')} data-testid="report-search-submit">
          {t('search.submit')}
        </button>
        {(search.country !== '' || search.query !== '') && (
          <Link to={pathname} className={buttonClasses('outline')}>
            {t('search.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * The companies found, each with 'Order a report': one form whose buttons name their company
 * (the pressed one is sent), posted to the page's action; the quote opens the order's page with
 * its price and the time left to confirm it.
 */
function Results({ country, items }: { country: string; items: ReportCompany[] }) {
  const { t } = useReportsTranslation();
  const form = useApiForm<never>({ intent: QUOTE_INTENT, fields: QUOTE_FIELDS });
  // The pressed button shows the form being sent; the form refuses a second press anyway.
  const [pressed, setPressed] = useState<string | null>(null);
  if (items.length === 0) {
    return (
      <EmptyState title={t('results.emptyTitle')} text={t('results.emptyText')} testId="report-no-results" />
    );
  }
  return (
    <form.Form {...form.formProps} data-testid="report-results-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <input type="hidden" name="country" value={country} />
      <p className="mb-3 text-[15px] font-semibold text-muted" role="status">
        {t('results.found', { count: items.length })}
      </p>
      <FormAlert errors={form.generalErrors} testId="report-quote-error" />
      <ul className="mt-3 grid gap-3 md:grid-cols-2" aria-label={t('results.title')}>
        {items.map((company) => {
          const titleId = `report-company-${company.id}`;
          return (
            <li
              key={company.id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
              data-testid="report-company"
            >
              <h3 id={titleId} className="text-lg font-bold break-words text-brand-900">
                {company.name}
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
                <dt className="text-muted">{t('results.code')}</dt>
                <dd className="tabular-nums">{company.code}</dd>
                <dt className="text-muted">{t('results.address')}</dt>
                <dd className="min-w-0 break-words">{company.address}</dd>
              </dl>
              <SubmitButton
                isSubmitting={form.isSubmitting && pressed === company.id}
                onClick={() => setPressed(company.id)}
                variant="outline"
                className="mt-auto self-start"
                testId="report-quote"
                name="company_id"
                value={company.id}
              >
                <span>
                  {t('results.order')}
                  <span className="sr-only">: {company.name}</span>
                </span>
              </SubmitButton>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('results.orderHint')}</p>
    </form.Form>
  );
}

/**
 * /profile/infoproff-orders, first part: the search, what it found (or why nothing: the
 * provider down, the API's refusal beside the fields) and each company's 'Order a report'.
 */
export function ReportSearchSection({
  search,
  countries,
  unavailable,
  found,
}: {
  search: ReportSearch;
  countries: ReportCountry[];
  unavailable: string | null;
  found: SearchOutcome | null;
}) {
  const { t } = useReportsTranslation();
  return (
    <>
      <ProfileSection id="report-search-section" title={t('search.title')} testId="report-search-section">
        {unavailable ? (
          <Unavailable message={unavailable} />
        ) : (
          <SearchForm search={search} countries={countries} fieldErrors={found?.fieldErrors ?? {}} />
        )}
      </ProfileSection>
      {found && (found.items || found.unavailable) && (
        <section
          id="report-results"
          aria-labelledby="report-results-title"
          className="mt-8 scroll-mt-40"
          data-testid="report-results"
        >
          <h2 id="report-results-title" className="mb-3 text-xl font-bold text-brand-900 sm:text-2xl">
            {t('results.title')}
          </h2>
          {found.unavailable ? (
            <Unavailable message={found.unavailable} />
          ) : (
            <Results country={search.country} items={found.items ?? []} />
          )}
        </section>
      )}
    </>
  );
}
