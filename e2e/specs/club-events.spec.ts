import {
  CLUB_BASE,
  fillEventSeats,
  releasePlaces,
  CLUB_EVENTS,
  DEMO_BREAKFAST,
  DEMO_FDA_WEBINAR,
  DEMO_PAST,
  DEMO_WEBINAR,
  eventCard,
  expectIcsDownload,
  keepScreenshot,
} from '../fixtures/club';
import { startTrialViaApi } from '../fixtures/pro-services';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 16 §2: the business club's events. A subscriber finds an event in the list (upcoming and
 * past, filtered), registers, sees the online link, downloads the calendar file and gives the seat
 * back; a full event offers the waiting list and shows the company's place in it; it works
 * without JavaScript too; a company without a subscription is sent from the events
 * to the club's base page (spec §6); the pages pass axe on a phone in English and on a wide screen
 * in Ukrainian. The demo events are shared with other specs: found by title, never counted.
 */

const EVENT_PAGE = /\/profile\/pro-services\/business-club\/events\/(\d+)$/;

test('a subscriber registers for an event, gets the online link and the .ics, and cancels', async ({
  page,
  manager,
}, testInfo) => {
  // A long journey on a loaded machine: pages, axe checks, a download, both languages.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);

  // The club's base page: the next events and the way to all of them.
  await page.goto(CLUB_BASE);
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'true');
  await expect(page.getByTestId('club-preview-list').getByTestId('club-event-card').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'base-uk-1440');
  await page.getByTestId('club-events-link').click();
  await expect(page).toHaveURL(CLUB_EVENTS);

  // The list: upcoming first; each card says when (Kyiv time, named), where and the seats.
  const webinar = eventCard(page, DEMO_WEBINAR.uk);
  await expect(webinar).toHaveCount(1);
  await expect(webinar).toContainText('(за Києвом)');
  await expect(webinar).toContainText('Онлайн');
  await expect(webinar).toContainText(/Залишилось \d+ місц/);
  await expect(eventCard(page, DEMO_PAST.uk)).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'list-uk-1440');

  // Past events: a tab (a plain link); filters by format keep the period.
  await page.getByTestId('club-events-period-past').click();
  await expect(page).toHaveURL(`${CLUB_EVENTS}?period=past`);
  await expect(eventCard(page, DEMO_PAST.uk)).toContainText('Захід завершився');
  await expect(eventCard(page, DEMO_WEBINAR.uk)).toHaveCount(0);
  await page.getByTestId('club-events-period-upcoming').click();
  await expect(page).toHaveURL(CLUB_EVENTS);
  await expect(page.getByTestId('club-events-period-upcoming')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('club-events-format').selectOption('hybrid');
  await page.getByTestId('club-events-apply').click();
  // A plain GET form: the empty language goes along and is ignored.
  await expect(page).toHaveURL(/\/business-club\/events\?format=hybrid(&language=)?$/);
  await expect(eventCard(page, DEMO_BREAKFAST.uk)).toContainText('Гібридний');
  await expect(eventCard(page, DEMO_WEBINAR.uk)).toHaveCount(0);
  await page.goto(CLUB_EVENTS);

  // The event: everything about it and the registration.
  await eventCard(page, DEMO_WEBINAR.uk).getByRole('link', { name: DEMO_WEBINAR.uk }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_WEBINAR.uk);
  await expect(page.getByTestId('club-event-when')).toContainText('(за Києвом)');
  await expect(page.getByTestId('club-event-speakers')).toContainText('Ірина Коваль');
  const panel = page.getByTestId('club-event-registration');
  await expect(panel).toHaveAttribute('data-state', 'open');
  // Rule: the online link only with a seat (decision 030 §2).
  await expect(page.getByTestId('club-event-online-url')).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'event-open-uk-1440');

  await page.getByTestId('club-event-register').click();
  await expect(panel).toHaveAttribute('data-state', 'registered');
  await expect(page.getByTestId('club-event-state-title')).toHaveText('Ви зареєстровані');
  await expect(page.getByTestId('club-event-done')).toHaveText('Реєстрацію збережено.');
  await expect(page.getByTestId('club-event-online-url')).toHaveAttribute('href', DEMO_WEBINAR.onlineUrl);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'event-registered-uk-1440');

  // The calendar file: a plain link through the portal, with the session (so with the link).
  const ics = await expectIcsDownload(page);
  expect(ics).toContain('meet.example.org');

  // The list says so too.
  await page.goto(CLUB_EVENTS);
  await expect(eventCard(page, DEMO_WEBINAR.uk).getByTestId('club-event-state')).toHaveAttribute(
    'data-state',
    'registered',
  );
  await eventCard(page, DEMO_WEBINAR.uk).getByRole('link', { name: DEMO_WEBINAR.uk }).click();

  // Cancelling asks first, then the register button is back.
  await page.getByTestId('club-event-cancel-open').click();
  await expect(page.getByTestId('club-event-cancel-confirm')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('club-event-cancel-confirm').click();
  await expect(panel).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('club-event-done')).toHaveText('Реєстрацію скасовано.');
  await expect(page.getByTestId('club-event-register')).toHaveText(/Зареєструватися|Стати в чергу/);
  await expect(page.getByTestId('club-event-online-url')).toHaveCount(0);

  // In English on a phone: the list and the event pass axe.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en${CLUB_EVENTS}`);
  await expect(eventCard(page, DEMO_WEBINAR.en)).toContainText('(Kyiv time)');
  await expect(eventCard(page, DEMO_WEBINAR.en)).toContainText(/\d+ seats? left/);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'list-en-375');
  await eventCard(page, DEMO_WEBINAR.en).getByRole('link', { name: DEMO_WEBINAR.en }).click();
  await expect(page).toHaveURL(/\/en\/profile\/pro-services\/business-club\/events\/\d+$/);
  await expect(page.getByTestId('club-event-register')).toHaveText('Register');
  await expect(page.getByTestId('club-event-calendar')).toHaveText('Add to calendar (.ics)');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'event-en-375');
  await page.goto(`/en${CLUB_BASE}`);
  await keepScreenshot(page, testInfo, 'base-en-375');

  // Rule: an address that names no event is the 404 page (never a 5xx).
  for (const path of [
    `${CLUB_EVENTS}/999999999`,
    `${CLUB_EVENTS}/Not_An_Id`,
    `${CLUB_EVENTS}/no-such-event`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const missingIcs = await page.request.get(`${CLUB_EVENTS}/999999999/calendar.ics`);
  expect(missingIcs.status()).toBe(404);
  // Rule: a bad filter in the address is ignored, not an error.
  const odd = await page.goto(`${CLUB_EVENTS}?period=soon&format=x&language=de&page=-1`);
  expect(odd?.status()).toBe(200);
  await expect(eventCard(page, DEMO_WEBINAR.uk)).toHaveCount(1);
});

