import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { stubVideoPlayers } from '../fixtures/academy';
import {
  COURSES_ADMIN,
  COVER_PNG,
  createCourseTexts,
  fillCourse,
  fillLesson,
  NOT_A_PICTURE,
} from '../fixtures/admin-academy';
import { startTrialViaApi } from '../fixtures/pro-services';
import { expect, expectAccessible } from '../fixtures/test';
import { registerApprovedExporter, test } from '../fixtures/requests';

/**
 * The academy's back office (issue 16 §6; decisions 033, 034): a manager writes a course in both
 * languages with a picture (a file that is no picture refused on its field), adds two lessons (a
 * video address the lesson page cannot embed refused on its field), reorders them, publishes the
 * course (refused while it has no lesson), a subscriber finds it with its lessons in the new
 * order, then it is unpublished; the audit log holds each step. Axe at 1440 px in Ukrainian and
 * at 375 px in English.
 */

test('a manager writes a course with two lessons, reorders, publishes and unpublishes it', async ({
  page,
  manager,
}) => {
  test.slow();
  await stubVideoPlayers(manager.context());
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const texts = createCourseTexts(token);

  await manager.goto(COURSES_ADMIN);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Курси академії');
  await manager.getByTestId('course-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий курс');
  await fillCourse(manager, texts);

  // Rule (decision 034): a picture by its content — a text file named .png is refused on its field.
  const picture = manager.getByLabel('Зображення', { exact: true });
  await picture.setInputFiles(NOT_A_PICTURE);
  await manager.getByTestId('course-submit').click();
  await expect(picture).toHaveAttribute('aria-invalid', 'true');
  await expect(picture).toHaveAccessibleDescription(/PNG, JPEG або WebP/);
  await expect(manager).toHaveURL(/\/admin\/courses\/new$/);

  await picture.setInputFiles(COVER_PNG);
  await manager.getByTestId('course-submit').click();
  await expect(manager).toHaveURL(/\/admin\/courses\/\d+\?created=1$/, { timeout: 15_000 });
  const id = Number(/courses\/(\d+)/.exec(manager.url())![1]);
  await expect(manager.getByTestId('course-saved')).toHaveText(
    'Чернетку створено. Додайте уроки й опублікуйте курс.',
  );
  const src = await manager.getByTestId('course-image-current').getAttribute('src');
  expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
  await expect(manager.getByTestId('course-preview-uk')).toContainText(texts.summaryUk);
  await expect(manager.getByTestId('course-preview-en')).toContainText(texts.titleEn);

  // Rule: a course is published with at least one lesson.
  await manager.getByTestId('course-publish').click();
  await manager.getByTestId('course-publish-confirm').click();
  await expect(manager.getByTestId('course-publish-error')).toContainText('додайте хоча б один урок');
  await manager.getByTestId('course-publish-dialog').getByRole('button', { name: 'Скасувати' }).click();

  // Lesson 1: a video the lesson page cannot embed is refused on its field; a YouTube one is embedded.
  await manager.getByTestId('lesson-add').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий урок');
  await fillLesson(manager, {
    uk: `Декларація ${token}`,
    en: `The declaration ${token}`,
    video: 'https://example.com/video.mp4',
  });
  await manager.getByTestId('lesson-submit').click();
  const video = manager.getByLabel('Адреса відео', { exact: true });
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  await expect(video).toHaveAccessibleDescription(/лише відео з YouTube або Vimeo/);
  await video.fill('https://youtu.be/aqz-KE-bpKQ');
  await manager.getByTestId('lesson-submit').click();
  await expect(manager).toHaveURL(new RegExp(`/admin/courses/${id}/lessons/\\d+\\?created=1$`), {
    timeout: 15_000,
  });
  await expect(manager.getByTestId('lesson-preview-video')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  await expect(manager.getByTestId('lesson-preview-en')).toContainText(`The declaration ${token}`);

  // Lesson 2, without a video.
  await manager.goto(`${COURSES_ADMIN}/${id}/lessons/new`);
  await fillLesson(manager, { uk: `Брокер ${token}`, en: `The broker ${token}` });
  await manager.getByTestId('lesson-submit').click();
  await expect(manager).toHaveURL(/\?created=1$/, { timeout: 15_000 });

  // Reordered: the second lesson moved up.
  await manager.goto(`${COURSES_ADMIN}/${id}`);
  const rows = manager.getByTestId('lesson-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Декларація ${token}`);
  await rows.nth(1).getByTestId('lesson-up').click();
  await expect(rows.nth(0)).toContainText(`Брокер ${token}`);
  await expect(rows.nth(1)).toContainText(`Декларація ${token}`);

  // Published: a subscriber finds it at once, its lessons in the new order.
  await manager.getByTestId('course-publish').click();
  await manager.getByTestId('course-publish-confirm').click();
  await expect(manager.getByTestId('course-publication-status')).toHaveText('Курс опубліковано.');
  await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);
  const listed = await callApi(page.request, endpoints.listAcademyCourses, {});
  expect(listed.find((course) => course.id === id)).toMatchObject({
    title: texts.titleUk,
    lessons: 2,
    minutes: 30,
    image_url: src,
  });
  const course = await callApi(page.request, endpoints.getAcademyCourse, {
    params: { idOrSlug: String(id) },
  });
  expect(course.lesson_list.map((lesson) => lesson.title)).toEqual([
    `Брокер ${token}`,
    `Декларація ${token}`,
  ]);

  // Axe at 1440 px in Ukrainian: the editor and the list.
  await manager.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(manager);
  await manager.goto(`${COURSES_ADMIN}?state=published`);
  await expect(manager.getByTestId('courses-table')).toContainText(texts.titleUk);
  await expectAccessible(manager);

  // Unpublished: gone from the academy at once.
  await manager.goto(`${COURSES_ADMIN}/${id}`);
  await manager.getByTestId('course-unpublish').click();
  await manager.getByTestId('course-unpublish-confirm').click();
  await expect(manager.getByTestId('course-publication-status')).toContainText('Курс знято з публікації.');
  const after = await callApi(page.request, endpoints.listAcademyCourses, {});
  expect(after.map((item) => item.id)).not.toContain(id);

  // The audit log: created, two lessons added, one moved, published, unpublished.
  await manager.goto(`/admin/audit-log?entity_type=academy_course&entity_id=${id}`);
  const actions = await manager
    .getByTestId('audit-table')
    .getByTestId('data-table-row')
    .getByTestId('audit-action')
    .allTextContents();
  expect(actions).toHaveLength(6);
  expect(actions).toEqual(expect.arrayContaining(['Створено', 'Опубліковано', 'Знято з публікації']));

  // Axe at 375 px in English: the list and the lesson's editor.
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto(`/en${COURSES_ADMIN}?state=draft`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Academy courses');
  await expect(manager.getByTestId('courses-table')).toContainText(texts.titleEn);
  await expectAccessible(manager);
  await manager.goto(`/en${COURSES_ADMIN}/${id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(texts.titleEn);
  await expectAccessible(manager);
});

test('an id that is no course or lesson is the 404 page', async ({ manager }) => {
  for (const path of [
    `${COURSES_ADMIN}/999999999`,
    `${COURSES_ADMIN}/abc`,
    `${COURSES_ADMIN}/1/lessons/abc`,
  ]) {
    const response = await manager.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
