import {
  CERTIFICATE_CODE_PATTERN,
  type AcademyCourse,
  type AcademyCourseListItem,
  type EndpointData,
  type endpoints,
} from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

/**
 * The academy in the cabinet and its public certificate check (issue 16 §3, decision 033): the
 * addresses, what the address says, and a course's state for a person.
 */

/** The pages of the academy, as Ukrainian paths. */
export const ACADEMY_BASE_PATH = '/profile/pro-services/academy';

export function academyCoursePath(id: number): string {
  return `${ACADEMY_BASE_PATH}/courses/${id}`;
}

export function academyLessonPath(id: number): string {
  return `${ACADEMY_BASE_PATH}/lessons/${id}`;
}

/** The person's certificate of a course: a resource route beside the course page (a plain link's target). */
export function academyCertificatePath(courseId: number): string {
  return `${academyCoursePath(courseId)}/certificate.pdf`;
}

/** The public page that checks a certificate's code. */
export function certificateCheckPath(code: string): string {
  return `/academy/certificates/${encodeURIComponent(code)}`;
}

/** A course's or a lesson's id in the address (a positive 32-bit integer, as the API takes it), or null. */
export function readAcademyId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A code as a person types it, in the form the certificates carry: spaces dropped, capital
 * letters (codes are case-insensitive, decision 033 §4), `EXP-` added to ten characters typed
 * without it. Null when nothing is left; the result may still match no certificate's pattern.
 */
export function normalizeCertificateCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  if (code === '') return null;
  return /^[0-9A-Z]{10}$/.test(code) ? `EXP-${code}` : code;
}

/** Whether a (normalized) code has the certificates' pattern; anything else is asked nothing. */
export function isCertificateCode(code: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(code);
}

export type CourseState = 'not-started' | 'in-progress' | 'completed';

/** Not started (nothing done), in progress, or completed (every lesson done and the certificate issued). */
export function decideCourseState(
  course: Pick<AcademyCourseListItem, 'progress' | 'certificate'>,
): CourseState {
  if (
    course.certificate !== null ||
    (course.progress.total > 0 && course.progress.done === course.progress.total)
  )
    return 'completed';
  return course.progress.done > 0 ? 'in-progress' : 'not-started';
}

/** Where 'continue' leads: the first lesson in order not done yet (the first lesson when all are done). */
export function findContinueLesson(
  course: Pick<AcademyCourse, 'lesson_list'>,
): AcademyCourse['lesson_list'][number] | null {
  return course.lesson_list.find((lesson) => lesson.completed_at === null) ?? course.lesson_list[0] ?? null;
}

/** The answer of 'mark as done': the course's progress, and its certificate after the last lesson. */
export type LessonCompletion = EndpointData<typeof endpoints.completeAcademyLesson>;

/** The lesson page's form: 'mark as done'. */
export const COMPLETE_INTENT = 'complete-lesson';
export const COMPLETE_LESSON_FIELDS = {} as const satisfies FieldSpec;

/**
 * The video players the portal frames (decision 033 §5; the Content-Security-Policy's frame-src
 * admits exactly these): an address the API answers elsewhere is not embedded.
 */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function isEmbeddableVideo(url: string | null): url is string {
  if (!url) return false;
  try {
    return EMBED_ORIGINS.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