test('without JavaScript a subscriber registers (by the event’s slug address) and cancels', async ({
  browser,
  manager,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
  const page = await context.newPage();
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);
  await page.goto(`${CLUB_EVENTS}/${DEMO_FDA_WEBINAR.slug}`);
  // A second tab with the same page, still offering to register.
  const stale = await context.newPage();
  await stale.goto(`${CLUB_EVENTS}/${DEMO_FDA_WEBINAR.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_FDA_WEBINAR.uk);
  const panel = page.getByTestId('club-event-registration');
  await expect(panel).toHaveAttribute('data-state', 'open');
  // Rule: no seat limit — nothing to count down, and never the waiting list.
  await expect(page.getByTestId('club-event-seats')).toHaveText('Кількість місць не обмежена');
  await page.getByTestId('club-event-register').click();
  await expect(panel).toHaveAttribute('data-state', 'registered');
  await expect(page.getByTestId('club-event-online-url')).toBeVisible();
  // Rule: a company registers once (409 `event.already_registered`): the stale tab's press is
  // refused with the API's message beside the button, and the page shows the seat it has.
  await stale.getByTestId('club-event-register').click();
  await expect(stale.getByTestId('club-event-register-error')).not.toBeEmpty();
  await expect(stale.getByTestId('club-event-registration')).toHaveAttribute('data-state', 'registered');
  // The confirmation step is a disclosure: it opens without script.
  await page.getByTestId('club-event-cancel-open').click();
  await page.getByTestId('club-event-cancel-confirm').click();
  await expect(panel).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('club-event-register')).toBeVisible();
  await context.close();
});

test('when the seats are taken, a subscriber joins the waiting list, sees its place and leaves it', async ({
  browser,
  manager,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page, fillers, eventId } = await fillEventSeats(browser, manager, DEMO_BREAKFAST.slug);
  try {
    await page.goto(`${CLUB_EVENTS}/${eventId}`);
    const panel = page.getByTestId('club-event-registration');
    // Rule: a full event offers the waiting list instead of a seat (decision 030 §3).
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('club-event-seats')).toHaveText('Місць немає, можна стати в чергу');
    await page.getByTestId('club-event-register').click();
    await expect(panel).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('club-event-state-title')).toHaveText(/^Ви в черзі: №\d+$/);
    await expect(page.getByTestId('club-event-done')).toHaveText('Вас додано до черги.');
    // Rule: the online link only with a seat, not in the waiting list.
    await expect(page.getByTestId('club-event-online-url')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'event-waiting-uk-375');
    await page.goto(`${CLUB_EVENTS}?format=hybrid`);
    await expect(eventCard(page, DEMO_BREAKFAST.uk).getByTestId('club-event-state')).toHaveText(
      /^У черзі: №\d+$/,
    );
    await keepScreenshot(page, testInfo, 'list-uk-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/en${CLUB_EVENTS}`);
    await keepScreenshot(page, testInfo, 'list-en-1440');
    await page.goto(`/en${CLUB_EVENTS}/${eventId}`);
    await expect(page.getByTestId('club-event-state-title')).toHaveText(
      /^You are on the waiting list: #\d+$/,
    );
    await keepScreenshot(page, testInfo, 'event-waiting-en-1440');
    await page.getByTestId('club-event-cancel-open').click();
    await page.getByTestId('club-event-cancel-confirm').click();
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('club-event-done')).toHaveText('Registration cancelled.');
  } finally {
    await releasePlaces([page, ...fillers], eventId);
  }
});

test('without a subscription the events lead to the club’s base page', async ({ page, manager }) => {
  await registerApprovedExporter(page, manager);
  // Spec §6: every sub-page of the business club falls back to its base page.
  await page.goto(CLUB_EVENTS);
  await expect(page).toHaveURL(CLUB_BASE);
  await page.goto(`${CLUB_EVENTS}/${DEMO_WEBINAR.slug}`);
  await expect(page).toHaveURL(CLUB_BASE);
  await page.goto(`/en${CLUB_EVENTS}?period=past`);
  await expect(page).toHaveURL(`/en${CLUB_BASE}`);
  // The base page offers the plans and no way into the events.
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'false');
  await expect(page.getByTestId('club-events-link')).toHaveCount(0);
  await expect(page.getByTestId('club-preview')).toHaveCount(0);
  await expectAccessible(page);
});
