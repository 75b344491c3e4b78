import { useState, type ReactNode } from 'react';
import { exporterRequestPath, type ApplicationStatus, type RequestKind } from '@portal/contract';
import { FormAlert } from '../form/form-feedback';
import { TextField } from '../form/text-field';
import type { ApiForm, ApiFormFields } from '../form/use-api-form';
import { buttonClasses } from '../ui/button-link';
import { PageHeading } from '../ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import type { ClassificationLists, ClassificationValue } from './classification-data';
import { ClassificationPicker } from './classification-picker';
import type { KindTexts } from './kind-texts';
import type { ManagerComment } from './manager-comment';
import { ManagerCommentNotice } from './manager-comment-notice';
import { kindTestId } from './request-kind-ids';
import { SUBMIT_FIELD } from './request-form-values';

/** A part of a request's form, on a card of its own. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{children}</div>;
}

/** A group of a request's fields under its legend. */
export function FormFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-base font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The card 'About the request': the kind's own fields (`children`), then the product's name,
 * required (the request's title in every list).
 */
export function AboutRequestCard({
  form,
  t,
  productName,
  children,
}: {
  form: ApiFormFields;
  t: KindTexts<'form.aboutSection' | 'form.productName' | 'form.productNameHint'>;
  /** The product's name of the request being edited; '' on the create page. */
  productName: string;
  children: ReactNode;
}) {
  return (
    <FormCard>
      <FormFieldset legend={t('form.aboutSection')}>
        {children}
        <TextField
          form={form}
          name="product_name"
          label={t('form.productName')}
          hint={t('form.productNameHint')}
          initialValue={productName}
          maxLength={300}
          autoComplete="off"
          required
        />
      </FormFieldset>
    </FormCard>
  );
}

/** The product's customs classification on a card of its own: a section at least. */
export function ClassificationCard({
  form,
  t,
  lists,
  initial,
}: {
  form: ApiFormFields;
  t: KindTexts<'form.productSection'>;
  lists: ClassificationLists;
  initial: ClassificationValue;
}) {
  return (
    <FormCard>
      <ClassificationPicker
        form={form}
        lists={lists}
        initial={initial}
        requiredLevel="section"
        legend={t('form.productSection')}
      />
    </FormCard>
  );
}

/** What the form page reads of the kind's catalogue (`form.*`). */
export type RequestFormTextKey = `form.${
  | 'createTitle'
  | 'createLead'
  | 'editTitle'
  | 'editLead'
  | 'requiredNote'
  | 'saveDraft'
  | 'saveChanges'
  | 'submit'
  | 'resubmit'
  | 'backToRequest'
  | 'cancel'}`;

type Pressed = 'draft' | 'submit';

/**
 * A request's create and edit page (decision 014 §3): the manager's comment first on one sent
 * back, the kind's fields (`children`), and two buttons — keep it as a draft or send it to the
 * managers (`SUBMIT_FIELD`), 'save changes' and 'submit again' on one sent back for rework — with
 * the way back: to the request's page, or on the create page to `cancelHref`. The button pressed
 * shows it is busy; the form works without JavaScript.
 */
export function RequestFormPage<TData>({
  kind,
  form,
  request,
  managerComment,
  t,
  cancelHref,
  children,
}: {
  kind: RequestKind;
  form: ApiForm<TData>;
  /** The request being edited; null on the create page. */
  request: { id: string; number: number; status: ApplicationStatus } | null;
  managerComment: ManagerComment | null;
  t: KindTexts<RequestFormTextKey>;
  cancelHref: string;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState<Pressed | null>(null);
  const isRework = request?.status === 'in_finalization';
  const isBusy = (button: Pressed) => form.isSubmitting && pressed === button;

  const button = (which: Pressed, label: string) => (
    <button
      type="submit"
      name={SUBMIT_FIELD}
      value={which === 'submit' ? 'true' : 'false'}
      onClick={() => setPressed(which)}
      aria-disabled={form.isSubmitting || undefined}
      data-testid={kindTestId(kind, which)}
      className={cx(
        buttonClasses(which === 'submit' ? 'solid' : 'outline'),
        'min-w-40 py-2 whitespace-normal',
        isBusy(which) && 'cursor-wait opacity-80',
      )}
    >
      {isBusy(which) && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden="true"
        />
      )}
      {label}
    </button>
  );

  return (
    <>
      <PageHeading
        title={request ? t('form.editTitle', { number: request.number }) : t('form.createTitle')}
        lead={request ? t('form.editLead') : t('form.createLead')}
      />
      {managerComment && <ManagerCommentNotice comment={managerComment} kind={kind} />}
      <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid={kindTestId(kind, 'form')}>
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <p className="text-sm text-muted">{t('form.requiredNote')}</p>
        <FormAlert errors={form.generalErrors} testId={kindTestId(kind, 'form-alert')} />
        {children}
        <div className="flex flex-col gap-3 xs:flex-row xs:flex-wrap xs:items-center">
          {button('draft', isRework ? t('form.saveChanges') : t('form.saveDraft'))}
          {button('submit', isRework ? t('form.resubmit') : t('form.submit'))}
          <LocalizedLink
            to={request ? exporterRequestPath(kind, request.id) : cancelHref}
            className="inline-flex min-h-11 items-center justify-center px-3 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {request ? t('form.backToRequest') : t('form.cancel')}
          </LocalizedLink>
        </div>
      </form.Form>
    </>
  );
}
