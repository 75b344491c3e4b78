import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  AcademyCertificate,
  AcademyCourse,
  AcademyCourseListItem,
  AcademyLesson,
  ApiLocale,
} from '@portal/contract';
import { imageUrl } from '@portal/contract';
import {
  academyCertificates,
  academyCourses,
  academyLessonProgress,
  academyLessons,
  companies,
  users,
  type Database,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { byIdOrSlug } from '../../lib/id-or-slug';
import { assertActiveSubscription } from '../country-analyses/subscription-gate';
import type { RequestScope } from '../access/scope';
import { computeCourseProgress, createCertificateCode, toVideoEmbedUrl } from './academy-rules';

type Reader = Pick<Database, 'select'>;
type CourseRow = typeof academyCourses.$inferSelect;
type LessonRow = typeof academyLessons.$inferSelect;
type CertificateRow = typeof academyCertificates.$inferSelect;

const en = (locale: ApiLocale) => locale === 'en';

export function toCertificate(row: CertificateRow, locale: ApiLocale): AcademyCertificate {
  return {
    code: row.code,
    person_name: row.personName,
    company_name: en(locale)
      ? row.companyNameEn || row.companyNameUk
      : row.companyNameUk || row.companyNameEn,
    course_title: en(locale) ? row.courseTitleEn : row.courseTitleUk,
    issued_at: row.issuedAt.toISOString(),
  };
}

/** The published courses' lessons and the person's done lessons and certificates, for the given courses. */
async function readCourseFacts(db: Reader, userId: string, courses: CourseRow[]) {
  const ids = courses.map((course) => course.id);
  if (ids.length === 0)
    return { lessons: [] as LessonRow[], done: new Map<number, Date>(), certificates: [] };
  const [lessons, done, certificates] = await Promise.all([
    db
      .select()
      .from(academyLessons)
      .where(inArray(academyLessons.courseId, ids))
      .orderBy(asc(academyLessons.courseId), asc(academyLessons.position), asc(academyLessons.id)),
    db
      .select({ lessonId: academyLessonProgress.lessonId, completedAt: academyLessonProgress.completedAt })
      .from(academyLessonProgress)
      .innerJoin(academyLessons, eq(academyLessons.id, academyLessonProgress.lessonId))
      .where(and(eq(academyLessonProgress.userId, userId), inArray(academyLessons.courseId, ids))),
    db
      .select()
      .from(academyCertificates)
      .where(and(eq(academyCertificates.userId, userId), inArray(academyCertificates.courseId, ids))),
  ]);
  return {
    lessons,
    done: new Map(done.map((row) => [row.lessonId, row.completedAt])),
    certificates,
  };
}

function toListItem(
  course: CourseRow,
  facts: Awaited<ReturnType<typeof readCourseFacts>>,
  locale: ApiLocale,
): AcademyCourseListItem {
  const lessons = facts.lessons.filter((lesson) => lesson.courseId === course.id);
  const certificate = facts.certificates.find((row) => row.courseId === course.id);
  return {
    id: course.id,
    slug: course.slug,
    image_url: imageUrl(course.imageFileId),
    title: en(locale) ? course.titleEn : course.titleUk,
    summary: en(locale) ? course.summaryEn : course.summaryUk,
    lessons: lessons.length,
    minutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    progress: computeCourseProgress(
      lessons.filter((lesson) => facts.done.has(lesson.id)).length,
      lessons.length,
    ),
    certificate: certificate ? toCertificate(certificate, locale) : null,
  };
}

/** GET /academy/courses: the published courses in order, with the person's progress. */
export async function findAcademyCourses(options: {
  db: Reader;
  userId: string;
  locale: ApiLocale;
}): Promise<AcademyCourseListItem[]> {
  const { db, userId, locale } = options;
  const courses = await db
    .select()
    .from(academyCourses)
    .where(isNotNull(academyCourses.publishedAt))
    .orderBy(asc(academyCourses.position), asc(academyCourses.id));
  const facts = await readCourseFacts(db, userId, courses);
  return courses.map((course) => toListItem(course, facts, locale));
}

function courseCondition(idOrSlug: string | number) {
  return and(
    byIdOrSlug(academyCourses.id, academyCourses.slug, idOrSlug),
    isNotNull(academyCourses.publishedAt),
  );
}

/** GET /academy/courses/{idOrSlug}: the course, its lessons' titles and the person's progress. */
export async function getAcademyCourse(options: {
  db: Reader;
  userId: string;
  idOrSlug: string | number;
  locale: ApiLocale;
}): Promise<AcademyCourse> {
  const { db, userId, idOrSlug, locale } = options;
  const [course] = await db.select().from(academyCourses).where(courseCondition(idOrSlug)).limit(1);
  if (!course) throw new AppError('not_found', 'error.not_found');
  const facts = await readCourseFacts(db, userId, [course]);
  return {
    ...toListItem(course, facts, locale),
    description: en(locale) ? course.descriptionEn : course.descriptionUk,
    lesson_list: facts.lessons.map((lesson) => ({
      id: lesson.id,
      position: lesson.position,
      title: en(locale) ? lesson.titleEn : lesson.titleUk,
      minutes: lesson.minutes,
      has_video: toVideoEmbedUrl(lesson.videoUrl) !== null,
      completed_at: facts.done.get(lesson.id)?.toISOString() ?? null,
    })),
  };
}

/** A lesson of a published course with its course; 404 otherwise. */
async function readLesson(db: Reader, lessonId: number) {
  const [row] = await db
    .select({ lesson: academyLessons, course: academyCourses })
    .from(academyLessons)
    .innerJoin(academyCourses, eq(academyCourses.id, academyLessons.courseId))
    .where(and(eq(academyLessons.id, lessonId), isNotNull(academyCourses.publishedAt)));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /academy/lessons/{id}: a subscriber reads a lesson, with its neighbours in the course. */
export async function getAcademyLesson(options: {
  db: Reader;
  scope: RequestScope;
  lessonId: number;
  locale: ApiLocale;
}): Promise<AcademyLesson> {
  const { db, scope, lessonId, locale } = options;
  await assertActiveSubscription(db, scope);
  const { lesson, course } = await readLesson(db, lessonId);
  const siblings = await db
    .select({ id: academyLessons.id })
    .from(academyLessons)
    .where(eq(academyLessons.courseId, course.id))
    .orderBy(asc(academyLessons.position), asc(academyLessons.id));
  const index = siblings.findIndex((sibling) => sibling.id === lesson.id);
  const [done] = await db
    .select({ completedAt: academyLessonProgress.completedAt })
    .from(academyLessonProgress)
    .where(
      and(eq(academyLessonProgress.userId, scope.user.id), eq(academyLessonProgress.lessonId, lesson.id)),
    );
  const embed = toVideoEmbedUrl(lesson.videoUrl);
  return {
    id: lesson.id,
    position: lesson.position,
    title: en(locale) ? lesson.titleEn : lesson.titleUk,
    minutes: lesson.minutes,
    has_video: embed !== null,
    completed_at: done?.completedAt.toISOString() ?? null,
    course: { id: course.id, slug: course.slug, title: en(locale) ? course.titleEn : course.titleUk },
    body: en(locale) ? lesson.bodyEn : lesson.bodyUk,
    video_embed_url: embed,
    previous_id: index > 0 ? siblings[index - 1]!.id : null,
    next_id: index >= 0 && index < siblings.length - 1 ? siblings[index + 1]!.id : null,
  };
}

/**
 * POST /academy/lessons/{id}/complete: the lesson is done (once; done again keeps the first time).
 * When every lesson of the course is done, the certificate is issued in the same transaction, once
 * per person and course (the unique index decides between two last lessons at once), with the
 * person's and the company's names as they are today.
 */
export async function completeAcademyLesson(options: {
  db: Database;
  scope: RequestScope;
  lessonId: number;
  locale: ApiLocale;
}) {
  const { db, scope, lessonId, locale } = options;
  await assertActiveSubscription(db, scope);
  const { lesson, course } = await readLesson(db, lessonId);
  const userId = scope.user.id;
  return db.transaction(async (tx) => {
    // One completion of this person at a time: two last lessons at once would each count the
    // other's uncommitted row as missing, and neither would issue the certificate (READ COMMITTED).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx.insert(academyLessonProgress).values({ userId, lessonId }).onConflictDoNothing();
    const [[mark], [total], [done]] = await Promise.all([
      tx
        .select({ completedAt: academyLessonProgress.completedAt })
        .from(academyLessonProgress)
        .where(and(eq(academyLessonProgress.userId, userId), eq(academyLessonProgress.lessonId, lessonId))),
      tx.select({ value: count() }).from(academyLessons).where(eq(academyLessons.courseId, course.id)),
      tx
        .select({ value: count() })
        .from(academyLessonProgress)
        .innerJoin(academyLessons, eq(academyLessons.id, academyLessonProgress.lessonId))
        .where(and(eq(academyLessonProgress.userId, userId), eq(academyLessons.courseId, course.id))),
    ]);
    const progress = computeCourseProgress(done?.value ?? 0, total?.value ?? 0);
    let certificate: CertificateRow | undefined;
    if (progress.total > 0 && progress.done === progress.total) {
      const [person] = await tx
        .select({
          name: users.name,
          surname: users.surname,
          nameUk: companies.nameUk,
          nameEn: companies.nameEn,
          companyId: companies.id,
        })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .where(eq(users.id, userId));
      await tx
        .insert(academyCertificates)
        .values({
          code: createCertificateCode(),
          userId,
          companyId: person?.companyId ?? null,
          courseId: course.id,
          personName: [person?.name, person?.surname].filter(Boolean).join(' ') || scope.user.email,
          companyNameUk: person?.nameUk ?? '',
          companyNameEn: person?.nameEn ?? '',
          courseTitleUk: course.titleUk,
          courseTitleEn: course.titleEn,
        })
        .onConflictDoNothing({ target: [academyCertificates.userId, academyCertificates.courseId] });
      [certificate] = await tx
        .select()
        .from(academyCertificates)
        .where(and(eq(academyCertificates.userId, userId), eq(academyCertificates.courseId, course.id)));
    }
    return {
      lesson_id: lesson.id,
      completed_at: (mark?.completedAt ?? new Date()).toISOString(),
      progress,
      certificate: certificate ? toCertificate(certificate, locale) : null,
    };
  });
}

/** The person's certificate of a course; 404 until the course is completed. */
export async function getOwnCertificate(
  db: Reader,
  userId: string,
  courseId: number,
): Promise<CertificateRow> {
  const [row] = await db
    .select()
    .from(academyCertificates)
    .where(and(eq(academyCertificates.userId, userId), eq(academyCertificates.courseId, courseId)));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /academy/certificates/{code}: anyone checks what a code certifies. */
export async function verifyAcademyCertificate(options: { db: Reader; code: string; locale: ApiLocale }) {
  const { db, code, locale } = options;
  const [row] = await db
    .select()
    .from(academyCertificates)
    .where(eq(academyCertificates.code, sql`${code}`));
  return { valid: row !== undefined, certificate: row ? toCertificate(row, locale) : null };
}
