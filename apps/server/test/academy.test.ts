import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, endpoints } from '@portal/contract';
import { academyCourses, academyLessons } from '@portal/db';
import type { SignedInUser } from './accounts';
import { call, callOk } from './call';
import { readPdf } from '../src/lib/pdf-text-test-support';
import { buildTestApp, type TestApp } from './helpers';
import { subscribe } from './pro-services';
import { createApprovedExporter } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let serial = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

/** A published course of `lessons` lessons (the first with a YouTube video), straight into the database. */
async function createCourse(lessons = 2, published = true) {
  serial += 1;
  const [course] = await app.db
    .insert(academyCourses)
    .values({
      slug: `test-course-${Date.now().toString(36)}-${serial}`,
      titleUk: `Тестовий курс ${serial}`,
      titleEn: `Test course ${serial}`,
      summaryUk: 'Коротко',
      summaryEn: 'In short',
      position: 100 + serial,
      publishedAt: published ? new Date() : null,
    })
    .returning();
  const rows = await app.db
    .insert(academyLessons)
    .values(
      Array.from({ length: lessons }, (_, position) => ({
        courseId: course!.id,
        position,
        titleUk: `Урок ${position + 1}`,
        titleEn: `Lesson ${position + 1}`,
        bodyUk: 'Текст уроку.',
        bodyEn: 'The lesson.',
        minutes: 10,
        videoUrl: position === 0 ? 'https://youtu.be/aqz-KE-bpKQ' : null,
      })),
    )
    .returning();
  return { course: course!, lessons: rows };
}

async function createSubscriber(): Promise<SignedInUser> {
  const exporter = await createApprovedExporter(app, { locale: 'en' });
  await subscribe(app, exporter);
  return exporter;
}

const complete = (user: SignedInUser, id: number, locale?: 'uk' | 'en') =>
  call(app, endpoints.completeAcademyLesson, { params: { id } }, { as: user, locale });

describe('issue 16 §3: the academy’s courses and lessons', () => {
  it('lists published courses with the person’s progress; drafts are hidden; a course by slug or id', async () => {
    const { course } = await createCourse(3);
    const draft = await createCourse(1, false);
    const exporter = await createApprovedExporter(app);
    const list = await callOk(app, endpoints.listAcademyCourses, {}, { as: exporter, locale: 'en' });
    const item = list.find((entry) => entry.id === course.id);
    expect(item).toMatchObject({
      title: course.titleEn,
      lessons: 3,
      minutes: 30,
      progress: { done: 0, total: 3, percent: 0 },
    });
    expect(list.map((entry) => entry.id)).not.toContain(draft.course.id);
    const bySlug = await callOk(
      app,
      endpoints.getAcademyCourse,
      { params: { idOrSlug: course.slug } },
      { as: exporter },
    );
    expect(bySlug.lesson_list.map((lesson) => lesson.title)).toEqual(['Урок 1', 'Урок 2', 'Урок 3']);
    expect(bySlug.lesson_list[0]!.has_video).toBe(true);
    expect(
      (
        await call(
          app,
          endpoints.getAcademyCourse,
          { params: { idOrSlug: draft.course.slug } },
          { as: exporter },
        )
      ).status,
    ).toBe(404);
    expect((await call(app, endpoints.listAcademyCourses, {})).status).toBe(401);
  });

  it('spec §6: a lesson needs a subscription (403); a subscriber reads it with its video embedded without cookies', async () => {
    const { lessons } = await createCourse(2);
    const exporter = await createApprovedExporter(app);
    const refused = await call(
      app,
      endpoints.getAcademyLesson,
      { params: { id: lessons[0]!.id } },
      { as: exporter },
    );
    expect(refused.status).toBe(403);
    const subscriber = await createSubscriber();
    const lesson = await callOk(
      app,
      endpoints.getAcademyLesson,
      { params: { id: lessons[0]!.id } },
      { as: subscriber },
    );
    expect(lesson).toMatchObject({
      video_embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      previous_id: null,
      next_id: lessons[1]!.id,
      completed_at: null,
    });
    expect(
      (await call(app, endpoints.getAcademyLesson, { params: { id: 2_000_000_000 } }, { as: subscriber }))
        .status,
    ).toBe(404);
  });

  it('progress per lesson; the last lesson issues the certificate once, named, dated and checkable by its code', async () => {
    const { course, lessons } = await createCourse(2);
    const subscriber = await createSubscriber();
    const first = await complete(subscriber, lessons[0]!.id, 'en');
    expect(first.data).toMatchObject({ progress: { done: 1, total: 2, percent: 50 }, certificate: null });
    const again = await complete(subscriber, lessons[0]!.id);
    expect(again.data.completed_at).toBe(first.data.completed_at);
    expect(again.data.progress.done).toBe(1);
    expect(
      (
        await call(
          app,
          endpoints.downloadAcademyCertificate,
          { params: { id: course.id } },
          { as: subscriber },
        )
      ).status,
    ).toBe(404);

    const last = await complete(subscriber, lessons[1]!.id, 'en');
    const certificate = last.data.certificate!;
    expect(last.data.progress.percent).toBe(100);
    expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(certificate.course_title).toBe(course.titleEn);
    expect(certificate.person_name).toBe(`${subscriber.user.name} ${subscriber.user.surname}`.trim());
    // Done again: the same certificate.
    expect((await complete(subscriber, lessons[1]!.id)).data.certificate!.code).toBe(certificate.code);

    const checked = await callOk(app, endpoints.verifyAcademyCertificate, {
      params: { code: certificate.code.toLowerCase() },
    });
    expect(checked).toMatchObject({
      valid: true,
      certificate: { code: certificate.code, person_name: certificate.person_name },
    });
    const unknown = await callOk(app, endpoints.verifyAcademyCertificate, {
      params: { code: 'EXP-0000000000' },
    });
    expect(unknown).toEqual({ valid: false, certificate: null });
    expect(
      (await call(app, endpoints.verifyAcademyCertificate, { params: { code: 'nonsense' } })).status,
    ).toBe(422);

    const pdf = await call(
      app,
      endpoints.downloadAcademyCertificate,
      { params: { id: course.id } },
      { as: subscriber, locale: 'en' },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.response.headers['content-disposition']).toContain(certificate.code);
    const text = readPdf(pdf.response.rawPayload).flat;
    for (const part of [
      'Certificate',
      certificate.person_name,
      course.titleEn,
      certificate.code,
      'Issued on',
    ]) {
      expect(text).toContain(part);
    }
    // The code's check is the portal's public page in the certificate's language, not the API's JSON.
    expect(text.replace(/ /g, '')).toContain(
      `${app.config.publicUrl}/en/academy/certificates/${certificate.code}`,
    );
    expect(text).not.toContain('/api/');
    // Another person has no certificate of this course.
    const other = await createSubscriber();
    expect(
      (await call(app, endpoints.downloadAcademyCertificate, { params: { id: course.id } }, { as: other }))
        .status,
    ).toBe(404);
  });

  it('decision 033 §4: the last two lessons completed at once still issue one certificate', async () => {
    const { course, lessons } = await createCourse(2);
    const subscriber = await createSubscriber();
    const answers = await Promise.all(lessons.map((lesson) => complete(subscriber, lesson.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const issued = answers.map((answer) => answer.data.certificate?.code).filter(Boolean);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    const listed = await callOk(
      app,
      endpoints.getAcademyCourse,
      { params: { idOrSlug: course.slug } },
      { as: subscriber },
    );
    expect(listed.progress.percent).toBe(100);
    expect(listed.certificate?.code).toBe(issued[0]);
  });
});
