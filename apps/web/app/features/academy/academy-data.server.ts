import { data, redirect } from 'react-router';
import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { streamApiFile } from '../../lib/api-file.server';
import { isApiError } from '../../lib/api-error';
import { type RouteContext } from '../../lib/app-context';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  certificateCheckPath,
  COMPLETE_INTENT,
  COMPLETE_LESSON_FIELDS,
  isCertificateCode,
  normalizeCertificateCode,
  type LessonCompletion,
  readAcademyId,
} from './academy-query';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/** An id in the address, or the 404 page without asking the API. */
function requireId(raw: string | undefined): number {
  const id = readAcademyId(raw);
  if (id === null) notFound();
  return id;
}

/** /profile/pro-services/academy (every company): the published courses with the person's progress. */
export async function loadAcademyCourses(input: LoaderInput) {
  return { courses: await serverApi(input).call(endpoints.listAcademyCourses) };
}

/** /profile/pro-services/academy/courses/{id} (every company: the outline): the course, its lessons and the person's progress. */
export async function loadAcademyCourse(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  // A 404 (unknown, unpublished) or 422 of the API is the 404 page.
  return readRecord(async () => ({
    course: await serverApi(input).call(endpoints.getAcademyCourse, { params: { idOrSlug: String(id) } }),
  }));
}

/**
 * /profile/pro-services/academy/lessons/{id}: the lesson (subscribers only) and its course's
 * progress and certificate. Without a subscription (403 `subscription.required`) the page says
 * so, with the status 403, instead of the lesson.
 */
export async function loadAcademyLesson(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const api = serverApi(input);
  try {
    return await readRecord(async () => {
      const lesson = await api.call(endpoints.getAcademyLesson, { params: { id } });
      const course = await api.call(endpoints.getAcademyCourse, {
        params: { idOrSlug: String(lesson.course.id) },
      });
      return { locked: false as const, lesson, course };
    });
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      return data({ locked: true as const, lesson: null, course: null }, { status: 403 });
    }
    throw error;
  }
}

/**
 * The lesson page's 'mark as done' (`completeAcademyLesson`): the course's progress, and its
 * certificate once every lesson is done; a refusal comes back with the API's message.
 */
export function createLessonHandlers(rawId: string | undefined) {
  return {
    [COMPLETE_INTENT]: defineFormHandler<LessonCompletion>({
      fields: COMPLETE_LESSON_FIELDS,
      async submit({ api }) {
        const id = requireId(rawId);
        return { data: await api.call(endpoints.completeAcademyLesson, { params: { id } }) };
      },
    }),
  };
}

/**
 * GET /profile/pro-services/academy/courses/{id}/certificate.pdf, a resource route: the person's
 * certificate from the API (`downloadAcademyCertificate`) with the session, in the page's
 * language, so the course page's link is a plain one. Before the course is completed: 404.
 */
export function streamAcademyCertificate({
  id: rawId,
  ...input
}: LoaderInput & { id: string | undefined }): Promise<Response> {
  const id = requireId(rawId);
  return streamApiFile({ ...input, entry: endpoints.downloadAcademyCertificate, params: { id: String(id) } });
}

/**
 * /academy/certificates/{code} (public, spec §2's layout): what a code certifies. The check form's
 * `?code=` and a code typed in another case or with spaces go to the code's own address; a code
 * no certificate has (or that cannot be one) is a normal page with the status 404.
 */
export async function loadCertificateCheck(input: LoaderInput & { code: string | undefined }) {
  const url = new URL(input.request.url);
  const locale = getLocaleFromPath(url.pathname);
  const toCode = (code: string) => redirect(localizePath(certificateCheckPath(code), locale));
  const typed = url.searchParams.get('code');
  // The check form (GET): the typed code's own address; an empty form stays on this code.
  if (typed !== null) throw toCode(normalizeCertificateCode(typed) ?? input.code ?? '');
  const code = normalizeCertificateCode(input.code) ?? '';
  if (code !== '' && code !== input.code) throw toCode(code);
  if (isCertificateCode(code)) {
    const answer = await serverApi(input).call(endpoints.verifyAcademyCertificate, { params: { code } });
    if (answer.valid && answer.certificate) return { code, certificate: answer.certificate };
  }
  return data({ code, certificate: null }, { status: 404 });
}
