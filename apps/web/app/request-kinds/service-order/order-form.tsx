import type { CountryNames } from '../../components/designed-form/country-names';
import { useMemo, useState, type FormEvent } from 'react';
import { listFormFields, type FormAnswers, type ServiceForm } from '@portal/contract';
import { DesignedFormFields, type UploadedFiles } from '../../components/designed-form/designed-form-fields';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { CheckoutForm } from '../../components/money/checkout-form';
import { PaymentMethodFieldset } from '../../components/money/payment-method-fieldset';
import { useCatalogTranslation } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  FORM_ID_FIELD,
  ORDER_INTENT,
  orderFields,
  PAYMENT_METHOD_FIELD,
  type OrderCheckout,
} from './order-fields';

/** Each field's errors, in the form's order, as links to the field (the API's messages name it). */
function listErrors(form: ApiForm<OrderCheckout>, serviceForm: ServiceForm): ErrorSummaryItem[] {
  return [...listFormFields(serviceForm.definition).map((field) => field.key), PAYMENT_METHOD_FIELD].flatMap(
    (key) => {
      const errors = form.errorsFor(key);
      return errors.length > 0 ? [{ key, href: `#${form.idPrefix}-${key}`, text: errors.join(' ') }] : [];
    },
  );
}

/**
 * An order's form (issue 27 §2): the fields of the version the managers designed, posted as a
 * multipart form to the page's action (it works without JavaScript); the API checks it, and a
 * refusal shows the error summary at the top (focused) and each error beside its field.
 */
export function OrderForm({
  serviceForm,
  initial,
  uploadedFiles,
  submitLabel,
  countryNames,
  price,
}: {
  serviceForm: ServiceForm;
  initial?: Readonly<Partial<FormAnswers>>;
  uploadedFiles?: UploadedFiles;
  submitLabel: string;
  countryNames: CountryNames;
  /** A priced service's price as shown: the form then asks how it is paid. */
  price?: string | undefined;
}) {
  const { t } = useCatalogTranslation();
  const locale = useLocale();
  const priced = price !== undefined;
  const fields = useMemo(
    () => orderFields(serviceForm.definition, { priced }),
    [serviceForm.definition, priced],
  );
  const form = useApiForm<OrderCheckout>({ intent: ORDER_INTENT, fields });
  const [attempts, setAttempts] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempts((count) => count + 1);
    form.formProps.onSubmit(event);
  };
  if (form.success) return <CheckoutForm checkout={form.success.checkout} className="mt-4" />;
  return (
    <>
      <ErrorSummary
        title={t('form.errorSummary')}
        items={listErrors(form, serviceForm)}
        focusKey={attempts}
      />
      <form.Form
        {...form.formProps}
        onSubmit={onSubmit}
        encType="multipart/form-data"
        data-testid="order-form"
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <input type="hidden" name={FORM_ID_FIELD} value={serviceForm.id} />
        <FormAlert errors={form.generalErrors} testId="order-form-error" />
        <p className="my-4 text-[15px] text-muted">{t('form.lead')}</p>
        <DesignedFormFields
          definition={serviceForm.definition}
          form={form}
          locale={locale}
          initial={initial}
          uploadedFiles={uploadedFiles}
          countryNames={countryNames}
        />
        {priced && (
          <PaymentMethodFieldset
            id={`${form.idPrefix}-${PAYMENT_METHOD_FIELD}`}
            className="mt-6"
            legend={t('form.payLegend', { price })}
            checked={form.valueOf(PAYMENT_METHOD_FIELD, 'card')}
            hints={{ card: t('form.cardHint'), bank_transfer: t('form.transferHint') }}
            errors={form.errorsFor(PAYMENT_METHOD_FIELD)}
          />
        )}
        <div className="mt-6">
          <SubmitButton isSubmitting={form.isSubmitting} testId="order-submit">
            {submitLabel}
          </SubmitButton>
        </div>
      </form.Form>
    </>
  );
}
