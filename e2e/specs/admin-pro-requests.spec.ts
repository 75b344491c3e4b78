import type { Page } from '@playwright/test';
import {
  ASSISTANT_EXAMPLE,
  COUNTRY_ANALYSIS_EXAMPLE,
  endpoints,
  getStatusLabel,
  translateMessage,
} from '@portal/contract';
import { callApi } from '../fixtures/api';
import { DEMO_EXPORTER, signInViaApi } from '../fixtures/accounts';
import { expect, expectAccessible } from '../fixtures/test';
import {
  moveStatusInBackOffice,
  openRequestFromQueue,
  registerApprovedExporter,
  test,
} from '../fixtures/requests';

/**
 * The back office of issue 15 §1, §2 and §5: a subscriber's country-analysis request answered
 * with the finished analysis (text and a PDF uploaded in the form), an assistance request
 * answered with a move's comment, and a country analysis written, published and listed for
 * exporters. Every page passes axe; the request page also in English on a phone.
 */

/** A one-page PDF, as small as one gets: what the manager uploads. */
const PDF = {
  name: 'poland-honey.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
const IN_WORK = getStatusLabel('in_process', 'ua', 'short');

/** The request page's PDF link answers the PDF itself (the resource route passes the API's answer on). */
async function expectPdfLink(manager: Page, testId: string) {
  const href = await manager.getByTestId(testId).getAttribute('href');
  const response = await manager.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a manager answers a country analysis with a PDF and an assistance request with a comment', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  await callApi(page.request, endpoints.startTrial, { body: {} });
  const analysis = await callApi(page.request, endpoints.createCountryAnalysisRequest, {
    body: COUNTRY_ANALYSIS_EXAMPLE,
  });
  const question = await callApi(page.request, endpoints.createAssistantRequest, { body: ASSISTANT_EXAMPLE });

  // The country analysis: found in its queue, taken into work, answered with text and a PDF.
  await openRequestFromQueue(manager, '/admin/country-analysis', analysis.number);
  await expect(manager.getByTestId('request-analysis')).toContainText(COUNTRY_ANALYSIS_EXAMPLE.goals);
  await expect(manager.getByTestId('result-closed')).toBeVisible();
  await moveStatusInBackOffice(manager, IN_WORK);
  const result = manager.getByTestId('request-result');
  await result.getByLabel('Аналіз українською').fill('Попит на органічний мед у Польщі зростає.');
  // A file that is no PDF is named beside the field before anything is sent.
  const pdfField = result.getByLabel('Файл PDF');
  await pdfField.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await result.getByTestId('result-submit').click();
  await expect(result.getByTestId('result-pdf-error')).toHaveText(
    translateMessage('validation.pdf_only', 'uk'),
  );
  await expectAccessible(manager);
  await pdfField.setInputFiles(PDF);
  await expect(result.getByTestId('result-pdf-error')).toBeHidden();
  await result.getByTestId('result-submit').click();
  await expect(result.getByTestId('result-done')).toHaveText('Аналіз додано. Експортер отримав сповіщення.');
  await expect(result.getByTestId('result-pdf-link')).toHaveText(PDF.name);
  await expectPdfLink(manager, 'result-pdf-link');
  await expectAccessible(manager);
  const answered = await callApi(page.request, endpoints.getCountryAnalysisRequest, {
    params: { id: analysis.id },
  });
  expect(answered.result?.text_uk).toBe('Попит на органічний мед у Польщі зростає.');
  expect(answered.result?.pdf).toEqual({ file_name: PDF.name, size: PDF.buffer.length });

  // The same page in English on a phone.
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto(`/en/admin/country-analysis/${analysis.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(
    `Country-analysis request No. ${analysis.number}`,
  );
  await expect(manager.getByTestId('result-form')).toContainText('Change the finished analysis');
  await expectAccessible(manager);
  const overflow = await manager.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the request page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  await manager.setViewportSize({ width: 1440, height: 900 });

  // The assistance request: the answer is the comment of the move.
  const answer = 'Зателефонуємо вам завтра о 15:00 і розкажемо про сертифікацію меду.';
  await openRequestFromQueue(manager, '/admin/assistant', question.number);
  await expect(manager.getByTestId('request-question')).toContainText(ASSISTANT_EXAMPLE.description);
  await moveStatusInBackOffice(manager, IN_WORK, answer);
  await expect(manager.getByTestId('request-history')).toContainText(answer);
  await expectAccessible(manager);
  const read = await callApi(page.request, endpoints.getAssistantRequest, { params: { id: question.id } });
  expect(read.history.map((change) => change.comment)).toContain(answer);
});

test('a manager writes a country analysis, publishes it, and exporters see it listed', async ({
  page,
  manager,
}) => {
  test.slow();
  const title = { uk: `Польща: ринок меду ${Date.now()}`, en: `Poland: the honey market ${Date.now()}` };
  await manager.goto('/admin/country-analyses');
  await expectAccessible(manager);
  await manager.getByTestId('analysis-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий аналіз країни');
  const form = manager.getByTestId('analysis-form');
  await form.getByLabel('Країна', { exact: true }).selectOption('PL');
  await form.getByLabel('Група або товарна позиція УКТ ЗЕД').fill('0409');
  await form.getByLabel('Назва українською').fill(title.uk);
  await form.getByLabel('Назва англійською').fill(title.en);
  await form.getByLabel('Короткий опис українською').fill('Польські мережі купують український мед щороку.');
  await form
    .getByLabel('Короткий опис англійською')
    .fill('Polish retail chains buy Ukrainian honey every year.');
  await form
    .getByLabel('Текст українською')
    .fill('Польща імпортує мед з України.\n\nПокупці вимагають аналізів на залишки антибіотиків.');
  await form
    .getByLabel('Текст англійською')
    .fill('Poland imports honey from Ukraine.\n\nBuyers ask for tests for antibiotic residues.');
  await form.getByLabel('Файл PDF').setInputFiles(PDF);
  await form.getByTestId('analysis-submit').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(title.uk);
  await expect(manager.getByTestId('analysis-saved')).toHaveText(
    'Чернетку збережено. Опублікуйте її, коли вона буде готова.',
  );
  await expect(manager.getByTestId('analysis-current-pdf')).toContainText(PDF.name);
  const preview = manager.getByTestId('analysis-preview-en');
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(title.en);
  await expect(preview.locator('p')).toContainText(['Buyers ask for tests for antibiotic residues.']);
  await expectAccessible(manager);
  const id = Number(new URL(manager.url()).pathname.split('/').pop());

  // Publishing asks first.
  await manager.getByTestId('analysis-publish').click();
  const dialog = manager.getByTestId('analysis-publish-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(manager);
  await dialog.getByTestId('analysis-publish-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByTestId('analysis-publication-status')).toHaveText('Аналіз опубліковано.');
  await expect(manager.locator('h1 + [data-testid="publication-tag"]')).toContainText('Опубліковано');
  await expect(manager.getByTestId('analysis-unpublish')).toBeVisible();

  // The exporters' list (titles for everyone signed in, decision 028) names it.
  await signInViaApi(page, DEMO_EXPORTER.email, DEMO_EXPORTER.password);
  const listed = await callApi(page.request, endpoints.listPublishedAnalyses, {
    query: { country: 'PL', per_page: 50 },
  });
  expect(listed.items.find((item) => item.id === id)?.title).toBe(title.uk);
  await manager.goto('/admin/country-analyses?state=published');
  await expect(manager.getByTestId('analyses-table')).toContainText(title.uk);
});
