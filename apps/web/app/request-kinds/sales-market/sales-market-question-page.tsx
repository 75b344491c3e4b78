import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigationType } from 'react-router';
import { SalesMarketProductBodySchema, type SalesMarketApplication } from '@portal/contract';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  CHECK_PAGE,
  PAGE_FIELDS,
  QUESTION_PAGES,
  RETURN_FIELD,
  toPageBody,
  type FormPage,
  type MarketPage,
} from './sales-market-pages';
import { SalesMarketPageFields, type SalesMarketReference } from './sales-market-page-fields';
import { adaptBodySchema } from './sales-market-values';

type Translate = ReturnType<typeof useRequestsTranslation>['t'];

/** A field's name for the error summary ('Ціна за одиницю'); every answer reads as the readiness topic. */
export function fieldName(t: Translate, field: string): string {
  const base = field.startsWith('answers.') ? 'answers' : field;
  return t(`market.pages.fieldNames.${base}`, { defaultValue: field });
}

/** The error summary's lines: each field of the page with an error, in the page's order. */
function listFieldErrors(form: ApiForm<never>, page: FormPage, t: Translate): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const name of Object.keys(PAGE_FIELDS[page])) {
    if (name === RETURN_FIELD) continue;
    const errors = form.errorsFor(name);
    if (errors.length === 0) continue;
    const id = name.startsWith('answers.')
      ? `${form.idPrefix}-${name.slice('answers.'.length)}-error`
      : `${form.idPrefix}-${name}`;
    items.push({
      key: name,
      href: `#${id}`,
      text: t('market.pages.errorItem', { field: fieldName(t, name), message: errors.join(' ') }),
    });
  }
  return items;
}

/**
 * The page's h1, focused when the page was reached by a link or a 'Continue' (not on the first
 * load), so a screen reader starts at the new question.
 */
export function PageTitle({ page }: { page: MarketPage }) {
  const { t } = useRequestsTranslation();
  const navigationType = useNavigationType();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navigationType !== 'POP') ref.current?.focus({ preventScroll: true });
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <header className="mb-6">
      <h1
        ref={ref}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-brand-900 outline-none sm:text-4xl"
      >
        {t(`market.pages.titles.${page}`)}
      </h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted">{t(`market.pages.leads.${page}`)}</p>
    </header>
  );
}

/**
 * One question page of step 2 (issue 13 §6): its fields, checked before sending as the API
 * checks them; 'Continue' saves the page and opens the next. A page that could not be saved
 * shows the error summary at the top (focused) and each error beside its field.
 */
export function SalesMarketQuestionPage({
  page,
  returnToCheck,
  application,
  reference,
}: {
  page: FormPage;
  returnToCheck: boolean;
  application: SalesMarketApplication;
  reference: SalesMarketReference;
}) {
  const { t } = useRequestsTranslation();
  const schema = useMemo(
    () => adaptBodySchema(SalesMarketProductBodySchema, (values) => toPageBody(page, values)),
    [page],
  );
  const form = useApiForm<never>({ intent: page, fields: PAGE_FIELDS[page], schema });
  const [attempts, setAttempts] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempts((count) => count + 1);
    form.formProps.onSubmit(event);
  };

  return (
    <>
      <ErrorSummary
        title={t('market.pages.errorSummary')}
        items={listFieldErrors(form, page, t)}
        focusKey={attempts}
      />
      <PageTitle page={page} />
      <form.Form {...form.formProps} onSubmit={onSubmit} data-testid={`page-form-${page}`}>
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <input type="hidden" name={RETURN_FIELD} value={returnToCheck ? CHECK_PAGE : ''} />
        <FormAlert errors={form.generalErrors} testId="page-error" />
        <div
          className={cx(
            'mt-4',
            // The questions are cards of their own, set closer together on this page.
            page === 'readiness'
              ? '[&_li>fieldset]:p-3 [&_li>fieldset>legend]:mb-2 [&_ol]:mt-0 [&_ol]:gap-2'
              : 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8',
          )}
        >
          <SalesMarketPageFields page={page} form={form} application={application} reference={reference} />
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton isSubmitting={form.isSubmitting} testId="page-continue">
            {t('market.pages.continue')}
          </SubmitButton>
        </div>
        {page === QUESTION_PAGES[0] && (
          <p className="mt-4 text-sm leading-snug text-muted">{t('market.pages.saved')}</p>
        )}
      </form.Form>
    </>
  );
}
