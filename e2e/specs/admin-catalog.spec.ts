import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * The catalogue's back office (issue 27 §3, §5): a manager creates a category and a service,
 * designs the service's order form with a field of every kind (a fault of the definition shown
 * beside its input), previews it in both languages, publishes the form as version 1 and then
 * the service, which the catalogue lists at once. The categories' list, the service's editor and
 * the designer pass axe at 1440 px in Ukrainian, and the designer at 375 px in English.
 */

const CATEGORIES = '/admin/catalog/categories';
const SERVICES = '/admin/catalog/services';

/** An input of the designer by its name (the definition's path). */
const input = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Every kind of field, with what the test types into its settings. */
const KINDS = [
  { kind: 'text', uk: 'Назва продукції', en: 'Product name' },
  { kind: 'long_text', uk: 'Опис продукції', en: 'Product description' },
  { kind: 'number', uk: 'Річний обсяг', en: 'Annual volume' },
  { kind: 'date', uk: 'Бажана дата', en: 'Desired date' },
  { kind: 'select', uk: 'Вид сертифіката', en: 'Certificate' },
  { kind: 'multi_select', uk: 'Ринки', en: 'Markets' },
  { kind: 'checkbox', uk: 'Я погоджуюся з умовами', en: 'I agree to the terms' },
  { kind: 'country', uk: 'Країна походження', en: 'Country of origin' },
  { kind: 'hs_code', uk: 'Код УКТ ЗЕД', en: 'HS code' },
  { kind: 'file', uk: 'Чинний сертифікат', en: 'Current certificate' },
] as const;

async function fillOption(page: Page, field: string, index: number, value: string, uk: string, en: string) {
  await input(page, `${field}.options.${index}.value`).fill(value);
  await input(page, `${field}.options.${index}.label.uk`).fill(uk);
  await input(page, `${field}.options.${index}.label.en`).fill(en);
}

