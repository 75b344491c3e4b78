import {
  hasActiveSubscription,
  isBackOfficeRole,
  PAYMENT_METHODS,
  type Checkout,
  type PaymentMethod,
  type Profile,
  type PurchaseBody,
  type Subscription,
  type Invoice,
  type UiLocale,
} from '@portal/contract';
import { localizePath } from '../../i18n/locale';
import type { FormOutcome } from '../../lib/forms/submit-form.server';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { isProfileApproved } from '../../lib/session/profile-labels';

/**
 * Buying a plan and starting the trial on /tariffs (issue 14 §4): who may, what the forms send
 * (`purchaseSubscription`, `startTrial`) and where each answer leads.
 */
export const PURCHASE_INTENT = 'purchase';
export const TRIAL_INTENT = 'start-trial';

/** The plan's slug travels hidden; the payment method is the visible choice. */
export const PURCHASE_FIELDS = { tariff: 'hidden', payment_method: 'text' } as const satisfies FieldSpec;
export const TRIAL_FIELDS = {} as const satisfies FieldSpec;

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card';
export { PAYMENT_METHODS };

/** Where a guest's buttons lead: sign-up. */
export const REGISTRATION_PATH = '/auth/registration';
/** Where a company that is not verified yet sees why, and completes its details. */
export const MY_COMPANY_PATH = '/profile/my-company';

/**
 * What the plans' buttons do for this visitor:
 * - `guest`: sign up first;
 * - `staff`: managers and admins have no company and buy nothing;
 * - `unverified`: signed in, but the company is not approved (or is denied or banned): the API
 *   would answer 403 `money.not_approved`, so the page says why instead of offering buttons;
 * - `subscribed`: a subscription runs: the plans renew it (the periods stack), no trial;
 * - `ready`: may buy a plan or start the trial.
 */
export type BuyerState = 'guest' | 'staff' | 'unverified' | 'subscribed' | 'ready';

type BuyerProfile = Pick<Profile, 'role' | 'is_approved' | 'is_denied' | 'is_banned' | 'active_tariff'>;

export function decideBuyerState(profile: BuyerProfile | null): BuyerState {
  if (profile === null) return 'guest';
  if (isBackOfficeRole(profile.role)) return 'staff';
  if (!isProfileApproved(profile)) return 'unverified';
  return hasActiveSubscription(profile) ? 'subscribed' : 'ready';
}

/** The invoice's page in the page's language: where a bank transfer's buyer goes next. */
export function toInvoicePath(id: string, locale: UiLocale): string {
  return localizePath(`/profile/invoices/${encodeURIComponent(id)}`, locale);
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The purchase's body as the form sent it. Whatever the form holds goes to the API unchanged, so
 * an unknown plan or method gets the API's own localised answer (404, 422), never a crash here.
 */
export function toPurchaseBody(values: FormValues): PurchaseBody {
  return {
    tariff: text(values, 'tariff'),
    payment_method: text(values, 'payment_method') as PaymentMethod,
  };
}

/** A card purchase's answer to the page: LiqPay's form to submit, for the plan whose button it was. */
export type CardPurchase = { tariff: string; invoiceId: string; checkout: Checkout };

/**
 * Where a purchase leads (issue 14 §4): by card, LiqPay's checkout, posted from the page; by bank
 * transfer (or a card purchase the API gave no checkout for), the new invoice's page, which says
 * how to pay it.
 */
export function toPurchaseOutcome(
  answer: { invoice: Pick<Invoice, 'id' | 'tariff'>; checkout: Checkout | null },
  locale: UiLocale,
): FormOutcome<CardPurchase> {
  const { invoice, checkout } = answer;
  // A purchase's invoice always sells a plan; without one its page says what it is.
  if (checkout === null || invoice.tariff === null) return { redirectTo: toInvoicePath(invoice.id, locale) };
  return { data: { tariff: invoice.tariff.slug, invoiceId: invoice.id, checkout } };
}

/** The trial's answer to the page: the plan now running and its last day. */
export type TrialStarted = { plan: string; endsAt: string };

export function toTrialStarted(subscription: Pick<Subscription, 'tariff' | 'ends_at'>): TrialStarted {
  return { plan: subscription.tariff.name, endsAt: subscription.ends_at };
}
