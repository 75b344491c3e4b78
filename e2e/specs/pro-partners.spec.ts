import { randomUUID } from 'node:crypto';
import { registerViaApi, waitForMessage } from '../fixtures/accounts';
import { openContextPage } from '../fixtures/matchmaking';
import {
  BLACK_SEA,
  createComment,
  DANUBE_FREIGHT,
  PARTNERS,
  partnerCard,
  TRADE_LAW,
  ZAKHID_CARGO,
} from '../fixtures/pro-partners';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 16 §4, decision 031: the professional partners. An approved company (no subscription)
 * filters the directory by kind and country, opens a partner, writes to it — a too short comment
 * first, refused beside the field — and the partner's e-mail and the exporter's copy (with the
 * link to the partner's page) are in the outbox; the request is listed. The same without
 * JavaScript in English; a company not approved is told why; unknown partners are 404. Axe on both
 * pages at 1440 px in Ukrainian and 375 px in English.
 */

const PARTNER_PAGE = /\/profile\/pro-services\/partners\/(\d+)$/;

test('an approved company filters the directory, writes to a partner and sees its request', async ({
  page,
  manager,
}) => {
  test.setTimeout(180_000);
  const account = await registerApprovedExporter(page, manager);
  const tag = randomUUID().slice(0, 8);

  await page.goto(PARTNERS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Партнери');
  await expect(page.getByTestId('pro-partner-requests-empty')).toBeVisible();
  await expectAccessible(page);

  // Rule: `country` keeps the partners serving it or every country (decision 031 §2).
  await page.getByTestId('pro-partners-kind').selectOption('logistics');
  await page.getByTestId('pro-partners-country').selectOption('PL');
  await page.getByTestId('pro-partners-apply').click();
  await expect(page).toHaveURL(`${PARTNERS}?kind=logistics&country=PL`);
  await expect(partnerCard(page, ZAKHID_CARGO.uk)).toContainText('Польща');
  await expect(partnerCard(page, BLACK_SEA.uk)).toContainText('Усі країни');
  await expect(partnerCard(page, DANUBE_FREIGHT.uk)).toHaveCount(0);
  await expect(page.getByTestId('pro-partner-kind').filter({ hasText: 'Право' })).toHaveCount(0);

  await partnerCard(page, ZAKHID_CARGO.uk).getByRole('link', { name: ZAKHID_CARGO.uk }).click();
  await expect(page).toHaveURL(PARTNER_PAGE);
  const partnerId = PARTNER_PAGE.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZAKHID_CARGO.uk);
  await expect(page.getByTestId('pro-partner-left')).toHaveText(
    'Сьогодні ваша компанія може надіслати ще 5 звернень.',
  );
  // The partner's e-mail is never shown in the cabinet (decision 031 §1).
  await expect(page.getByTestId('pro-partner-details')).not.toContainText('@');

  // Rule: 10–2,000 characters; a short comment is refused beside the field and nothing is sent.
  const comment = page.getByTestId('pro-partner-comment');
  await comment.fill('Коротко');
  await expect(page.getByTestId('pro-partner-comment-counter')).toHaveText('7 з 2 000 символів');
  await page.getByTestId('pro-partner-send').click();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('write-to-partner-comment-error')).not.toBeEmpty();
  // Axe on the partner's page with the field's error shown.
  await expectAccessible(page);

  const text = createComment(tag);
  await comment.fill(text);
  await page.getByTestId('pro-partner-send').click();
  await expect(page.getByTestId('pro-partner-sent')).toContainText('Звернення надіслано');
  await expect(page.getByTestId('pro-partner-sent')).toContainText(
    `«${ZAKHID_CARGO.uk}» отримав картку вашої компанії та ваш коментар`,
  );
  await expect(page.getByTestId('pro-partner-sent')).toContainText(account.email);
  await expect(page.getByTestId('pro-partner-left')).toHaveText(
    'Сьогодні ваша компанія може надіслати ще 4 звернення.',
  );
  await expect(comment).toHaveValue('');

  // Issue 16 §4: the partner gets the company card and the comment; the exporter a copy that
  // leads back to the partner's page.
  const toPartner = await waitForMessage(page, ZAKHID_CARGO.email, { match: new RegExp(tag) });
  expect(toPartner.text).toContain('Картка компанії');
  expect(toPartner.text).toContain(account.email);
  const copy = await waitForMessage(page, account.email, { match: new RegExp(tag) });
  expect(copy.text).toMatch(new RegExp(`https?://[^\\s]+/profile/pro-services/partners/${partnerId}`));

  // The request is listed in the directory.
  await page.getByRole('link', { name: 'Усі партнери' }).click();
  const request = page.getByTestId('pro-partner-request').first();
  await expect(request).toContainText(ZAKHID_CARGO.uk);
  await expect(request).toContainText(tag);
  await expect(request).toContainText('(за Києвом)');

  // In English on a phone: both pages pass axe.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en${PARTNERS}?kind=logistics`);
  await expect(partnerCard(page, ZAKHID_CARGO.en)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/en${PARTNERS}/${ZAKHID_CARGO.slug}`);
  await expect(page.getByTestId('pro-partner-left')).toHaveText(
    'Your company may send 4 more requests today.',
  );
  await expectAccessible(page);
});

test('without JavaScript, in English, a company writes to a partner and unknown partners are 404', async ({
  browser,
  manager,
}) => {
  const page = await openContextPage(browser, { javaScriptEnabled: false });
  await registerApprovedExporter(page, manager);
  const tag = randomUUID().slice(0, 8);

  // The filter is a plain GET form: the query lands in the address.
  await page.goto(`/en${PARTNERS}`);
  await page.getByLabel('Kind of service').selectOption('law');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${PARTNERS}\\?kind=law`));
  await partnerCard(page, TRADE_LAW.en).getByRole('link', { name: TRADE_LAW.en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRADE_LAW.en);

  // The route's action refuses a short comment (422 beside the field) and keeps what was typed.
  await page.getByLabel('Comment for the partner').fill('Too short');
  await page.getByRole('button', { name: 'Send to the partner' }).click();
  await expect(page.getByTestId('write-to-partner-comment-error')).not.toBeEmpty();
  await expect(page.getByLabel('Comment for the partner')).toHaveValue('Too short');
  await expect(page.getByTestId('pro-partner-comment-counter')).toHaveText('9 of 2,000 characters');

  await page.getByLabel('Comment for the partner').fill(createComment(tag));
  await page.getByRole('button', { name: 'Send to the partner' }).click();
  await expect(page.getByTestId('pro-partner-sent')).toContainText('Request sent');
  await expect(page.getByTestId('pro-partner-left')).toHaveText(
    'Your company may send 4 more requests today.',
  );
  await waitForMessage(page, TRADE_LAW.email, { match: new RegExp(tag) });

  await page.goto(`/en${PARTNERS}`);
  await expect(page.getByTestId('pro-partner-request').first()).toContainText(TRADE_LAW.en);

  // Rule: an address that names no published partner is the cabinet's 404 page, never a 5xx.
  for (const path of [`${PARTNERS}/999999999`, `${PARTNERS}/Not_An_Id`, `/en${PARTNERS}/no-such-partner`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.context().close();
});

test('a company not yet approved is told why and where to go, not an error', async ({ page }) => {
  await registerViaApi(page);
  for (const path of [PARTNERS, `${PARTNERS}/${ZAKHID_CARGO.slug}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('pro-partners-locked')).toHaveAttribute('data-access', 'pending');
    await expect(page.getByTestId('pro-partners-to-company')).toHaveAttribute('href', '/profile/my-company');
  }
  await expect(page.getByTestId('pro-partner-write')).toHaveCount(0);
});
