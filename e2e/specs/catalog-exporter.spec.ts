import { expect as baseExpect } from '@playwright/test';
import {
  CATALOG_SERVICE_EXAMPLE,
  endpoints,
  FORM_DEFINITION_EXAMPLE,
  getStatusLabel,
  type AdminCatalogServiceBody,
} from '@portal/contract';
import type { Page } from '@playwright/test';
import { callApi } from '../fixtures/api';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 27 §2: the exporter's catalogue of services. A manager publishes a priced service whose
 * form has every kind of field (through the API); an approved exporter finds it by its category,
 * sends the form empty and reads each error beside its field, fills every field with a PDF and
 * sends it, pays its invoice on the fake LiqPay's checkout (§1), reads the order with its answers,
 * payment and status, changes it, and after the manager takes it on (with a
 * comment) reads the comment with no way to edit any more. The catalogue in English on a phone.
 */

/** A one-page PDF, as small as one gets: the certificate the exporter attaches. */
const PDF = {
  name: 'organic-2025.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

const ORDER_PAGE = /\/profile\/services\/([0-9a-f-]{36})$/;

/** A published service in a category of its own (unique slugs: other specs seed the same database). */
async function publishService(
  manager: Page,
  suffix: string,
  category: { uk: string; en: string },
  service: Partial<AdminCatalogServiceBody>,
) {
  const created = await callApi(manager.request, endpoints.createAdminServiceCategory, {
    body: { slug: `${service.slug}-${suffix}-category`, name: category },
  });
  const { id } = await callApi(manager.request, endpoints.createAdminCatalogService, {
    body: {
      ...CATALOG_SERVICE_EXAMPLE,
      ...service,
      slug: `${service.slug}-${suffix}`,
      category_id: created.id,
    },
  });
  await callApi(manager.request, endpoints.saveAdminServiceFormDraft, {
    params: { id },
    body: { definition: FORM_DEFINITION_EXAMPLE },
  });
  await callApi(manager.request, endpoints.publishAdminServiceForm, { params: { id }, body: {} });
  await callApi(manager.request, endpoints.publishAdminCatalogService, { params: { id }, body: {} });
  return { id, categorySlug: created.slug, slug: `${service.slug}-${suffix}` };
}

test('an approved exporter orders a catalogue service through its designed form, changes the order and reads the manager’s comment', async ({
  page,
  manager,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const certification = await publishService(
    manager,
    suffix,
    { uk: `Сертифікація ${suffix}`, en: `Certification ${suffix}` },
    { slug: 'eu-cert' },
  );
  await publishService(
    manager,
    suffix,
    { uk: `Переклади ${suffix}`, en: `Translation ${suffix}` },
    {
      slug: 'translation',
      title: { uk: `Переклад документів ${suffix}`, en: `Document translation ${suffix}` },
      price_minor: null,
      subscription_required: true,
    },
  );
  await registerApprovedExporter(page, manager);

  // The catalogue: every published service, the subscribers' one closed with the way to the plans.
  await page.goto('/profile/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог послуг');
  const translation = page.getByTestId('service-card').filter({ hasText: `Переклад документів ${suffix}` });
  await expect(translation).toContainText('Безкоштовно');
  await expect(translation).toContainText('Для передплатників');
  await expect(translation.getByTestId('service-why-not')).toHaveAttribute(
    'data-reason',
    'subscription_required',
  );
  await expect(translation.getByRole('link', { name: 'Обрати тариф' })).toHaveAttribute('href', '/tariffs');
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  // A category chip keeps the catalogue to its services.
  await page
    .getByTestId('catalog-categories')
    .getByRole('link', { name: `Сертифікація ${suffix}` })
    .click();
  await expect(page).toHaveURL(`/profile/services?category=${certification.categorySlug}`);
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Сертифікація продукції для ЄС');
  await expect(cards.getByTestId('service-price')).toContainText('2 500 ₴');
  await expect(cards.getByTestId('service-provider')).toHaveText('Офіс платформи');
  await expectAccessible(page);

  // The form sent empty: the summary at the top and each error beside its field.
  await cards.getByTestId('service-order').click();
  await expect(page).toHaveURL(`/profile/services/create-form/${certification.slug}`);
  await expect(page.getByTestId('service-about')).toContainText('Аналіз вимог ринку');
  await page.getByTestId('order-submit').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Заповніть поле «Назва продукції».');
  await expect(page.locator('#order-product_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#order-product_name-error')).toHaveText('Заповніть поле «Назва продукції».');
  await expect(page.locator('#order-consent-error')).toContainText('Я погоджуюся передати ці дані');
  await expectAccessible(page);

  // Every kind of field, a PDF among them.
  const form = page.getByTestId('order-form');
  await form.getByLabel('Назва продукції', { exact: true }).fill('Мед акацієвий');
  await form.getByLabel('Опис продукції', { exact: true }).fill('Фасований у банки по 250 г.');
  await form.getByLabel('Річний обсяг, т', { exact: true }).fill('120,5');
  await form.getByLabel('Код УКТ ЗЕД', { exact: true }).fill('0409 00 00 00');
  await form.getByLabel('Німеччина', { exact: true }).check();
  await form.getByLabel('Польща', { exact: true }).check();
  await form.getByLabel('Вид сертифіката', { exact: true }).selectOption({ label: 'Органічне виробництво' });
  await form.getByLabel('Країна походження', { exact: true }).selectOption({ label: 'Україна' });
  await form.getByLabel('Бажана дата', { exact: true }).fill('2030-06-15');
  await form.getByLabel('Чинний сертифікат', { exact: true }).setInputFiles(PDF);
  await form.getByLabel('Я погоджуюся передати ці дані органу сертифікації', { exact: true }).check();
  // A priced service: paid by card (the default) on the fake LiqPay's checkout page.
  await expect(page.getByTestId('payment-method-card')).toBeChecked();
  await page.getByTestId('order-submit').click();
  await expect(page.getByRole('heading', { name: 'Оплата замовлення' })).toBeVisible();
  await page.getByRole('button', { name: 'Сплатити' }).click();

  // Back on the invoice, paid; it leads to the order, which the payment sent to the managers.
  await expect(page).toHaveURL(/\/profile\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-notice', 'paid');
  await expect(page.getByTestId('payment-status')).toContainText('передано менеджерам');
  await page.getByTestId('invoice-subject').click();

  // The order's page: sent, paid, its answers in its form's words, the file to download.
  await expect(page).toHaveURL(ORDER_PAGE);
  const orderId = ORDER_PAGE.exec(page.url())![1]!;
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('order-payment').getByTestId('invoice-status')).toHaveAttribute(
    'data-status',
    'paid',
  );
  await expect(page.getByTestId('order-payment')).toContainText(/2\s500,00\s₴/);
  const answers = page.getByTestId('order-answers');
  await expect(answers.getByTestId('form-preview-product_name')).toContainText('Мед акацієвий');
  await expect(answers.getByTestId('form-preview-annual_volume')).toContainText('120,5 т');
  await expect(answers.getByTestId('form-preview-target_markets')).toContainText('Німеччина, Польща');
  await expect(answers.getByTestId('form-preview-origin_country')).toContainText('Україна');
  const pdf = await page.request.get((await page.getByTestId('order-pdf').getAttribute('href'))!);
  baseExpect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = answers.getByRole('link', { name: PDF.name });
  const download = await page.request.get((await file.getAttribute('href'))!);
  baseExpect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Changed while not taken: the kept file stays, the answers are saved.
  await page.getByTestId('service-order-edit').click();
  await expect(page).toHaveURL(`/profile/services/edit/${orderId}`);
  await expect(page.getByText(`Додано файл: ${PDF.name}`)).toBeVisible();
  await form.getByLabel('Назва продукції', { exact: true }).fill('Мед гречаний');
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(`/profile/services/${orderId}?saved=changes`);
  await expect(page.getByTestId('order-answers').getByTestId('form-preview-product_name')).toContainText(
    'Мед гречаний',
  );
  await expect(page.getByTestId('order-answers').getByRole('link', { name: PDF.name })).toBeVisible();

  // The manager takes it on with a comment: the exporter reads it, and may no longer change it.
  const comment = 'Документи отримали, аудит призначимо на наступному тижні.';
  await callApi(manager.request, endpoints.changeAdminServiceOrderStatus, {
    params: { id: orderId },
    body: { status: 'in_process', from: 'accepted', comment },
  });
  await page.goto(`/profile/services/${orderId}`);
  await expect(page.getByTestId('status-badge').first()).toHaveText(
    getStatusLabel('in_process', 'ua', 'short'),
  );
  await expect(page.getByTestId('status-history')).toContainText(comment);
  await expect(page.getByTestId('service-order-edit')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/profile/services/edit/${orderId}`);
  await expect(page).toHaveURL(`/profile/services/${orderId}`);

  // Under the catalogue, the company's orders lead to their pages.
  await page.goto('/profile/services');
  const row = page.getByTestId('orders-list-table').getByTestId('data-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/profile/services/${orderId}`);

  // The catalogue in English on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en/profile/services?category=${certification.categorySlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue of services');
  await expect(page.getByTestId('service-card')).toContainText('EU product certification');
  await expect(page.getByTestId('orders-list-cards').getByTestId('request-card')).toHaveCount(1);
  await expectAccessible(page);
});

test('spec §2 /profile/services/cetegories (spelled so): each category with its count leads to its services; English on a phone', async ({
  page,
  manager,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const certification = await publishService(
    manager,
    suffix,
    { uk: `Категорія ${suffix}`, en: `Category ${suffix}` },
    { slug: 'cat-page' },
  );
  await registerApprovedExporter(page, manager);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/profile/services/cetegories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service categories');
  const category = page.getByTestId('catalog-category').filter({ hasText: `Category ${suffix}` });
  await expect(category.getByTestId('catalog-category-count')).toHaveText('Services: 1');
  await expectAccessible(page);
  await category.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/services\\?category=${certification.categorySlug}`));
  await expect(page.getByTestId('service-card')).toHaveCount(1);
});
