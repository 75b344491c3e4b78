import { z } from 'zod';
import {
  AcademyCourseIdParamsSchema,
  AcademyCourseListResponseSchema,
  AcademyCourseParamsSchema,
  AcademyCourseResponseSchema,
  AcademyLessonCompletionResponseSchema,
  AcademyLessonParamsSchema,
  AcademyLessonResponseSchema,
  CertificateCodeParamsSchema,
  CertificateVerificationResponseSchema,
} from '../api/academy';
import { endpoint } from '../endpoint';

/** The academy (issue 16 §3, decision 033): courses, lessons, progress, certificates. */

const tags = ['academy'] as const;
const SUBSCRIBERS =
  'Needs a company with an active subscription (403 `subscription.required`; DOMAIN.md: the academy is a ' +
  'professional service).';

export const listAcademyCourses = endpoint({
  operationId: 'listAcademyCourses',
  method: 'GET',
  path: '/academy/courses',
  access: 'session',
  tags,
  summary: 'The published courses with the person’s progress and certificate',
  description: 'Anyone signed in sees what the academy offers; the lessons themselves need a subscription.',
  response: AcademyCourseListResponseSchema,
});

export const getAcademyCourse = endpoint({
  operationId: 'getAcademyCourse',
  method: 'GET',
  path: '/academy/courses/{idOrSlug}',
  access: 'session',
  tags,
  summary: 'One course with its lessons (titles) and the person’s progress',
  description: 'An unknown or unpublished course: 404.',
  params: AcademyCourseParamsSchema,
  response: AcademyCourseResponseSchema,
});

export const getAcademyLesson = endpoint({
  operationId: 'getAcademyLesson',
  method: 'GET',
  path: '/academy/lessons/{id}',
  access: 'session',
  scope: 'caller',
  tags,
  summary: 'One lesson: its text and video, with the previous and next',
  description: `${SUBSCRIBERS} A lesson of an unpublished course: 404.`,
  params: AcademyLessonParamsSchema,
  response: AcademyLessonResponseSchema,
});

export const completeAcademyLesson = endpoint({
  operationId: 'completeAcademyLesson',
  method: 'POST',
  path: '/academy/lessons/{id}/complete',
  access: 'session',
  scope: 'caller',
  tags,
  summary: 'Mark a lesson done; the last one of a course issues its certificate',
  description:
    'Idempotent: a lesson done again keeps its first time. When every lesson of the course is done the ' +
    'certificate is issued once (the person and the company named, the course, the date, a code) and ' +
    `answered. ${SUBSCRIBERS}`,
  params: AcademyLessonParamsSchema,
  response: AcademyLessonCompletionResponseSchema,
});

export const downloadAcademyCertificate = endpoint({
  operationId: 'downloadAcademyCertificate',
  method: 'GET',
  path: '/academy/courses/{id}/certificate.pdf',
  access: 'session',
  tags,
  produces: 'application/pdf',
  summary: 'The person’s certificate of a completed course, as PDF',
  description: 'In the language of X-Localization; 404 until the course is completed.',
  params: AcademyCourseIdParamsSchema,
  response: z.file().mime('application/pdf'),
});

export const verifyAcademyCertificate = endpoint({
  operationId: 'verifyAcademyCertificate',
  method: 'GET',
  path: '/academy/certificates/{code}',
  access: 'public',
  tags,
  summary: 'Check a certificate by its code (anyone, e.g. a buyer the exporter shows it to)',
  description: 'A well-formed code no certificate has answers `valid: false`; a malformed one 422.',
  params: CertificateCodeParamsSchema,
  response: CertificateVerificationResponseSchema,
});
