import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MESSAGES, type ErrorBody } from '@portal/contract';
import { academyCourses, auditLog, storedFiles } from '@portal/db';
import type { SignedInUser } from './accounts';
import { call, callOk } from './call';
import { uploadTestFile } from './uploads';
import { buildTestApp, type TestApp } from './helpers';
import { createAdminCourseWithLessons, createCourseBody, createLessonBody } from './admin-academy';
import { subscribe } from './pro-services';
import { createApprovedExporter, createManager } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let subscriber: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  subscriber = await createApprovedExporter(app);
  await subscribe(app, subscriber);
});

afterAll(async () => {
  await testApp?.close();
});

/** The audit entries of a course, oldest first. */
async function auditOf(courseId: number) {
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'academy_course'), eq(auditLog.entityId, String(courseId))))
    .orderBy(auditLog.createdAt);
  return rows;
}

const errorsOf = (body: unknown) => (body as ErrorBody).errors ?? {};

/** The cabinet's list as a subscriber sees it. */
const cabinetCourses = (locale: 'uk' | 'en' = 'uk') =>
  callOk(app, endpoints.listAcademyCourses, {}, { as: subscriber, locale });

describe('issue 16 §6: the academy’s courses in the back office', () => {
  it('creates a draft (slug from the English title, audited), lists it with counts, gets it in both languages', async () => {
    const body = createCourseBody({ image: await uploadTestFile(app, manager, 'image') });
    const created = await call(app, endpoints.createAdminCourse, { body }, { as: manager });
    expect(created.status).toBe(201);
    const course = created.data;
    expect(course).toMatchObject({
      title: body.title,
      summary: body.summary,
      description: body.description,
      published_at: null,
      lessons: 0,
      learners: 0,
      certificates: 0,
      lesson_list: [],
    });
    expect(course.slug).toMatch(/^customs-clearance-/);
    expect(course.image_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const drafts = await callOk(
      app,
      endpoints.listAdminCourses,
      { query: { state: 'draft' } },
      { as: manager },
    );
    expect(drafts.items.map((item) => item.id)).toContain(course.id);
    expect(drafts.items.every((item) => item.published_at === null)).toBe(true);
    expect(drafts.counts.all).toBe(drafts.counts.published + drafts.counts.draft);
    expect(drafts.counts.draft).toBeGreaterThanOrEqual(1);
    const published = await callOk(
      app,
      endpoints.listAdminCourses,
      { query: { state: 'published' } },
      { as: manager },
    );
    expect(published.items.map((item) => item.id)).not.toContain(course.id);

    const read = await callOk(app, endpoints.getAdminCourse, { params: { id: course.id } }, { as: manager });
    expect(read).toEqual(course);
    const entries = await auditOf(course.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(entries[0]!.actorEmail).toBe(manager.user.email);
    expect(entries[0]!.after).toMatchObject({ title_en: body.title.en, published_at: null });
  });

  it('decision 034: the picture is kept when left out, replaced by an upload (the old file deleted), removed by null', async () => {
    const body = createCourseBody({ image: await uploadTestFile(app, manager, 'image') });
    const course = await callOk(app, endpoints.createAdminCourse, { body }, { as: manager });
    const firstId = course.image_url!.split('/').pop()!;
    const { image: _image, ...withoutImage } = body;

    const kept = await callOk(
      app,
      endpoints.updateAdminCourse,
      { params: { id: course.id }, body: withoutImage },
      { as: manager },
    );
    expect(kept.image_url).toBe(course.image_url);

    const replaced = await callOk(
      app,
      endpoints.updateAdminCourse,
      {
        params: { id: course.id },
        body: { ...withoutImage, image: await uploadTestFile(app, manager, 'image') },
      },
      { as: manager },
    );
    expect(replaced.image_url).not.toBe(course.image_url);
    expect(replaced.image_url).toMatch(/^\/api\/images\//);
    expect(await app.db.select().from(storedFiles).where(eq(storedFiles.id, firstId))).toEqual([]);
    const served = await call(app, endpoints.getImage, {
      params: { id: replaced.image_url!.split('/').pop()! },
    });
    expect(served.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/png');

    const removed = await callOk(
      app,
      endpoints.updateAdminCourse,
      { params: { id: course.id }, body: { ...withoutImage, image: null } },
      { as: manager },
    );
    expect(removed.image_url).toBeNull();
    const [row] = await app.db.select().from(academyCourses).where(eq(academyCourses.id, course.id));
    expect(row!.imageFileId).toBeNull();
  });

  it('validation: both titles, English letters in English, a picture by its content, a free slug — 422 on the field', async () => {
    const missing = await call(
      app,
      endpoints.createAdminCourse,
      { body: { ...createCourseBody(), title: { uk: '', en: 'Курс' } } },
      { as: manager, locale: 'en' },
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(errorsOf(missing.body))).toEqual(expect.arrayContaining(['title.uk', 'title.en']));
    expect(errorsOf(missing.body)['title.en']).toContain(MESSAGES['validation.english_only'].en);

    const notAPicture = await call(
      app,
      endpoints.createAdminCourse,
      {
        body: createCourseBody({
          image: await uploadTestFile(app, manager, 'pdf'),
        }),
      },
      { as: manager, locale: 'en' },
    );
    expect(notAPicture.status).toBe(422);
    expect(errorsOf(notAPicture.body)['image.file_id']).toEqual([MESSAGES['validation.image_only'].en]);

    const first = await callOk(
      app,
      endpoints.createAdminCourse,
      { body: createCourseBody() },
      { as: manager },
    );
    const taken = await call(
      app,
      endpoints.createAdminCourse,
      { body: createCourseBody({ slug: first.slug }) },
      { as: manager, locale: 'en' },
    );
    expect(taken.status).toBe(422);
    expect(errorsOf(taken.body)['slug']).toEqual([MESSAGES['admin_academy.slug_taken'].en]);
    const digits = await call(
      app,
      endpoints.createAdminCourse,
      { body: createCourseBody({ slug: '12345' }) },
      { as: manager },
    );
    expect(digits.status).toBe(422);
    expect(
      (await call(app, endpoints.getAdminCourse, { params: { id: 2_000_000_000 } }, { as: manager })).status,
    ).toBe(404);
  });

  it('publishing needs a lesson and the texts in both languages (409 naming what is missing); then the cabinet lists it at once', async () => {
    const course = await callOk(
      app,
      endpoints.createAdminCourse,
      { body: createCourseBody({ summary: { uk: '', en: '' } }) },
      { as: manager },
    );
    const refused = await call(
      app,
      endpoints.publishAdminCourse,
      { params: { id: course.id }, body: {} },
      { as: manager, locale: 'en' },
    );
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).message).toBe(MESSAGES['admin_academy.publish_incomplete'].en);
    expect(Object.keys(errorsOf(refused.body)).sort()).toEqual(['lessons', 'summary.en', 'summary.uk']);
    expect((await auditOf(course.id)).map((entry) => entry.action)).toEqual(['create']);

    await callOk(
      app,
      endpoints.createAdminLesson,
      { params: { id: course.id }, body: createLessonBody(1) },
      { as: manager },
    );
    const stillRefused = await call(
      app,
      endpoints.publishAdminCourse,
      { params: { id: course.id }, body: {} },
      { as: manager },
    );
    expect(Object.keys(errorsOf(stillRefused.body)).sort()).toEqual(['summary.en', 'summary.uk']);

    const full = createCourseBody();
    await callOk(
      app,
      endpoints.updateAdminCourse,
      { params: { id: course.id }, body: full },
      { as: manager },
    );
    expect((await cabinetCourses()).map((item) => item.id)).not.toContain(course.id);
    const published = await callOk(
      app,
      endpoints.publishAdminCourse,
      { params: { id: course.id }, body: {} },
      { as: manager },
    );
    expect(published.published_at).not.toBeNull();
    const listed = (await cabinetCourses('en')).find((item) => item.id === course.id);
    expect(listed).toMatchObject({ title: full.title.en, summary: full.summary.en, lessons: 1, minutes: 12 });

    // Publishing again changes nothing: the date stays, no entry.
    const again = await callOk(
      app,
      endpoints.publishAdminCourse,
      { params: { id: course.id }, body: {} },
      { as: manager },
    );
    expect(again.published_at).toBe(published.published_at);

    // A published course keeps its texts.
    const emptied = await call(
      app,
      endpoints.updateAdminCourse,
      { params: { id: course.id }, body: { ...full, description: { uk: 'Опис', en: '' } } },
      { as: manager, locale: 'en' },
    );
    expect(emptied.status).toBe(422);
    expect(errorsOf(emptied.body)).toEqual({
      'description.en': [MESSAGES['admin_academy.required_to_publish'].en],
    });

    // An edit is live at once.
    const renamed = { ...full, title: { uk: 'Нова назва курсу', en: 'A new course title' } };
    await callOk(
      app,
      endpoints.updateAdminCourse,
      { params: { id: course.id }, body: renamed },
      { as: manager },
    );
    expect((await cabinetCourses('en')).find((item) => item.id === course.id)?.title).toBe(
      'A new course title',
    );

    const unpublished = await callOk(
      app,
      endpoints.unpublishAdminCourse,
      { params: { id: course.id }, body: {} },
      { as: manager },
    );
    expect(unpublished.published_at).toBeNull();
    expect((await cabinetCourses()).map((item) => item.id)).not.toContain(course.id);
    expect((await auditOf(course.id)).map((entry) => entry.action)).toEqual([
      'create',
      'academy_lesson.create',
      'update',
      'publish',
      'update',
      'unpublish',
    ]);
  });
});

describe('issue 16 §6: the lessons of a course in the back office', () => {
  it('adds lessons last or at a place, edits one, reads it with its course; the cabinet shows the order at once', async () => {
    const { course, lessons } = await createAdminCourseWithLessons(app, manager, {
      lessons: 2,
      published: true,
    });
    expect(lessons.map((lesson) => lesson.position)).toEqual([0, 1]);
    expect(lessons[0]).toMatchObject({
      course: { id: course.id, title: course.title },
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      minutes: 12,
      completions: 0,
    });
    const first = await call(
      app,
      endpoints.createAdminLesson,
      {
        params: { id: course.id },
        body: createLessonBody(0, { position: 0, video_url: '', minutes: undefined }),
      },
      { as: manager },
    );
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ position: 0, video_url: null, video_embed_url: null, minutes: 10 });
    const read = await callOk(app, endpoints.getAdminCourse, { params: { id: course.id } }, { as: manager });
    expect(read.lesson_list.map((lesson) => lesson.title.en)).toEqual([
      'Lesson number 0',
      'Lesson number 1',
      'Lesson number 2',
    ]);
    expect(read.lesson_list.map((lesson) => lesson.position)).toEqual([0, 1, 2]);

    const edited = await callOk(
      app,
      endpoints.updateAdminLesson,
      {
        params: { id: course.id, lessonId: lessons[1]!.id },
        body: createLessonBody(2, {
          title: { uk: 'Vimeo-урок', en: 'A Vimeo lesson' },
          video_url: 'https://vimeo.com/76979871',
        }),
      },
      { as: manager },
    );
    expect(edited).toMatchObject({
      video_embed_url: 'https://player.vimeo.com/video/76979871',
      minutes: 12,
      position: 2,
    });
    const cabinet = await callOk(
      app,
      endpoints.getAcademyCourse,
      { params: { idOrSlug: course.slug } },
      { as: subscriber, locale: 'en' },
    );
    expect(cabinet.lesson_list.map((lesson) => lesson.title)).toEqual([
      'Lesson number 0',
      'Lesson number 1',
      'A Vimeo lesson',
    ]);
    // A lesson read through another course is not found.
    const other = await createAdminCourseWithLessons(app, manager, { lessons: 1 });
    expect(
      (
        await call(
          app,
          endpoints.getAdminLesson,
          { params: { id: other.course.id, lessonId: lessons[0]!.id } },
          { as: manager },
        )
      ).status,
    ).toBe(404);
    const entries = await auditOf(course.id);
    expect(entries.filter((entry) => entry.action === 'academy_lesson.update')).toHaveLength(1);
    expect(entries.filter((entry) => entry.action === 'academy_lesson.create')).toHaveLength(3);
  });

  it('decision 033 §5: a video address the lesson page cannot embed is refused on `video_url` (422), nothing written', async () => {
    const { course, lessons } = await createAdminCourseWithLessons(app, manager, { lessons: 1 });
    const before = await auditOf(course.id);
    for (const video_url of [
      'https://example.com/video.mp4',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not an address',
    ]) {
      const created = await call(
        app,
        endpoints.createAdminLesson,
        { params: { id: course.id }, body: createLessonBody(9, { video_url }) },
        { as: manager, locale: 'en' },
      );
      expect(created.status, video_url).toBe(422);
      expect(errorsOf(created.body), video_url).toEqual({
        video_url: [MESSAGES['admin_academy.video_not_embeddable'].en],
      });
      const updated = await call(
        app,
        endpoints.updateAdminLesson,
        { params: { id: course.id, lessonId: lessons[0]!.id }, body: createLessonBody(9, { video_url }) },
        { as: manager },
      );
      expect(updated.status, video_url).toBe(422);
      expect(Object.keys(errorsOf(updated.body))).toEqual(['video_url']);
    }
    const short = await call(
      app,
      endpoints.createAdminLesson,
      {
        params: { id: course.id },
        body: createLessonBody(9, { body: { uk: 'Коротко', en: 'Уроки' }, minutes: 0 }),
      },
      { as: manager },
    );
    expect(short.status).toBe(422);
    expect(Object.keys(errorsOf(short.body)).sort()).toEqual(['body.en', 'body.uk', 'minutes']);
    expect(await auditOf(course.id)).toHaveLength(before.length);
    const read = await callOk(app, endpoints.getAdminCourse, { params: { id: course.id } }, { as: manager });
    expect(read.lesson_list).toHaveLength(1);
    expect(read.lesson_list[0]!.video_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('reorders: one place up or down, or to a place; the ends stay; audited as `academy_lesson.move`', async () => {
    const { course, lessons } = await createAdminCourseWithLessons(app, manager, {
      lessons: 3,
      published: true,
    });
    const [a, b, c] = lessons.map((lesson) => lesson.id);
    const order = (answer: { lesson_list: { id: number }[] }) =>
      answer.lesson_list.map((lesson) => lesson.id);
    const move = (lessonId: number, body: object) =>
      callOk(app, endpoints.moveAdminLesson, { params: { id: course.id, lessonId }, body }, { as: manager });

    expect(order(await move(c!, { direction: 'up' }))).toEqual([a, c, b]);
    expect(order(await move(a!, { direction: 'down' }))).toEqual([c, a, b]);
    expect(order(await move(b!, { position: 0 }))).toEqual([b, c, a]);
    const before = (await auditOf(course.id)).length;
    expect(order(await move(b!, { direction: 'up' }))).toEqual([b, c, a]);
    expect(order(await move(a!, { position: 99 }))).toEqual([b, c, a]);
    expect(await auditOf(course.id)).toHaveLength(before);
    const cabinet = await callOk(
      app,
      endpoints.getAcademyCourse,
      { params: { idOrSlug: String(course.id) } },
      { as: subscriber },
    );
    expect(cabinet.lesson_list.map((lesson) => lesson.id)).toEqual([b, c, a]);
    expect(cabinet.lesson_list.map((lesson) => lesson.position)).toEqual([0, 1, 2]);
    const moves = (await auditOf(course.id)).filter((entry) => entry.action === 'academy_lesson.move');
    expect(moves).toHaveLength(3);
    expect(moves[0]).toMatchObject({
      before: { lesson_id: c, position: 2 },
      after: { lesson_id: c, position: 1 },
    });

    const both = await call(
      app,
      endpoints.moveAdminLesson,
      { params: { id: course.id, lessonId: a! }, body: { direction: 'up', position: 1 } },
      { as: manager },
    );
    expect(both.status).toBe(422);
    expect(Object.keys(errorsOf(both.body))).toEqual(['direction']);
    const none = await call(
      app,
      endpoints.moveAdminLesson,
      { params: { id: course.id, lessonId: a! }, body: {} },
      { as: manager },
    );
    expect(none.status).toBe(422);
  });

  it('removes a lesson no one completed; refuses (409) one a learner marked done, and the only lesson of a published course', async () => {
    const { course, lessons } = await createAdminCourseWithLessons(app, manager, {
      lessons: 3,
      published: true,
    });
    await callOk(
      app,
      endpoints.completeAcademyLesson,
      { params: { id: lessons[0]!.id } },
      { as: subscriber },
    );
    const listed = await callOk(app, endpoints.listAdminCourses, {}, { as: manager });
    expect(listed.items.find((item) => item.id === course.id)).toMatchObject({ learners: 1, lessons: 3 });

    const refused = await call(
      app,
      endpoints.deleteAdminLesson,
      { params: { id: course.id, lessonId: lessons[0]!.id } },
      { as: manager, locale: 'en' },
    );
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).message).toBe(MESSAGES['admin_academy.lesson_has_progress'].en);

    const removed = await callOk(
      app,
      endpoints.deleteAdminLesson,
      { params: { id: course.id, lessonId: lessons[1]!.id } },
      { as: manager },
    );
    expect(removed.lesson_list.map((lesson) => [lesson.id, lesson.position])).toEqual([
      [lessons[0]!.id, 0],
      [lessons[2]!.id, 1],
    ]);
    expect(removed.lesson_list[0]!.completions).toBe(1);
    const progress = (await cabinetCourses()).find((item) => item.id === course.id)!.progress;
    expect(progress).toEqual({ done: 1, total: 2, percent: 50 });
    const entry = (await auditOf(course.id)).find((row) => row.action === 'academy_lesson.delete');
    expect(entry).toMatchObject({ before: { lesson_id: lessons[1]!.id }, after: null });

    const single = await createAdminCourseWithLessons(app, manager, { lessons: 1, published: true });
    const last = await call(
      app,
      endpoints.deleteAdminLesson,
      { params: { id: single.course.id, lessonId: single.lessons[0]!.id } },
      { as: manager, locale: 'en' },
    );
    expect(last.status).toBe(409);
    expect((last.body as ErrorBody).message).toBe(MESSAGES['admin_academy.last_lesson_published'].en);
    await callOk(
      app,
      endpoints.unpublishAdminCourse,
      { params: { id: single.course.id }, body: {} },
      { as: manager },
    );
    const draftRemoved = await callOk(
      app,
      endpoints.deleteAdminLesson,
      { params: { id: single.course.id, lessonId: single.lessons[0]!.id } },
      { as: manager },
    );
    expect(draftRemoved.lesson_list).toEqual([]);
    expect(
      (
        await call(
          app,
          endpoints.deleteAdminLesson,
          { params: { id: single.course.id, lessonId: single.lessons[0]!.id } },
          { as: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('staff only: a company gets 403 and a guest 401 on the back office’s calls', async () => {
    const exporter = await createApprovedExporter(app);
    expect((await call(app, endpoints.listAdminCourses, {}, { as: exporter })).status).toBe(403);
    expect((await call(app, endpoints.createAdminCourse, { body: createCourseBody() })).status).toBe(401);
  });
});
