import { describe, expect, it } from 'vitest';
import { FeedbackBodySchema, toFieldErrors } from '@portal/contract';
import pagesEn from '../../i18n/locales/pages/en.json';
import pagesUa from '../../i18n/locales/pages/ua.json';
import { getPlanActionPath, REGISTRATION_PATH } from './plan-card';
import {
  buildSubscriptionRequestSchema,
  getSubscriptionRequestDefaults,
  toSubscriptionRequestBody,
  toSubscriptionRequestPath,
} from './subscription-request';

const PLANS = [
  { slug: 'trial', name: 'Пробний доступ' },
  { slug: 'business', name: 'Бізнес' },
];

const VALUES = {
  plan: 'business',
  name: ' Олена Коваль ',
  email: 'olena@example.test',
  phone: '',
  message: 'Цікавить рахунок на компанію.',
};

describe('issue 13: the tariffs’ buttons lead somewhere real, never round the cabinet', () => {
  it('a guest signs up', () => {
    expect(getPlanActionPath({ slug: 'business' }, false)).toBe('/auth/registration');
    expect(REGISTRATION_PATH).toBe('/auth/registration');
  });

  it('a signed-in user reaches the subscription request with the plan chosen, not the cabinet', () => {
    const path = getPlanActionPath({ slug: 'business' }, true);
    expect(path).toBe('/tariffs?plan=business#subscription-request');
    expect(path).not.toMatch(/^\/profile/);
    expect(toSubscriptionRequestPath('a b')).toBe('/tariffs?plan=a%20b#subscription-request');
  });

  it('the page says plainly, in both languages, that buying on the site is not there yet', () => {
    expect(pagesUa.tariffs.purchaseNote).toMatch(/поки не можна/);
    expect(pagesEn.tariffs.purchaseNote).toMatch(/cannot be paid for on the site yet/);
    expect(pagesUa.tariffs.requestText).toMatch(/ще готуються/);
    expect(pagesEn.tariffs.requestText).toMatch(/still being built/);
    // No button promises what does not exist: 'activate the trial', 'choose the plan'.
    expect(Object.keys(pagesUa.tariffs)).not.toContain('trialAction');
    expect(Object.keys(pagesUa.tariffs)).not.toContain('choosePlan');
    expect(pagesUa.tariffs.lead).not.toMatch(/рахунок формується/);
    expect(pagesEn.tariffs.lead).not.toMatch(/invoice is issued/);
  });
});

describe('the subscription request is a feedback message (sendFeedback)', () => {
  it('names the plan in the subject and carries the comment; an empty phone is left out', () => {
    const body = toSubscriptionRequestBody(VALUES, PLANS[1]);
    expect(body).toEqual({
      name: 'Олена Коваль',
      email: 'olena@example.test',
      subject: 'Запит на підписку: «Бізнес» (business)',
      message:
        'Прошу підключити тариф «Бізнес» (business): купівля підписки на сайті ще недоступна.\n\n' +
        'Коментар: Цікавить рахунок на компанію.',
    });
    expect(FeedbackBodySchema.safeParse(body).success).toBe(true);
    expect(toSubscriptionRequestBody({ ...VALUES, phone: '+380 67 123 45 67' }, PLANS[1]).phone).toBe(
      '+380 67 123 45 67',
    );
  });

  it('is checked like the API checks it, and the plan must be one offered', () => {
    const schema = buildSubscriptionRequestSchema(PLANS);
    expect(schema.safeParse(VALUES).success).toBe(true);
    expect(schema.findPlan(VALUES)).toEqual(PLANS[1]);

    const errorsOf = (values: Record<string, string>) => {
      const result = schema.safeParse(values);
      return result.success ? {} : toFieldErrors(result.error.issues, 'uk');
    };
    expect(errorsOf({ ...VALUES, plan: '' })).toEqual({ plan: ["Обов'язкове поле."] });
    expect(Object.keys(errorsOf({ ...VALUES, plan: 'gold' }))).toEqual(['plan']);
    expect(Object.keys(errorsOf({ ...VALUES, name: 'О', email: 'nope' })).sort()).toEqual(['email', 'name']);
  });

  it('starts with the profile’s name, e-mail and phone, and the plan of the button when offered', () => {
    const profile = {
      email: 'olena@example.test',
      main_info: { name: 'Олена', surname: 'Коваль', patronymic: '', position: '', phone: '+380671234567' },
      registrationPhoneNumber: null,
    };
    expect(getSubscriptionRequestDefaults(profile, PLANS, 'business')).toEqual({
      plan: 'business',
      name: 'Олена Коваль',
      email: 'olena@example.test',
      phone: '+380671234567',
    });
    expect(getSubscriptionRequestDefaults(profile, PLANS, 'gold').plan).toBe('');
    expect(getSubscriptionRequestDefaults(profile, PLANS, null).plan).toBe('');
  });
});
