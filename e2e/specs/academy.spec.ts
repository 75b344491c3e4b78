import type { Page } from '@playwright/test';
import {
  ACADEMY_BASE,
  DEMO_COURSE,
  openWithoutScript,
  readDemoCourse,
  stubVideoPlayers,
} from '../fixtures/academy';
import { keepScreenshot } from '../fixtures/club';
import { expectPdfDownload, startTrialViaApi } from '../fixtures/pro-services';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 16 §3: the academy. A subscriber opens a demo course, reads a lesson with its video
 * embedded (the Content-Security-Policy admits the player: the suite's fixture fails on any
 * violation), marks every lesson done (one without JavaScript), downloads the certificate and
 * checks its code on the public page, where a wrong code is a plain 404 page. A company without a
 * subscription sees the outlines and the way to the plans, and a lesson's address says it needs
 * one. The pages pass axe on a phone in English and on a wide screen in Ukrainian.
 */

const COURSE_PAGE = /\/profile\/pro-services\/academy\/courses\/(\d+)$/;
const LESSON_PAGE = /\/profile\/pro-services\/academy\/lessons\/(\d+)$/;

function courseCard(page: Page, title: string) {
  return page
    .getByTestId('academy-course-list')
    .getByTestId('academy-course-card')
    .filter({ hasText: title });
}

test('a subscriber completes a course, downloads the certificate and checks its code', async ({
  page,
  manager,
}, testInfo) => {
  test.setTimeout(180_000);
  await stubVideoPlayers(page.context());
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);

  // The base page: each course with its progress (none yet) and state.
  await page.goto(ACADEMY_BASE);
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'true');
  const card = courseCard(page, DEMO_COURSE.uk);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 з 3 уроків');
  await expect(card.getByTestId('academy-course-state')).toHaveAttribute('data-state', 'not-started');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'academy-list-uk-1440');

  // The course: lessons in order, none done; 'start' leads to the first.
  await card.getByTestId('academy-course-link').click();
  await expect(page).toHaveURL(COURSE_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_COURSE.uk);
  await expect(page.getByTestId('academy-lesson-item')).toHaveCount(3);
  await expect(page.getByTestId('academy-certificate')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByTestId('academy-course-continue').click();

  // The first lesson: its video from the no-cookie player, with a title, loaded (not blocked).
  await expect(page).toHaveURL(LESSON_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_COURSE.firstLesson.uk);
  const video = page.getByTestId('academy-lesson-video');
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(video).toHaveAttribute('title', `Відео до уроку «${DEMO_COURSE.firstLesson.uk}»`);
  await expect(
    page.frameLocator('[data-testid="academy-lesson-video"]').getByText('Video player stand-in'),
  ).toBeVisible();
  await expect(page.getByTestId('academy-lesson-previous')).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'academy-lesson-uk-1440');
  await page.getByTestId('academy-lesson-complete').click();
  await expect(page.getByTestId('academy-lesson-done-panel')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('academy-lesson-done-now')).toHaveText('Урок позначено пройденим.');
  await expect(page.getByTestId('academy-lesson-done-panel').getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    '1 з 3 уроків',
  );

  // The second lesson, in English on a phone.
  await page.getByTestId('academy-lesson-next').click();
  await expect(page.getByTestId('academy-lesson-previous')).toBeVisible();
  const second = page.url();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(second.replace(/(\/\/[^/]+)/, '$1/en'));
  await expect(page.getByTestId('academy-lesson-video')).toHaveCount(0);
  await expect(page.getByTestId('academy-lesson-complete')).toHaveText('Mark the lesson as done');
  await expectAccessible(page);
  await page.getByTestId('academy-lesson-complete').click();
  await expect(page.getByTestId('academy-lesson-done-now')).toHaveText('The lesson is marked as done.');
  await expect(page.getByTestId('academy-certificate')).toHaveCount(0);

  // The last lesson without JavaScript: the form posts to the page's action.
  const secondEn = page.url();
  await page.getByTestId('academy-lesson-next').click();
  await page.waitForURL((url) => url.href !== secondEn);
  const last = page.url();
  const noScript = await openWithoutScript(page);
  await noScript.goto(last.replace('/en/', '/'));
  await expect(noScript.getByTestId('academy-lesson-next')).toHaveCount(0);
  await noScript.getByTestId('academy-lesson-complete').click();
  await expect(noScript.getByTestId('academy-lesson-done-panel')).toHaveAttribute('data-done', 'true');
  // After the last lesson: the course is completed, with the certificate's link and code.
  await expect(noScript.getByTestId('academy-certificate')).toContainText('Курс пройдено');
  const code = (await noScript.getByTestId('academy-certificate-code').textContent())!.trim();
  expect(code).toMatch(/^EXP-[0-9A-HJKMNP-TV-Z]{10}$/);
  await noScript.context().close();

  // English, on a phone: the course completed, its certificate downloads as a PDF.
  await page.goto(`/en${ACADEMY_BASE}`);
  const done = courseCard(page, DEMO_COURSE.en);
  await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3 lessons');
  await expect(done.getByTestId('academy-course-state')).toHaveAttribute('data-state', 'completed');
  await expect(done.getByTestId('academy-certificate-code')).toHaveText(code);
  await expectAccessible(page);
  await done.getByTestId('academy-course-link').click();
  await expect(page.getByTestId('academy-lesson-item').and(page.locator('[data-done="true"]'))).toHaveCount(
    3,
  );
  await expect(page.getByTestId('academy-certificate-code')).toHaveText(code);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'academy-course-done-en-375');
  await expectPdfDownload(page, 'academy-certificate-download');

  // The public check, from the course page's link: valid, naming the person and the course.
  const { certificate } = await readDemoCourse(page);
  await page.getByTestId('academy-certificate-check').click();
  await expect(page).toHaveURL(`/en/academy/certificates/${code}`);
  const valid = page.getByTestId('certificate-check-valid');
  await expect(valid).toContainText('The certificate is valid');
  await expect(valid).toContainText(certificate!.person_name);
  await expect(valid).toContainText(DEMO_COURSE.en);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'check-valid-en-375');

  // Another code, typed in small letters with a space: its own address; a wrong one is a 404 page.
  await page.getByTestId('certificate-check-code').fill(` ${code.toLowerCase().replace('-', '- ')}`);
  await page.getByTestId('certificate-check-submit').click();
  await expect(page).toHaveURL(`/en/academy/certificates/${code}`);
  await expect(valid).toBeVisible();
  const wrong = await page.goto('/academy/certificates/EXP-0000000000');
  expect(wrong?.status()).toBe(404);
  await expect(page.getByTestId('certificate-check-unknown')).toContainText(
    'Сертифіката з таким кодом немає',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'check-unknown-uk-1440');
  expect((await page.goto('/academy/certificates/not-a-code'))?.status()).toBe(404);
  // Signed out, anyone checks a code (Ukrainian, a wide screen).
  await page.context().clearCookies();
  await page.goto(`/academy/certificates/${code.toLowerCase()}`);
  await expect(page).toHaveURL(`/academy/certificates/${code}`);
  await expect(valid).toContainText('Сертифікат дійсний');
});

