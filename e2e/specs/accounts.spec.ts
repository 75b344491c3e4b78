import { endpoints } from '@portal/contract';
import { callApi, callApiRaw } from '../fixtures/api';
import { expect, expectAccessible, test } from '../fixtures/test';
import {
  computeTotp,
  createTestEmail,
  createTestPhone,
  DEMO_EXPORTER,
  readCode,
  registerViaApi,
  waitForMessage,
} from '../fixtures/accounts';

const TEXTS = {
  ua: {
    prefix: '',
    email: 'Електронна пошта',
    password: 'Пароль',
    repeat: 'Повторіть пароль',
    emailCode: 'Код з листа',
    phone: 'Номер телефону',
    sendSms: 'Надіслати SMS-код',
    smsCode: 'Код з SMS',
    name: 'Ім’я',
    surname: 'Прізвище',
    nameUk: 'Назва компанії українською',
    nameEn: 'Назва компанії англійською',
    year: 'Рік заснування',
    edrpou: 'Код ЄДРПОУ',
    region: 'Регіон',
    activity: 'Сільське господарство',
    business: 'Тип бізнесу',
    stepHeadings: [
      'Створення облікового запису',
      'Підтвердження електронної пошти',
      'Підтвердження номера телефону',
      'Особисті дані',
      'Дані компанії',
    ],
    notVerified: 'Не верифіковано',
    basic: 'Базові послуги',
    missing: 'Посада директора',
  },
  en: {
    prefix: '/en',
    email: 'E-mail',
    password: 'Password',
    repeat: 'Repeat the password',
    emailCode: 'Code from the e-mail',
    phone: 'Phone number',
    sendSms: 'Send the SMS code',
    smsCode: 'Code from the SMS',
    name: 'First name',
    surname: 'Surname',
    nameUk: 'Company name in Ukrainian',
    nameEn: 'Company name in English',
    year: 'Year of foundation',
    edrpou: 'EDRPOU code',
    region: 'Region',
    activity: 'Agriculture',
    business: 'Type of business',
    stepHeadings: [
      'Create your account',
      'Confirm your e-mail',
      'Confirm your phone number',
      'Personal details',
      'Company details',
    ],
    notVerified: 'Not verified',
    basic: 'Basic services',
    missing: "Director's position",
  },
} as const;

