import { ASSISTANT_EXAMPLE, COUNTRY_ANALYSIS_EXAMPLE, endpoints, REQUEST_KINDS } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { readUserId, registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 15: the back office's dashboard and a company's page count the requests of every
 * registered kind (REQUEST_KINDS), country analyses and assistance included. A fresh company's
 * counts are exact; the dashboard's are shared with parallel specs, so they are read as at least
 * what this test filed.
 */

test('a company’s page and the dashboard count country analyses and assistance too', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const userId = await readUserId(page);
  await callApi(page.request, endpoints.startTrial, { body: {} });
  await callApi(page.request, endpoints.createCountryAnalysisRequest, { body: COUNTRY_ANALYSIS_EXAMPLE });
  await callApi(page.request, endpoints.createCountryAnalysisRequest, {
    body: { ...COUNTRY_ANALYSIS_EXAMPLE, submit: false },
  });
  await callApi(page.request, endpoints.createAssistantRequest, { body: ASSISTANT_EXAMPLE });

  // The company's page: one line per kind, drafts included, each leading to its queue.
  await manager.goto(`/admin/companies/${userId}`);
  const requests = manager.getByTestId('company-requests');
  await expect(requests.getByTestId('company-requests-sales_market')).toHaveText('Заявки на експорт: 0');
  await expect(requests.getByTestId('company-requests-check_list')).toHaveText('Запити на аналіз ринку: 0');
  await expect(requests.getByTestId('company-requests-country_analysis')).toHaveText(
    'Запити на аналіз країн: 2',
  );
  await expect(requests.getByTestId('company-requests-assistant')).toHaveText('Звернення до асистента: 1');
  await expectAccessible(manager);
  await requests.getByTestId('company-requests-assistant').click();
  await expect(manager).toHaveURL(/\/admin\/assistant\?search=/);
  await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();

  // The dashboard: a section per kind; the submitted and the draft analysis, the question.
  await manager.goto('/admin');
  for (const kind of REQUEST_KINDS) await expect(manager.getByTestId(`dashboard-${kind}`)).toBeVisible();
  const count = async (testId: string) =>
    Number(await manager.getByTestId(testId).locator('.text-3xl').textContent());
  expect(await count('dashboard-country_analysis-accepted')).toBeGreaterThanOrEqual(1);
  expect(await count('dashboard-country_analysis-created')).toBeGreaterThanOrEqual(1);
  expect(await count('dashboard-assistant-accepted')).toBeGreaterThanOrEqual(1);
  await expect(manager.getByTestId('dashboard-assistant-accepted')).toHaveAttribute(
    'href',
    '/admin/assistant?status=accepted',
  );
  await manager.getByTestId('dashboard-country_analysis-created').click();
  await expect(manager).toHaveURL('/admin/country-analysis?status=created');

  // In English: the company's page, and both pages on a phone (a table wider than the phone
  // scrolls in a box a keyboard can reach).
  await manager.goto(`/en/admin/companies/${userId}`);
  await expect(manager.getByTestId('company-requests-assistant')).toHaveText('Assistance requests: 1');
  await expect(manager.getByTestId('company-requests-country_analysis')).toHaveText(
    'Country-analysis requests: 2',
  );
  await expectAccessible(manager);
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.reload();
  await expectAccessible(manager);
  await manager.goto('/en/admin');
  await expect(manager.getByTestId('dashboard-assistant')).toContainText('Assistance requests');
  await expectAccessible(manager);
  const overflow = await manager.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/en/admin scrolls sideways at 375 px').toBeLessThanOrEqual(0);
});
