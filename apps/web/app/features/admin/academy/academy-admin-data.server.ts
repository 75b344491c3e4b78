import { data } from 'react-router';
import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import {
  COURSE_FIELDS,
  coursePath,
  LESSON_FIELDS,
  lessonPath,
  MOVE_FIELDS,
  readCoursesQuery,
  readDirection,
  readLessonId,
  REMOVE_FIELDS,
  toCourseBody,
  toLessonBody,
  type CourseSaved,
  type LessonMoved,
  type LessonRemoved,
  type LessonSaved,
} from './academy-admin-form';
import { readImageUpload } from '../../../components/back-office/image-upload.server';
import type { PublicationChanged } from '../../../components/back-office/publication';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The academy's back office (issue 16 §6): what the pages read and send. */

/** An id of the address the API could take: a whole positive number, else this page's 404. */
export function toRowId(id: string | undefined): number {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return Number(id);
}

const localeOf = (request: Request) => getLocaleFromPath(new URL(request.url).pathname);

export async function loadCourses(input: RouteInput) {
  const query = readCoursesQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminCourses, {
    query: query.state ? { state: query.state } : {},
  });
  return { query, ...page };
}

export async function loadCourse(input: RouteInput, id: string | undefined) {
  const courseId = toRowId(id);
  const api = serverApi(input);
  return { course: await readRecord(() => api.call(endpoints.getAdminCourse, { params: { id: courseId } })) };
}

/** A lesson's editor: the lesson (with its course), or for `new` the course alone. */
export async function loadLesson(
  input: RouteInput,
  courseId: string | undefined,
  lessonId: string | undefined,
) {
  const api = serverApi(input);
  const id = toRowId(courseId);
  if (lessonId === 'new') {
    const course = await readRecord(() => api.call(endpoints.getAdminCourse, { params: { id } }));
    return {
      lesson: null,
      course: { id: course.id, slug: course.slug, title: course.title, published_at: course.published_at },
    };
  }
  const lesson = await readRecord(() =>
    api.call(endpoints.getAdminLesson, { params: { id, lessonId: toRowId(lessonId) } }),
  );
  return { lesson, course: lesson.course };
}

/** A new course saved as a draft: its editor opens, where lessons are added and it is published. */
export function createNewCourseHandlers(image: File | null) {
  return {
    course: defineFormHandler<CourseSaved>({
      fields: COURSE_FIELDS,
      async submit({ api, values, request }) {
        const body = toCourseBody(values, await readImageUpload(api, image));
        const created = await api.call(endpoints.createAdminCourse, { body });
        return { redirectTo: localizePath(`${coursePath(created.id)}?created=1`, localeOf(request)) };
      },
    }),
  };
}

/** A course's editor: saved, published or taken back, and its lessons moved or removed. */
export function createCourseHandlers(id: string | undefined, image: File | null) {
  const params = { id: toRowId(id) };
  const lessonParams = (values: Parameters<typeof readLessonId>[0]) => {
    const lessonId = readLessonId(values);
    if (lessonId === undefined) throw data(null, { status: 400 });
    return { ...params, lessonId };
  };
  return {
    course: defineFormHandler<CourseSaved>({
      fields: COURSE_FIELDS,
      async submit({ api, values }) {
        const body = toCourseBody(values, await readImageUpload(api, image));
        await api.call(endpoints.updateAdminCourse, { params, body });
        return { data: { saved: true } };
      },
    }),
    publish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.publishAdminCourse, { params, body: {} });
        return { data: { action: 'publish' } };
      },
    }),
    unpublish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.unpublishAdminCourse, { params, body: {} });
        return { data: { action: 'unpublish' } };
      },
    }),
    move: defineFormHandler<LessonMoved>({
      fields: MOVE_FIELDS,
      async submit({ api, values }) {
        const direction = readDirection(values);
        if (!direction) throw data(null, { status: 400 });
        await api.call(endpoints.moveAdminLesson, { params: lessonParams(values), body: { direction } });
        return { data: { moved: true } };
      },
    }),
    'remove-lesson': defineFormHandler<LessonRemoved>({
      fields: REMOVE_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.deleteAdminLesson, { params: lessonParams(values) });
        return { data: { removed: true } };
      },
    }),
  };
}

/** A lesson's editor: a new one is added last (its editor opens), a saved one rewritten. */
export function createLessonHandlers(courseId: string | undefined, lessonId: string | undefined) {
  const id = toRowId(courseId);
  return {
    lesson: defineFormHandler<LessonSaved>({
      fields: LESSON_FIELDS,
      async submit({ api, values, request }) {
        const body = toLessonBody(values);
        if (lessonId === 'new') {
          const created = await api.call(endpoints.createAdminLesson, { params: { id }, body });
          return { redirectTo: localizePath(`${lessonPath(id, created.id)}?created=1`, localeOf(request)) };
        }
        await api.call(endpoints.updateAdminLesson, { params: { id, lessonId: toRowId(lessonId) }, body });
        return { data: { saved: true } };
      },
    }),
  };
}
