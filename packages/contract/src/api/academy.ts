import { z } from 'zod';
import { RowIdParamSchema } from '../validators';
import { ImageUrlSchema } from './images';
import { envelope } from '../envelope';
import { TimestampSchema } from './requests';

/**
 * The academy (issue 16 §3, DOMAIN.md 'Professional services'): courses of lessons (text and an
 * embedded video link, both languages), each person's progress per lesson, and a certificate
 * (PDF, checkable by its code on a public page) when a course is completed. Decision 033.
 */

/** A certificate's code: 'EXP-' and ten letters or digits of Crockford's base 32 (no I, L, O, U). */
export const CERTIFICATE_CODE_PATTERN = /^EXP-[0-9A-HJKMNP-TV-Z]{10}$/;

export const AcademyCourseParamsSchema = z.strictObject({
  idOrSlug: z
    .string()
    .max(200, { message: 'validation.invalid_value' })
    .regex(/^[a-z0-9-]+$/, { message: 'validation.invalid_value' }),
});
export const AcademyCourseIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const AcademyLessonParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const CertificateCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CERTIFICATE_CODE_PATTERN, { message: 'validation.invalid_value' }),
});

/** The signed-in person's progress in a course. */
export const CourseProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  /** Rounded down, so 100 only when every lesson is done. */
  percent: z.number().int(),
});

export const AcademyCertificateSchema = z.object({
  code: z.string(),
  person_name: z.string(),
  company_name: z.string(),
  course_title: z.string().describe('In the language of X-Localization'),
  issued_at: TimestampSchema,
});
export type AcademyCertificate = z.infer<typeof AcademyCertificateSchema>;

export const AcademyCourseListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string().describe('In the language of X-Localization'),
  summary: z.string(),
  lessons: z.number().int(),
  minutes: z.number().int().describe('The lessons’ total length'),
  progress: CourseProgressSchema,
  certificate: AcademyCertificateSchema.nullable(),
  /** The course's cover picture. */
  image_url: ImageUrlSchema,
});
export type AcademyCourseListItem = z.infer<typeof AcademyCourseListItemSchema>;
export const AcademyCourseListResponseSchema = envelope(z.array(AcademyCourseListItemSchema));

export const AcademyLessonSummarySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  has_video: z.boolean(),
  completed_at: TimestampSchema.nullable(),
});

export const AcademyCourseSchema = AcademyCourseListItemSchema.extend({
  description: z.string(),
  lesson_list: z.array(AcademyLessonSummarySchema),
});
export type AcademyCourse = z.infer<typeof AcademyCourseSchema>;
export const AcademyCourseResponseSchema = envelope(AcademyCourseSchema);

export const AcademyLessonSchema = AcademyLessonSummarySchema.extend({
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  body: z.string(),
  /** An embeddable https address (YouTube's or Vimeo's player); null for a text lesson. */
  video_embed_url: z.string().nullable(),
  previous_id: z.number().int().nullable(),
  next_id: z.number().int().nullable(),
});
export type AcademyLesson = z.infer<typeof AcademyLessonSchema>;
export const AcademyLessonResponseSchema = envelope(AcademyLessonSchema);

/** The answer of completing a lesson: the course's progress, and the certificate once every lesson is done. */
export const AcademyLessonCompletionResponseSchema = envelope(
  z.object({
    lesson_id: z.number().int(),
    completed_at: TimestampSchema,
    progress: CourseProgressSchema,
    certificate: AcademyCertificateSchema.nullable(),
  }),
);

/** The public check of a certificate's code: what it certifies, or `valid: false`. */
export const CertificateVerificationResponseSchema = envelope(
  z.object({
    valid: z.boolean(),
    certificate: AcademyCertificateSchema.nullable(),
  }),
);
