import {
  ADMIN_ACADEMY_LIMITS,
  AdminCourseBodySchema,
  AdminLessonBodySchema,
  type AdminCourse,
  type AdminCourseBody,
  type AdminLesson,
  type AdminLessonBody,
  type ImageUpload,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf } from '../../../components/back-office/list-query';
import { REMOVE_IMAGE_FIELD, toImageFieldValue } from '../../../components/back-office/image-upload';

/**
 * The academy's back office (issue 16 §6, decisions 033 and 034): the editors' fields, the
 * bodies they send, and the list's filter.
 */

export const COURSES_PATH = '/admin/courses';
export const coursePath = (id: number) => `${COURSES_PATH}/${id}`;
export const lessonPath = (courseId: number, lessonId: number | 'new') =>
  `${COURSES_PATH}/${courseId}/lessons/${lessonId}`;

export const LIMITS = ADMIN_ACADEMY_LIMITS;

/** Named by the body's paths (`title.uk`), so the API's 422 errors land beside their fields. */
export const COURSE_FIELDS: FieldSpec = {
  'title.uk': 'text',
  'title.en': 'text',
  'summary.uk': 'text',
  'summary.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  position: 'text',
  /** The new picture, a file the route's action reads from the multipart form. */
  image: 'text',
  /** Ticked: the picture is removed (when no new one is chosen). */
  [REMOVE_IMAGE_FIELD]: 'checkbox',
};

export const LESSON_FIELDS: FieldSpec = {
  'title.uk': 'text',
  'title.en': 'text',
  'body.uk': 'text',
  'body.en': 'text',
  video_url: 'text',
  minutes: 'text',
};

/** A lesson's row on the course's page: which lesson, and (from the pressed button) where to. */
export const MOVE_FIELDS: FieldSpec = { lesson_id: 'hidden', direction: 'hidden' };
export const REMOVE_FIELDS: FieldSpec = { lesson_id: 'hidden' };

export type CourseSaved = { saved: true };
export type LessonMoved = { moved: true };
export type LessonRemoved = { removed: true };
export type LessonSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/** A whole number typed, or NaN (the contract names it wrong); empty: left out. */
function optionalNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The course editor as the body of `POST /admin/courses` or `PUT …/{id}`: a new picture replaces
 * the kept one, 'remove' with none chosen removes it (null), otherwise it is kept (left out).
 */
export function toCourseBody(values: FormValues, image: ImageUpload | undefined): AdminCourseBody {
  const body: AdminCourseBody = {
    title: bilingual(values, 'title'),
    summary: bilingual(values, 'summary'),
    description: bilingual(values, 'description'),
  };
  const position = optionalNumber(text(values, 'position'));
  if (position !== undefined) body.position = position;
  const picture = toImageFieldValue(image, values[REMOVE_IMAGE_FIELD]);
  if (picture !== undefined) body.image = picture;
  return body;
}

/** The lesson editor as the body of `POST …/lessons` or `PUT …/lessons/{lessonId}`; no address: no video. */
export function toLessonBody(values: FormValues): AdminLessonBody {
  const body: AdminLessonBody = {
    title: bilingual(values, 'title'),
    body: bilingual(values, 'body'),
    video_url: text(values, 'video_url').trim() === '' ? null : text(values, 'video_url'),
  };
  const minutes = optionalNumber(text(values, 'minutes'));
  if (minutes !== undefined) body.minutes = minutes;
  return body;
}

/** The browser's checks: the contract's schemas on the bodies the editors send. */
export const COURSE_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminCourseBodySchema.safeParse(toCourseBody(value as FormValues, undefined), params),
};
export const LESSON_SCHEMA: FormSchema = {
  safeParse: (value, params) => AdminLessonBodySchema.safeParse(toLessonBody(value as FormValues), params),
};

const EMPTY = { uk: '', en: '' };

export function toCourseValues(course: AdminCourse | null) {
  return {
    title: course?.title ?? EMPTY,
    summary: course?.summary ?? EMPTY,
    description: course?.description ?? EMPTY,
    position: course ? String(course.position) : '',
  };
}

export function toLessonValues(lesson: AdminLesson | null) {
  return {
    title: lesson?.title ?? EMPTY,
    body: lesson?.body ?? EMPTY,
    video_url: lesson?.video_url ?? '',
    minutes: String(lesson?.minutes ?? 10),
  };
}

export type CourseState = 'published' | 'draft';
export const COURSE_STATES: readonly CourseState[] = ['published', 'draft'];

/** The list's filter from the page's address (none: every course). */
export function readCoursesQuery(params: URLSearchParams): { state: CourseState | undefined } {
  return { state: readOneOf(params, 'state', COURSE_STATES) };
}

/** `up` or `down` from a row's pressed button; anything else is no move. */
export function readDirection(values: FormValues): 'up' | 'down' | undefined {
  const direction = text(values, 'direction');
  return direction === 'up' || direction === 'down' ? direction : undefined;
}

/** A positive whole id from a hidden field, or undefined. */
export function readLessonId(values: FormValues): number | undefined {
  const raw = text(values, 'lesson_id');
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}
