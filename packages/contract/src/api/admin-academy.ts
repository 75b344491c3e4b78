import { z } from 'zod';
import { envelope } from '../envelope';
import { EnglishOnlyParagraphsSchema, EnglishOnlyTextSchema, RowIdParamSchema } from '../validators';
import { ImageFieldSchema, ImageUrlSchema } from './images';
import { requiredText } from './public-forms';

/**
 * The academy's back office (issue 16 §6, decisions 033 and 034): courses and their lessons in
 * both languages, written as drafts and published; a course's picture; the order of its lessons.
 */

const TimestampSchema = z.string().describe('ISO 8601');

/** The limits of the editors' fields (the pages show the same). */
export const ADMIN_ACADEMY_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  summaryMax: 500,
  descriptionMax: 10_000,
  lessonBodyMin: 20,
  lessonBodyMax: 50_000,
  videoUrlMax: 500,
  minutesMin: 1,
  minutesMax: 600,
  positionMax: 10_000,
} as const;

const L = ADMIN_ACADEMY_LIMITS;

const bilingualTitle = z.strictObject({
  uk: requiredText(L.titleMin, L.titleMax),
  /** English-only rule of spec §5. */
  en: EnglishOnlyTextSchema.pipe(requiredText(L.titleMin, L.titleMax)),
});

/** A text a draft may leave empty (publishing needs it in both languages). */
const draftText = (max: number) =>
  z.strictObject({
    uk: z.string().trim().max(max),
    en: EnglishOnlyParagraphsSchema.pipe(z.string().trim().max(max)),
  });

const PositionSchema = z
  .number({ message: 'validation.invalid_value' })
  .int({ message: 'validation.invalid_value' })
  .min(0)
  .max(L.positionMax);

/** A slug of the course's address: lower-case words of letters and digits joined by hyphens, not only digits. */
export const CourseSlugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'validation.invalid_value' })
  .refine((value) => /[a-z]/.test(value), { message: 'validation.invalid_value' });

export const AdminCourseParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const AdminLessonParamsSchema = z.strictObject({ id: RowIdParamSchema, lessonId: RowIdParamSchema });

/**
 * `POST /admin/courses` and `PUT /admin/courses/{id}`: the course in both languages. The summary
 * and the description may stay empty while it is a draft; a published course needs them.
 */
export const AdminCourseBodySchema = z.strictObject({
  title: bilingualTitle,
  /** One or two sentences: the course's card in the cabinet. */
  summary: draftText(L.summaryMax),
  /** Paragraphs (blank lines between): the course's page. */
  description: draftText(L.descriptionMax),
  /** The course's place among the courses (the lowest first); left out: after the others (create) or kept. */
  position: PositionSchema.optional(),
  /** Left out: made from the English title on create, kept on edit. */
  slug: CourseSlugSchema.optional(),
  /** The cover picture (decision 034): left out keeps it, null removes it, an upload replaces it. */
  image: ImageFieldSchema,
});
export type AdminCourseBody = z.input<typeof AdminCourseBodySchema>;
export type AdminCourseData = z.output<typeof AdminCourseBodySchema>;

/**
 * `POST /admin/courses/{id}/lessons` and `PUT …/lessons/{lessonId}`: a lesson in both languages
 * and, optionally, a video the lesson page embeds (YouTube or Vimeo, over https; decision 033 §5).
 */
export const AdminLessonBodySchema = z.strictObject({
  title: bilingualTitle,
  /** Paragraphs (blank lines between). */
  body: z.strictObject({
    uk: requiredText(L.lessonBodyMin, L.lessonBodyMax),
    en: EnglishOnlyParagraphsSchema.pipe(requiredText(L.lessonBodyMin, L.lessonBodyMax)),
  }),
  /** A YouTube or Vimeo address (422 `admin_academy.video_not_embeddable` otherwise); '' or null: none. */
  video_url: z
    .string()
    .trim()
    .max(L.videoUrlMax)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  minutes: z
    .number({ message: 'validation.invalid_value' })
    .int({ message: 'validation.invalid_value' })
    .min(L.minutesMin)
    .max(L.minutesMax)
    .optional()
    .describe('How long the lesson takes; left out: 10 (create) or kept'),
  /** Its place in the course from 0 (the first); left out: last (create) or kept. */
  position: PositionSchema.optional(),
});
export type AdminLessonBody = z.input<typeof AdminLessonBodySchema>;
export type AdminLessonData = z.output<typeof AdminLessonBodySchema>;

