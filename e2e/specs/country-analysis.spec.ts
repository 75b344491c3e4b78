import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import {
  answerCountryAnalysisViaApi,
  expectPdfDownload,
  fillCountryAnalysisForm,
  startTrialViaApi,
} from '../fixtures/pro-services';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 15 §1: country analyses. A subscriber reads a published analysis and its PDF, files a
 * country-analysis request through the form, and, once a manager attached the finished analysis
 * (through the API), reads it and downloads its PDF; a company without a subscription is sent from
 * the gated sub-pages to the service's base page (spec §6), which shows what is published without
 * a way in; a draft is continued from the list and sent; the pages pass axe, in English on a phone
 * too.
 */

const BASE = '/profile/pro-services/analysis';
/** The demo's analysis of Poland (apps/server/src/seed/demo-country-analyses.ts). */
const DEMO_POLAND_TITLE = 'Польща: заморожені ягоди для переробної промисловості';
const REQUEST_PAGE = /\/profile\/analysis-applications\/([0-9a-f-]{36})\?saved=submitted$/;

test('a subscriber reads a published analysis, orders one and reads the manager’s finished analysis with its PDF', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);

  // The base page: the published analyses, each a link to its text (demo content: three; the
  // back office's spec may publish more while this one runs).
  await page.goto(BASE);
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'true');
  const cards = page.getByTestId('analyses-list').getByTestId('analysis-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
  await page.getByTestId('analyses-country').selectOption({ label: 'Польща' });
  await page.getByRole('button', { name: 'Показати' }).click();
  await expect(page).toHaveURL(`${BASE}?country=PL`);
  await expect(cards.filter({ hasNotText: 'Польща' })).toHaveCount(0);
  await expectAccessible(page);
  await cards.filter({ hasText: DEMO_POLAND_TITLE }).getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/pro-services\/analysis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Польща');
  await expect(page.getByTestId('published-analysis-body')).toContainText('Польща');
  await expectPdfDownload(page, 'published-analysis-download');
  await expectAccessible(page);

  // The form: checked before it is sent, then sent to the managers.
  await page.goto(BASE);
  await page.getByTestId('analysis-create').click();
  await expect(page).toHaveURL(`${BASE}/create`);
  await page.getByTestId('country-analysis-submit').click();
  await expect(page.locator('#country-analysis-country_code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await fillCountryAnalysisForm(page, 'Заморожена малина');
  await page.getByTestId('country-analysis-submit').click();
  await expect(page).toHaveURL(REQUEST_PAGE);
  const id = REQUEST_PAGE.exec(page.url())![1]!;
  await expect(page.getByTestId('country-analysis-saved')).toContainText('Запит надіслано менеджерам');
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('country-analysis-result-waiting')).toBeVisible();
  await expect(page.getByTestId('country-analysis-fields')).toContainText('Польща');

  // The manager takes it into work and attaches the finished analysis (API).
  await answerCountryAnalysisViaApi(manager, id, {
    uk: 'Польські переробники закуповують заморожену малину з вересня по березень.',
    en: 'Polish processors buy frozen raspberries from September to March.',
  });
  await page.goto(`/profile/analysis-applications/${id}`);
  const result = page.getByTestId('country-analysis-result');
  await expect(result.getByTestId('country-analysis-result-text')).toHaveText(
    'Польські переробники закуповують заморожену малину з вересня по березень.',
  );
  await expect(page.getByTestId('status-history').getByTestId('status-history-item')).toHaveCount(3);
  await expectPdfDownload(page, 'country-analysis-download');
  await expectAccessible(page);

  // The company's requests: the list says the analysis is ready; so does the list of all applications.
  await page.goto('/profile/analysis-applications');
  const row = page.getByTestId('country-analysis-list-table').getByTestId('data-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Готовий');
  await expectAccessible(page);
  await page.goto('/profile/applications?kind=country_analysis');
  await expect(
    page.getByTestId('applications-list-table').getByRole('link', { name: 'Заморожена малина' }),
  ).toHaveAttribute('href', `/profile/analysis-applications/${id}`);
});

test('without a subscription the gated sub-pages lead to the base page, which shows titles only', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const [published] = (await callApi(page.request, endpoints.listPublishedAnalyses)).items;

  // Spec §6: the form, an analysis and its PDF all fall back to the service's base page.
  await page.goto(`${BASE}/create`);
  await expect(page).toHaveURL(BASE);
  await page.goto(`${BASE}/${published!.id}`);
  await expect(page).toHaveURL(BASE);
  const pdf = await page.request.get(`${BASE}/${published!.id}/pdf`, { maxRedirects: 0 });
  expect(pdf.status()).toBe(302);
  expect(pdf.headers()['location']).toBe(BASE);

  // The offer and what is published: titles and summaries, no link into the gated pages.
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'false');
  const list = page.getByTestId('analyses-list');
  await expect(list).toHaveAttribute('data-readable', 'false');
  await expect.poll(() => list.getByTestId('analysis-card').count()).toBeGreaterThanOrEqual(3);
  await expect(list.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('analysis-create')).toHaveCount(0);
  await expectAccessible(page);

  // In English on a phone: the base page and the (empty) list of requests.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en${BASE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Published so far' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/en/profile/analysis-applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My country-analysis requests');
  await expect(page.getByTestId('country-analysis-empty')).toBeVisible();
  await expectAccessible(page);
});

test('a draft is continued from the list in English on a phone and sent; another is deleted', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);
  const body = {
    country_code: 'DE',
    product_name: 'Натуральний мед',
    hs_section: 'I',
    goals: 'Покупці-фасувальники та вимоги до якості меду.',
    submit: false,
  };
  const draft = await callApi(page.request, endpoints.createCountryAnalysisRequest, { body });
  const other = await callApi(page.request, endpoints.createCountryAnalysisRequest, {
    body: { ...body, product_name: 'Соняшникова олія' },
  });
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/en/profile/analysis-applications');
  const cards = page.getByTestId('country-analysis-list-cards').getByTestId('request-card');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: 'Натуральний мед' }).getByTestId('draft-resume').click();
  await expect(page).toHaveURL(`/en/profile/analysis-applications/edit/${draft.id}`);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expectAccessible(page);
  await page.getByTestId('country-analysis-submit').click();
  await expect(page).toHaveURL(`/en/profile/analysis-applications/${draft.id}?saved=submitted`);
  await expect(page.getByTestId('country-analysis-saved')).toContainText('The request is sent');
  await expectAccessible(page);

  await page.goto('/en/profile/analysis-applications');
  await cards.filter({ hasText: 'Соняшникова олія' }).getByTestId('draft-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL('/en/profile/analysis-applications?deleted=1');
  await expect(cards).toHaveCount(1);
  const gone = await page.request.get(`/profile/analysis-applications/${other.id}`);
  expect(gone.status()).toBe(404);
});
