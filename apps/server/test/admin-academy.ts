import type { FastifyInstance } from 'fastify';
import {
  ADMIN_COURSE_EXAMPLE,
  ADMIN_LESSON_EXAMPLE,
  endpoints,
  type AdminCourseBody,
  type AdminLessonBody,
} from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';

/** Fixtures of the academy's back office (issue 16 §6). */

let serial = 0;

/** A course body of its own (a unique English title, so slug), complete enough to publish. */
export function createCourseBody(overrides: Partial<AdminCourseBody> = {}): AdminCourseBody {
  serial += 1;
  const tag = `${Date.now().toString(36)} ${serial}`;
  return {
    ...ADMIN_COURSE_EXAMPLE,
    title: { uk: `Митне оформлення ${tag}`, en: `Customs clearance ${tag}` },
    ...overrides,
  };
}

/** A lesson body numbered `n` (its titles say which one it is). */
export function createLessonBody(n: number, overrides: Partial<AdminLessonBody> = {}): AdminLessonBody {
  return {
    ...ADMIN_LESSON_EXAMPLE,
    title: { uk: `Урок номер ${n}`, en: `Lesson number ${n}` },
    ...overrides,
  };
}

/** A course written by a manager with `lessons` lessons (none has a video but the example's), published when told. */
export async function createAdminCourseWithLessons(
  app: FastifyInstance,
  manager: SignedInUser,
  options: { lessons?: number; published?: boolean; body?: AdminCourseBody } = {},
) {
  const course = await callOk(
    app,
    endpoints.createAdminCourse,
    { body: options.body ?? createCourseBody() },
    { as: manager },
  );
  const lessons = [];
  for (let n = 1; n <= (options.lessons ?? 2); n++) {
    lessons.push(
      await callOk(
        app,
        endpoints.createAdminLesson,
        { params: { id: course.id }, body: createLessonBody(n) },
        { as: manager },
      ),
    );
  }
  const final = options.published
    ? await callOk(
        app,
        endpoints.publishAdminCourse,
        { params: { id: course.id }, body: {} },
        { as: manager },
      )
    : await callOk(app, endpoints.getAdminCourse, { params: { id: course.id } }, { as: manager });
  return { course: final, lessons };
}

/** The path parameters of a real draft course with two lessons (the access matrix's positive calls). */
export async function createCourseParams(app: FastifyInstance, manager: SignedInUser) {
  return { id: (await createAdminCourseWithLessons(app, manager)).course.id };
}

/** The path parameters of a real lesson no one has completed, of a draft course with two. */
export async function createLessonParams(app: FastifyInstance, manager: SignedInUser) {
  const { course, lessons } = await createAdminCourseWithLessons(app, manager);
  return { id: course.id, lessonId: lessons[0]!.id };
}