/** `POST …/lessons/{lessonId}/move`: one place up or down, or to a place (from 0). */
export const AdminLessonMoveBodySchema = z
  .strictObject({
    direction: z.enum(['up', 'down']).optional(),
    position: PositionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.direction === undefined) === (body.position === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['direction'], message: 'admin_academy.move_one_way' });
    }
  });
export type AdminLessonMoveBody = z.input<typeof AdminLessonMoveBodySchema>;

export const AdminCoursesQuerySchema = z.strictObject({
  state: z.enum(['published', 'draft']).optional().describe('Default: both'),
});
export type AdminCoursesQuery = z.infer<typeof AdminCoursesQuerySchema>;

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });

export const AdminCourseListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: BilingualSchema,
  summary: BilingualSchema,
  image_url: ImageUrlSchema,
  position: z.number().int(),
  /** null while it is a draft the cabinet does not show. */
  published_at: TimestampSchema.nullable(),
  lessons: z.number().int(),
  minutes: z.number().int().describe('The lessons’ total length'),
  /** People who completed at least one of its lessons. */
  learners: z.number().int(),
  certificates: z.number().int(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type AdminCourseListItem = z.infer<typeof AdminCourseListItemSchema>;

export const AdminLessonSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  position: z.number().int(),
  title: BilingualSchema,
  body: BilingualSchema,
  video_url: z.string().nullable(),
  /** The player the lesson page embeds; null for a text lesson. */
  video_embed_url: z.string().nullable(),
  minutes: z.number().int(),
  /** People who marked it done. */
  completions: z.number().int(),
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminCourseSchema = AdminCourseListItemSchema.extend({
  description: BilingualSchema,
  lesson_list: z.array(AdminLessonSchema),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;
export const AdminCourseResponseSchema = envelope(AdminCourseSchema);

export const AdminCoursesResponseSchema = envelope(
  z.object({
    items: z.array(AdminCourseListItemSchema),
    /** Every course by state, for the list's tabs (whatever `state` asked). */
    counts: z.object({ all: z.number().int(), published: z.number().int(), draft: z.number().int() }),
  }),
);

/** A lesson with the course it belongs to (its editor's page). */
export const AdminLessonWithCourseSchema = AdminLessonSchema.extend({
  course: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: BilingualSchema,
    published_at: TimestampSchema.nullable(),
  }),
});
export type AdminLessonWithCourse = z.infer<typeof AdminLessonWithCourseSchema>;
export const AdminLessonResponseSchema = envelope(AdminLessonWithCourseSchema);

/** Example bodies of the back office's academy calls (the document, the access matrix). */
export const ADMIN_COURSE_EXAMPLE = {
  title: { uk: 'Митне оформлення', en: 'Customs clearance' },
  summary: {
    uk: 'Документи та кроки митного оформлення експортної поставки.',
    en: 'The documents and steps of clearing an export shipment.',
  },
  description: {
    uk: 'Три уроки про експортну декларацію, сертифікати походження та роботу з брокером.',
    en: 'Three lessons on the export declaration, certificates of origin and working with a broker.',
  },
} as const satisfies AdminCourseBody;

export const ADMIN_LESSON_EXAMPLE = {
  title: { uk: 'Експортна декларація', en: 'The export declaration' },
  body: {
    uk: 'Декларацію подає експортер або його брокер до відвантаження товару.',
    en: 'The exporter or its broker files the declaration before the goods are shipped.',
  },
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  minutes: 12,
} as const satisfies AdminLessonBody;