test('without a subscription the academy shows the outlines and the way to the plans', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const course = await readDemoCourse(page);
  await page.goto(ACADEMY_BASE);
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'false');
  await expect(page.getByTestId('service-access').getByRole('link')).toHaveAttribute('href', '/tariffs');
  const card = courseCard(page, DEMO_COURSE.uk);
  await expect(card).toContainText('3 уроки');
  await expect(card.getByRole('progressbar')).toHaveCount(0);

  // The outline is open; its lessons are no links.
  await card.getByTestId('academy-course-link').click();
  await expect(page.getByTestId('academy-course-locked')).toBeVisible();
  await expect(page.getByTestId('academy-lesson-item')).toHaveCount(3);
  await expect(page.getByTestId('academy-lesson-link')).toHaveCount(0);
  await expect(page.getByTestId('academy-to-tariffs')).toHaveAttribute('href', '/tariffs');
  await expectAccessible(page);

  // Spec §6: a lesson's address says plainly that it needs a subscription.
  const response = await page.goto(`/en${ACADEMY_BASE}/lessons/${course.lesson_list[0]!.id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This lesson is for companies with a subscription',
  );
  await expect(page.getByTestId('academy-to-tariffs')).toHaveAttribute('href', '/en/tariffs');
  // No certificate to download before the course is completed; an unknown course is the 404 page.
  expect((await page.request.get(`${ACADEMY_BASE}/courses/${course.id}/certificate.pdf`)).status()).toBe(404);
  expect((await page.goto(`${ACADEMY_BASE}/courses/999999999`))?.status()).toBe(404);
  expect((await page.goto(`${ACADEMY_BASE}/courses/not-an-id`))?.status()).toBe(404);
});
