import {
  FeedbackBodySchema,
  type FeedbackBody,
  type Profile,
  type Tariff,
  type toFieldErrors,
} from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';

/**
 * Buying a subscription on the site is not built yet (issue 13): until it is, a signed-in user
 * asks for a plan through the support team's feedback form (`POST /feedback/send`), and a
 * manager answers by e-mail. The form lives on /tariffs, under this anchor.
 */
export const SUBSCRIPTION_REQUEST_ID = 'subscription-request';
export const SUBSCRIPTION_REQUEST_INTENT = 'subscription-request';
/** The query parameter that chooses the plan in the form (`/tariffs?plan=business#subscription-request`). */
export const PLAN_PARAM = 'plan';

/** The answer to a sent request: the support team's thank-you and the address a manager answers. */
export type SubscriptionRequestSent = { message: string; email: string };

export const SUBSCRIPTION_REQUEST_FIELDS = {
  plan: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  message: 'text',
} as const satisfies FieldSpec;

/** Where a plan's button leads a signed-in user: the request form with the plan chosen. */
export function toSubscriptionRequestPath(slug: string): string {
  return `/tariffs?${PLAN_PARAM}=${encodeURIComponent(slug)}#${SUBSCRIPTION_REQUEST_ID}`;
}

/** What the form starts with: the chosen plan when the list has it, the profile's name, e-mail and phone. */
export function getSubscriptionRequestDefaults(
  profile: Pick<Profile, 'email' | 'main_info' | 'registrationPhoneNumber'> | null,
  plans: readonly Pick<Tariff, 'slug'>[],
  chosen: string | null,
): Record<Exclude<keyof typeof SUBSCRIPTION_REQUEST_FIELDS, 'message'>, string> {
  const name = [profile?.main_info.name, profile?.main_info.surname].filter(Boolean).join(' ');
  return {
    plan: plans.some((plan) => plan.slug === chosen) ? (chosen ?? '') : '',
    name,
    email: profile?.email ?? '',
    phone: profile?.main_info.phone ?? profile?.registrationPhoneNumber ?? '',
  };
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The feedback message for the support mailbox (read in Ukrainian): the subject names the plan,
 * the message says what is asked and carries the user's comment. Empty optional fields are left
 * out, so the API checks only what was given.
 */
export function toSubscriptionRequestBody(
  values: FormValues,
  plan: Pick<Tariff, 'slug' | 'name'> | undefined,
): FeedbackBody {
  const planLabel = plan ? `«${plan.name}» (${plan.slug})` : '—';
  const comment = text(values, 'message');
  const phone = text(values, 'phone');
  return {
    name: text(values, 'name'),
    email: text(values, 'email'),
    ...(phone ? { phone } : {}),
    subject: `Запит на підписку: ${planLabel}`.slice(0, 200),
    message: [
      `Прошу підключити тариф ${planLabel}: купівля підписки на сайті ще недоступна.`,
      ...(comment ? ['', `Коментар: ${comment}`] : []),
    ].join('\n'),
  };
}

type Issue = Parameters<typeof toFieldErrors>[0][number];

/** A plan not chosen (or not offered) reads as a missing value, like an empty select elsewhere. */
function checkPlan(values: FormValues, plans: readonly Pick<Tariff, 'slug'>[]): Issue[] {
  const chosen = text(values, 'plan');
  if (plans.some((plan) => plan.slug === chosen)) return [];
  return [
    {
      code: 'invalid_value',
      path: ['plan'],
      values: plans.map((plan) => plan.slug),
      input: chosen,
      message: 'validation.required',
    },
  ];
}

/**
 * The contract's feedback schema on the body exactly as it will be sent, plus the plan: the form
 * shows the server's own messages before sending (the same check runs in the route's action).
 */
export function buildSubscriptionRequestSchema(
  plans: readonly Pick<Tariff, 'slug' | 'name'>[],
): FormSchema & { findPlan: (values: FormValues) => Pick<Tariff, 'slug' | 'name'> | undefined } {
  const findPlan = (values: FormValues) => plans.find((plan) => plan.slug === text(values, 'plan'));
  return {
    findPlan,
    safeParse(value, params) {
      const values = value as FormValues;
      const parsed = FeedbackBodySchema.safeParse(
        toSubscriptionRequestBody(values, findPlan(values)),
        params,
      );
      const issues = [...checkPlan(values, plans), ...(parsed.success ? [] : parsed.error.issues)];
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}
