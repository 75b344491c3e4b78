import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Profile, Tariff } from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { useApiForm } from '../../components/form/use-api-form';
import { usePagesTranslation } from '../../i18n/pages';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  buildSubscriptionRequestSchema,
  getSubscriptionRequestDefaults,
  PLAN_PARAM,
  SUBSCRIPTION_REQUEST_FIELDS,
  SUBSCRIPTION_REQUEST_ID,
  SUBSCRIPTION_REQUEST_INTENT,
  type SubscriptionRequestSent,
} from './subscription-request';

/** The confirmation; focus moves to it so it is announced. */
function RequestSent({ sent }: { sent: SubscriptionRequestSent }) {
  const { t } = usePagesTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      data-testid="subscription-request-sent"
      className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5 sm:p-6"
    >
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
        {t('tariffs.requestSentTitle')}
      </h3>
      <p className="mt-2 leading-relaxed text-ink">
        {sent.message} {t('tariffs.requestSentText', { email: sent.email })}
      </p>
    </div>
  );
}

type SubscriptionRequestProps = { plans: readonly Tariff[]; profile: Profile };

/**
 * Buying a subscription on the site is not built yet: a signed-in user reads that plainly here
 * and asks for a plan through the support team's feedback form (`sendFeedback`); a manager
 * answers by e-mail. The plans' buttons lead here with their plan chosen (`?plan=`).
 */
export function SubscriptionRequest({ plans, profile }: SubscriptionRequestProps) {
  const { t } = usePagesTranslation();
  const [searchParams] = useSearchParams();
  const schema = useMemo(() => buildSubscriptionRequestSchema(plans), [plans]);
  const form = useApiForm<SubscriptionRequestSent>({
    intent: SUBSCRIPTION_REQUEST_INTENT,
    fields: SUBSCRIPTION_REQUEST_FIELDS,
    schema,
  });
  const defaults = getSubscriptionRequestDefaults(profile, plans, searchParams.get(PLAN_PARAM));

  return (
    <section
      id={SUBSCRIPTION_REQUEST_ID}
      aria-labelledby="subscription-request-title"
      data-testid="subscription-request"
      className="mt-16 scroll-mt-40 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="subscription-request-title" className="text-2xl font-bold tracking-tight text-brand-900">
        {t('tariffs.requestTitle')}
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink" data-testid="purchase-not-available">
        {t('tariffs.requestText')}
      </p>
      {form.success ? (
        <RequestSent sent={form.success} />
      ) : (
        <form.Form {...form.formProps} className="mt-6 flex max-w-3xl flex-col gap-5">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="subscription-request-error" />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              // A plan's button changes `?plan=` on this very page: the choice follows it.
              key={defaults.plan}
              form={form}
              name="plan"
              label={t('tariffs.requestPlan')}
              placeholder={t('tariffs.requestPlanPlaceholder')}
              options={plans.map((plan) => ({ value: plan.slug, label: plan.name }))}
              initialValue={defaults.plan}
              required
              className="sm:col-span-2"
            />
            <TextField
              form={form}
              name="name"
              label={t('tariffs.requestName')}
              autoComplete="name"
              maxLength={100}
              initialValue={defaults.name}
              required
            />
            <TextField
              form={form}
              name="email"
              type="email"
              label={t('tariffs.requestEmail')}
              hint={t('tariffs.requestEmailHint')}
              autoComplete="email"
              maxLength={254}
              initialValue={defaults.email}
              required
            />
            <TextField
              form={form}
              name="phone"
              type="tel"
              label={t('tariffs.requestPhone')}
              hint={t('tariffs.requestPhoneHint')}
              autoComplete="tel"
              maxLength={20}
              initialValue={defaults.phone}
            />
            <TextAreaField
              form={form}
              name="message"
              label={t('tariffs.requestComment')}
              hint={t('tariffs.requestCommentHint')}
              maxLength={4000}
              className="sm:col-span-2"
            />
          </div>
          <div>
            <SubmitButton isSubmitting={form.isSubmitting} testId="subscription-request-submit">
              {t('tariffs.requestSubmit')}
            </SubmitButton>
          </div>
        </form.Form>
      )}
    </section>
  );
}