test('a manager creates a category and a service, designs its form with every kind of field, publishes both', async ({
  manager,
}) => {
  test.slow();
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  // ─── The category ───
  await manager.goto(CATEGORIES);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Категорії послуг');
  await expectAccessible(manager);
  await manager.getByTestId('category-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Нова категорія');
  await input(manager, 'name.uk').fill(`Сертифікація ${token}`);
  await input(manager, 'name.en').fill(`Certification ${token}`);
  await input(manager, 'description.uk').fill('Сертифікати для продажу за кордоном.');
  await input(manager, 'description.en').fill('Certificates to sell abroad.');
  await input(manager, 'position').fill('5');
  await manager.getByTestId('category-submit').click();
  await expect(manager).toHaveURL(/\/admin\/catalog\/categories\/\d+\?created=1$/);
  const categoryId = /categories\/(\d+)/.exec(manager.url())![1]!;
  await expect(manager.getByTestId('category-saved')).toHaveText('Категорію створено.');
  await expect(manager.getByTestId('category-delete')).toContainText('Категорія порожня');

  // ─── The service: a draft, then what publishing still needs ───
  await manager.goto(`${SERVICES}/new`);
  await input(manager, 'title.uk').fill(`Сертифікація для ЄС ${token}`);
  await input(manager, 'title.en').fill(`EU certification ${token}`);
  await manager.locator('[name="category_id"]').selectOption(categoryId);
  await input(manager, 'summary.uk').fill('Підготуємо документи й подамо на сертифікацію.');
  await input(manager, 'summary.en').fill('We prepare the documents and apply for the certificate.');
  await input(manager, 'description.uk').fill('Аналіз вимог ринку, технічний файл, супровід аудиту.');
  await input(manager, 'description.en').fill('Market requirements, the technical file, the audit.');
  await input(manager, 'price_minor').fill('2500,50');
  await manager.getByTestId('service-submit').click();
  await expect(manager).toHaveURL(/\/admin\/catalog\/services\/\d+\?created=1$/, { timeout: 15_000 });
  const serviceId = Number(/services\/(\d+)/.exec(manager.url())![1]);
  // Rule: a price typed in hryvnias is kept in kopiykas.
  await expect(input(manager, 'price_minor')).toHaveValue('2500,50');
  const saved = await callApi(manager.request, endpoints.getAdminCatalogService, {
    params: { id: serviceId },
  });
  expect(saved.price_minor).toBe(250_050);
  // Rule: a service is published only with a published form; the editor says so.
  await expect(manager.getByTestId('service-missing')).toContainText('Опублікована форма замовлення');
  await expect(manager.getByTestId('service-links')).toContainText('Форму ще не опубліковано');
  await expectAccessible(manager);

  // ─── The form designer: one section, a field of every kind ───
  await manager.getByTestId('service-form-link').click();
  await expect(manager).toHaveURL(new RegExp(`/admin/catalog/services/${serviceId}/form$`));
  await expect(manager.getByTestId('designer-publish-submit')).toHaveText('Опублікувати як версію 1');
  await input(manager, 'sections.0.title.uk').fill('Продукція');
  await input(manager, 'sections.0.title.en').fill('The product');
  for (const [index, { kind }] of KINDS.entries()) {
    await input(manager, 'sections.0.new_kind').selectOption(kind);
    await manager.getByTestId('designer-section-0').getByRole('button', { name: 'Додати поле' }).click();
    // The new field's label takes the focus.
    await expect(input(manager, `sections.0.fields.${index}.label.uk`)).toBeFocused();
  }
  // What was typed before the buttons stays.
  await expect(input(manager, 'sections.0.title.en')).toHaveValue('The product');

  for (const [index, { uk, en }] of KINDS.entries()) {
    await input(manager, `sections.0.fields.${index}.label.uk`).fill(uk);
    await input(manager, `sections.0.fields.${index}.label.en`).fill(en);
  }
  const field = (kind: (typeof KINDS)[number]['kind']) =>
    `sections.0.fields.${KINDS.findIndex((each) => each.kind === kind)}`;
  await input(manager, `${field('text')}.max_length`).fill('120');
  await input(manager, `${field('text')}.required`).check();
  await input(manager, `${field('number')}.min`).fill('10');
  await input(manager, `${field('number')}.max`).fill('1000');
  await input(manager, `${field('number')}.integer`).check();
  await input(manager, `${field('number')}.unit.uk`).fill('т');
  await input(manager, `${field('number')}.unit.en`).fill('t');
  await input(manager, `${field('date')}.date_rule`).selectOption('not_before_today');
  await fillOption(manager, field('select'), 0, 'organic', 'Органічне виробництво', 'Organic production');
  await fillOption(manager, field('select'), 1, 'haccp', 'HACCP', 'HACCP');
  await fillOption(manager, field('multi_select'), 0, 'de', 'Німеччина', 'Germany');
  await fillOption(manager, field('multi_select'), 1, 'pl', 'Польща', 'Poland');
  await manager.getByTestId('designer-field-0-5').getByRole('button', { name: 'Додати варіант' }).click();
  await expect(input(manager, `${field('multi_select')}.options.2.value`)).toBeFocused();
  await fillOption(manager, field('multi_select'), 2, 'fr', 'Франція', 'France');
  await input(manager, `${field('multi_select')}.max_items`).fill('2');
  await input(manager, `${field('checkbox')}.required`).check();
  await manager.getByTestId('designer-field-0-9').getByLabel('PDF', { exact: true }).check();

  // Rule (the definition's): keys are unique in the form — the fault is shown beside its key.
  await input(manager, `${field('long_text')}.key`).fill('field_1');
  await manager.getByTestId('designer-save').first().click();
  const duplicate = input(manager, `${field('long_text')}.key`);
  await expect(duplicate).toHaveAttribute('aria-invalid', 'true');
  await expect(duplicate).toBeFocused();
  // Everything typed is still there after the refusal.
  await expect(input(manager, `${field('number')}.unit.en`)).toHaveValue('t');
  await duplicate.fill('description');
  await manager.getByTestId('designer-save').first().click();
  await expect(manager.getByTestId('designer-saved')).toHaveText('Чернетку форми збережено.');
  await expect(manager.getByTestId('designer-draft-state')).toHaveText(
    'Чернетка відрізняється від опублікованої версії.',
  );

  // The preview of the saved draft, as the exporter sees it, in both languages; nothing of it is sent.
  const previewUk = manager.getByTestId('designer-preview-uk');
  const previewEn = manager.getByTestId('designer-preview-en');
  for (const { uk, en } of KINDS) {
    await expect(previewUk).toContainText(uk);
    await expect(previewEn).toContainText(en);
  }
  await expect(previewUk.getByLabel('Річний обсяг, т')).toBeVisible();
  await expect(previewEn.getByLabel('Annual volume, t')).toBeVisible();
  await expect(previewEn.getByRole('combobox', { name: 'Certificate' })).toBeVisible();
  await expect(manager.getByTestId('designer-form').locator('[id^="preview-"]')).toHaveCount(0);
  await expectAccessible(manager);

  // Publishing the form: version 1, then nothing left to publish.
  await manager.getByTestId('designer-publish-submit').click();
  await expect(manager.getByTestId('designer-published')).toHaveText('Форму опубліковано як версію 1.');
  await expect(manager.getByTestId('designer-publish-submit')).toHaveText('Опублікувати як версію 2');
  await expect(manager.getByTestId('designer-publish-unchanged')).toBeVisible();
  await expect(manager.getByTestId('designer-versions-list')).toContainText('Версія 1 · поточна');
  const form = await callApi(manager.request, endpoints.getAdminServiceForm, { params: { id: serviceId } });
  expect(form.current?.version).toBe(1);
  expect(form.current?.definition.sections[0]!.fields.map((each) => each.kind)).toEqual(
    KINDS.map((each) => each.kind),
  );

  // ─── The service published: the catalogue lists it at once ───
  await manager.goto(`${SERVICES}/${serviceId}`);
  await expect(manager.getByTestId('service-missing')).toHaveCount(0);
  await manager.getByTestId('service-publish').click();
  await manager.getByTestId('service-publish-confirm').click();
  await expect(manager.getByTestId('service-publication-status')).toHaveText('Послугу опубліковано.');
  const catalogue = await callApi(manager.request, endpoints.listCatalogServices, {
    query: { search: token },
  });
  expect(catalogue.items.map((item) => item.id)).toContain(serviceId);

  // The list: on the published tab, with its category.
  await manager.goto(`${SERVICES}?state=published&category_id=${categoryId}`);
  await expect(manager.getByTestId('services-table')).toContainText(`Сертифікація для ЄС ${token}`);

  // A category that holds a service is not deleted: the API's 409 is said.
  await manager.goto(`${CATEGORIES}/${categoryId}`);
  await manager.getByTestId('category-delete').getByRole('checkbox').check();
  await manager.getByTestId('category-delete-submit').click();
  await expect(manager.getByTestId('category-delete-error')).not.toBeEmpty();

  // ─── The designer on a phone, in English ───
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto(`/en${SERVICES}/${serviceId}/form`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Form: EU certification ${token}`);
  await expect(manager.getByTestId('designer-publish-submit')).toHaveText('Publish as version 2');
  await expectAccessible(manager);
  // The router's route discovery for the page's links ends before the page closes.
  await manager.waitForLoadState('networkidle');
});
