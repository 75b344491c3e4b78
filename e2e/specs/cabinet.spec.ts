import { expect, expectAccessible, test } from '../fixtures/test';
import { registerViaApi } from '../fixtures/accounts';

test('spec §4/§5: the completeness notice lists the four missing fields until they are filled in', async ({
  page,
}) => {
  test.slow();
  await registerViaApi(page);
  await page.goto('/profile/my-company');
  const notice = page.getByTestId('profile-completeness');
  for (const label of [
    'Ім’я директора',
    'Прізвище директора',
    'Посада директора',
    'Електронна пошта для сервісу Вчасно',
  ]) {
    await expect(notice).toContainText(label);
  }
  await page.getByLabel('Ім’я директора', { exact: true }).fill('Петро');
  await page.getByLabel('Прізвище директора', { exact: true }).fill('Шевченко');
  await page.getByLabel('Посада директора', { exact: true }).fill('Директор');
  await page.getByTestId('director-submit').click();
  await expect(page.getByTestId('director-status')).toHaveText('Зміни збережено.');
  await expect(notice).not.toContainText('Посада директора');
  await expect(notice).toContainText('Електронна пошта для сервісу Вчасно');

  await page
    .getByLabel('Електронна пошта для сервісу Вчасно', { exact: true })
    .fill('docs@test-export.example');
  await page.getByTestId('vchasno-submit').click();
  await expect(page.getByTestId('profile-completeness')).toHaveCount(0);

  // Saved for real: a reload shows the stored values.
  await page.reload();
  await expect(page.getByLabel('Прізвище директора', { exact: true })).toHaveValue('Шевченко');
  await expectAccessible(page);
});

test('spec §2: a change of personal data shows in the header avatar name', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/en/profile/main');
  await page.getByLabel('First name', { exact: true }).fill('Olena');
  await page.getByTestId('main-data-submit').click();
  await expect(page.getByTestId('main-data-status')).toHaveText('Changes saved.');
  await expect(page.getByTestId('user-menu-name')).toHaveText('Olena');
  await expectAccessible(page);
});
