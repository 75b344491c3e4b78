import { IMAGE_FIELD_DESCRIPTION } from '../api/files';
import {
  ADMIN_COURSE_EXAMPLE,
  ADMIN_LESSON_EXAMPLE,
  AdminCourseBodySchema,
  AdminCourseParamsSchema,
  AdminCourseResponseSchema,
  AdminCoursesQuerySchema,
  AdminCoursesResponseSchema,
  AdminLessonBodySchema,
  AdminLessonMoveBodySchema,
  AdminLessonParamsSchema,
  AdminLessonResponseSchema,
} from '../api/admin-academy';
import { AdminEmptyBodySchema } from '../api/admin';
import { endpoint } from '../endpoint';

/** The academy's back office (issue 16 §6, decisions 033 and 034): courses and their lessons. */

const tags = ['admin'] as const;
const AUDITED =
  'The change goes to the audit log (entity `academy_course`, a lesson’s change too); the cabinet reads it at once.';
const PICTURE = IMAGE_FIELD_DESCRIPTION;
const VIDEO =
  'A `video_url` the lesson page cannot embed (anything but a YouTube or Vimeo address over https) answers 422 ' +
  '`admin_academy.video_not_embeddable` on `video_url`.';

export const listAdminCourses = endpoint({
  operationId: 'listAdminCourses',
  method: 'GET',
  path: '/admin/courses',
  access: 'staff',
  tags,
  summary: 'Every course, published or draft, in order, with its lessons, learners and certificates',
  query: AdminCoursesQuerySchema,
  response: AdminCoursesResponseSchema,
});

export const createAdminCourse = endpoint({
  operationId: 'createAdminCourse',
  method: 'POST',
  path: '/admin/courses',
  access: 'staff',
  unique: ['slug'],
  status: 201,
  errors: [413],
  tags,
  summary: 'Write a course (a draft until it is published)',
  description: `The title in both languages (English text in English letters); the summary and description may wait until publishing. A slug given must be free (422). ${PICTURE} ${AUDITED}`,
  body: AdminCourseBodySchema,
  example: ADMIN_COURSE_EXAMPLE,
  response: AdminCourseResponseSchema,
});

export const getAdminCourse = endpoint({
  operationId: 'getAdminCourse',
  method: 'GET',
  path: '/admin/courses/{id}',
  access: 'staff',
  tags,
  summary: 'One course, published or draft, in both languages, with its lessons in order',
  params: AdminCourseParamsSchema,
  response: AdminCourseResponseSchema,
});

export const updateAdminCourse = endpoint({
  operationId: 'updateAdminCourse',
  method: 'PUT',
  path: '/admin/courses/{id}',
  access: 'staff',
  unique: ['slug'],
  errors: [413],
  tags,
  summary: 'Edit a course; a published one is live at once',
  description: `A published course keeps its summary and description in both languages (422 \`admin_academy.required_to_publish\` on the field). ${PICTURE} ${AUDITED}`,
  params: AdminCourseParamsSchema,
  body: AdminCourseBodySchema,
  example: ADMIN_COURSE_EXAMPLE,
  response: AdminCourseResponseSchema,
});

export const publishAdminCourse = endpoint({
  operationId: 'publishAdminCourse',
  method: 'POST',
  path: '/admin/courses/{id}/publish',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Publish a course: the cabinet shows it from now on',
  description: `Needs at least one lesson and the summary and description in both languages: 409 \`admin_academy.publish_incomplete\` with what is missing in \`errors\` (\`lessons\`, \`summary.uk\`, …). Publishing a published course changes nothing. ${AUDITED}`,
  params: AdminCourseParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminCourseResponseSchema,
});

export const unpublishAdminCourse = endpoint({
  operationId: 'unpublishAdminCourse',
  method: 'POST',
  path: '/admin/courses/{id}/unpublish',
  access: 'staff',
  tags,
  summary: 'Take a course back to a draft (its learners’ progress and certificates stay)',
  description: `Unpublishing a draft changes nothing. ${AUDITED}`,
  params: AdminCourseParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminCourseResponseSchema,
});

export const createAdminLesson = endpoint({
  operationId: 'createAdminLesson',
  method: 'POST',
  path: '/admin/courses/{id}/lessons',
  access: 'staff',
  status: 201,
  tags,
  summary: 'Add a lesson to a course (last, or at `position`)',
  description: `Title and text in both languages. ${VIDEO} ${AUDITED}`,
  params: AdminCourseParamsSchema,
  body: AdminLessonBodySchema,
  example: ADMIN_LESSON_EXAMPLE,
  response: AdminLessonResponseSchema,
});

export const getAdminLesson = endpoint({
  operationId: 'getAdminLesson',
  method: 'GET',
  path: '/admin/courses/{id}/lessons/{lessonId}',
  access: 'staff',
  tags,
  summary: 'One lesson in both languages, with its course',
  description: 'A lesson of another course: 404.',
  params: AdminLessonParamsSchema,
  response: AdminLessonResponseSchema,
});

export const updateAdminLesson = endpoint({
  operationId: 'updateAdminLesson',
  method: 'PUT',
  path: '/admin/courses/{id}/lessons/{lessonId}',
  access: 'staff',
  tags,
  summary: 'Edit a lesson; live at once when its course is published',
  description: `\`minutes\` and \`position\` left out are kept. ${VIDEO} ${AUDITED}`,
  params: AdminLessonParamsSchema,
  body: AdminLessonBodySchema,
  example: ADMIN_LESSON_EXAMPLE,
  response: AdminLessonResponseSchema,
});

export const moveAdminLesson = endpoint({
  operationId: 'moveAdminLesson',
  method: 'POST',
  path: '/admin/courses/{id}/lessons/{lessonId}/move',
  access: 'staff',
  tags,
  summary: 'Move a lesson one place up or down, or to a place (from 0)',
  description: `Exactly one of \`direction\` and \`position\`; the first lesson moved up (or the last down) stays. Answers the course with its lessons in the new order. ${AUDITED}`,
  params: AdminLessonParamsSchema,
  body: AdminLessonMoveBodySchema,
  example: { direction: 'up' },
  response: AdminCourseResponseSchema,
});

export const deleteAdminLesson = endpoint({
  operationId: 'deleteAdminLesson',
  method: 'DELETE',
  path: '/admin/courses/{id}/lessons/{lessonId}',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Remove a lesson no one has completed',
  description: `A lesson someone marked done stays (409 \`admin_academy.lesson_has_progress\`: edit it instead), and so does the only lesson of a published course (409 \`admin_academy.last_lesson_published\`). Answers the course. ${AUDITED}`,
  params: AdminLessonParamsSchema,
  response: AdminCourseResponseSchema,
});