for (const lang of ['ua', 'en'] as const) {
  const text = TEXTS[lang];

  test(`spec §4: a new user registers in five steps through the interface (${lang})`, async ({ page }) => {
    test.slow();
    const email = createTestEmail(`reg-${lang}`);
    const phone = createTestPhone();
    await page.goto(`${text.prefix}/auth/registration`);
    const step = (n: number) => page.getByRole('heading', { name: text.stepHeadings[n - 1] });

    await expect(step(1)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('Export2026');
    await page.getByLabel(text.repeat, { exact: true }).fill('Export2026');
    await page.getByRole('checkbox').check();
    await page.getByTestId('register-submit').click();

    await expect(step(2)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(text.emailCode, { exact: true }).fill(await readCode(page, email));
    await page.getByTestId('email-code-submit').click();

    await expect(step(3)).toBeVisible();
    // The step survives a reload: registration resumes where it stopped (spec §4).
    await page.reload();
    await expect(step(3)).toBeVisible();
    await page.getByLabel(text.phone, { exact: true }).fill(phone.replace('+380', '0'));
    await page.getByRole('button', { name: text.sendSms }).click();
    await page.getByLabel(text.smsCode, { exact: true }).fill(await readCode(page, phone));
    await page.getByTestId('phone-code-submit').click();

    await expect(step(4)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(text.name, { exact: true }).fill('Оксана');
    await page.getByLabel(text.surname, { exact: true }).fill('Мельник');
    await page.getByTestId('main-info-submit').click();

    await expect(step(5)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(text.nameUk, { exact: true }).fill('ТОВ «Тест Експорт»');
    // A failed submit keeps what was typed and shows the error beside the field (spec §5).
    await page.getByLabel(text.nameEn, { exact: true }).fill('Тест');
    await page.getByLabel(text.year, { exact: true }).fill('2005');
    await page.getByLabel(text.edrpou, { exact: true }).fill('43812752');
    await page.getByLabel(text.region, { exact: true }).selectOption('UA-30');
    await page.getByLabel(text.activity, { exact: true }).check();
    await page.getByLabel(text.business, { exact: true }).selectOption('manufacturer');
    await page.getByTestId('company-info-submit').click();
    await expect(page.getByLabel(text.nameEn, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(text.year, { exact: true })).toHaveValue('2005');
    await page.getByLabel(text.nameEn, { exact: true }).fill('Test Export LLC');
    await page.getByTestId('company-info-submit').click();

    await expect(page).toHaveURL(new RegExp(`${text.prefix}/profile/my-company$`));
    await expect(page.getByTestId('user-menu-name')).toHaveText('Оксана');
    await expect(page.getByTestId('header-tariff')).toHaveText(text.basic);
    // The quick menu opens on hover and shows the verification indicator (spec §2, §4).
    await page.getByTestId('user-menu-button').hover();
    await expect(page.getByTestId('user-menu').getByTestId('verification-status')).toHaveAttribute(
      'data-indicator',
      '2',
    );
    await expect(page.getByTestId('user-menu').getByTestId('verification-status')).toContainText(
      text.notVerified,
    );
    await expect(page.getByTestId('profile-completeness')).toContainText(text.missing);
    await expectAccessible(page);
  });
}

test('spec §4: Enter moves focus to the next field instead of submitting', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Електронна пошта', { exact: true }).fill('someone@example.test');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('ARCHITECTURE §4: sign-in with two-factor authentication using a TOTP code', async ({ page }) => {
  test.slow();
  const account = await registerViaApi(page);
  await page.goto('/en/profile/security');
  await page.getByTestId('two-factor-start').click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Authenticator code', { exact: true }).fill(computeTotp(secret));
  await page.getByTestId('two-factor-enable-submit').click();
  await expect(page.getByTestId('two-factor-state')).toHaveText(/On|Enabled/);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/en/auth/login');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('two-factor-step')).toBeVisible();
  await expectAccessible(page);
  // Each code is accepted once: the next period's code (within the ±1 window) signs in.
  await page.getByLabel('Authenticator code', { exact: true }).fill(computeTotp(secret, Date.now() + 30_000));
  await page.getByTestId('two-factor-submit').click();
  await expect(page).toHaveURL(/\/en\/profile\/my-company$/);
});

test('spec §7: password reset through the e-mailed one-time link', async ({ page, context }) => {
  test.slow();
  const account = await registerViaApi(page);
  await context.clearCookies();
  const since = new Date();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Електронна пошта', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByTestId('forgot-password-status')).toBeVisible();

  const mail = await waitForMessage(page, account.email, { since, match: /create-new-password/ });
  const link = /https?:\/\/[^\s"]+\/auth\/create-new-password\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expectAccessible(page);
  await page.getByLabel('Новий пароль', { exact: true }).fill('NewExport2027');
  await page.getByLabel('Повторіть пароль', { exact: true }).fill('NewExport2027');
  await page.getByRole('button', { name: 'Зберегти пароль' }).click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();

  // The link is single use, and the new password signs in.
  const reuse = await callApiRaw(page.request, endpoints.resetPassword, {
    body: {
      token: new URL(link).searchParams.get('token')!,
      password: 'Other2027x',
      password_confirmation: 'Other2027x',
    },
  });
  expect(reuse.status()).toBe(422);
  await page.goto('/auth/login');
  await page.getByLabel('Електронна пошта', { exact: true }).fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill('NewExport2027');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile\/my-company$/);
});

test.describe('guards of spec §4 and §6', () => {
  test('a guest on a profile path goes to sign-in with the path, and lands on it after signing in', async ({
    page,
  }) => {
    await page.goto('/en/profile/security?tab=1');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fprofile%2Fsecurity%3Ftab%3D1$/);
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_EXPORTER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_EXPORTER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/en\/profile\/security\?tab=1$/);
  });

  test('/auth goes to /auth/login and /profile to /profile/my-company', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await registerViaApi(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/my-company$/);
  });

  test('registration step 5 sends auth pages to /profile/my-company', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/profile\/my-company$/);
    await page.goto('/en/auth/registration');
    await expect(page).toHaveURL(/\/en\/profile\/my-company$/);
  });

  test('a registration below step 5 sends profile pages to /auth/registration', async ({ page }) => {
    const email = createTestEmail('half');
    await callApi(page.request, endpoints.registerAccount, {
      body: { email, password: 'Export2026', password_confirmation: 'Export2026', accept_terms: true },
    });
    await page.goto('/profile/main');
    await expect(page).toHaveURL(/\/auth\/registration$/);
  });

  test('logout clears the session and goes home', async ({ page, context }) => {
    await registerViaApi(page);
    await page.goto('/profile/main');
    await page.getByTestId('user-menu-button').click();
    await expectAccessible(page);
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await page.goto('/profile/main');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile%2Fmain$/);
  });
});

test('the approved demo exporter sees a green indicator and an unlocked menu (spec §2, §4)', async ({
  page,
}) => {
  // Five pages, each checked by axe: near the default 30 s on this 2-core machine.
  test.slow();
  await page.goto('/auth/login');
  await page.getByLabel('Електронна пошта', { exact: true }).fill(DEMO_EXPORTER.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_EXPORTER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile\/my-company$/);
  await page.getByTestId('user-menu-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-menu').getByTestId('verification-status')).toHaveAttribute(
    'data-indicator',
    '0',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid^="profile-menu-"][data-locked="true"]')).toHaveCount(0);
  await expect(page.locator('#subscription-info')).toBeVisible();
  await expect(page.getByTestId('profile-completeness')).toHaveCount(0);
  await expectAccessible(page);
  for (const path of ['/profile/main', '/profile/cabinet', '/profile/security', '/en/profile/my-company']) {
    await page.goto(path);
    await expectAccessible(page);
  }
});
