import { randomBytes } from 'node:crypto';
import { and, asc, count, countDistinct, eq, inArray, isNotNull, isNull, max, sum } from 'drizzle-orm';
import {
  imageUrl,
  type AdminCourse,
  type AdminCourseData,
  type AdminCourseListItem,
  type AdminCoursesQuery,
  type AdminLesson,
  type AdminLessonData,
  type AdminLessonMoveBody,
  type AdminLessonWithCourse,
  type FieldErrors,
} from '@portal/contract';
import {
  academyCertificates,
  academyCourses,
  academyLessonProgress,
  academyLessons,
  type Database,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { takenFieldError, writeUniqueField, type UniqueField } from '../../lib/unique-field';
import { recordAudit, type Executor } from '../audit/record-audit';
import { applyImageField } from '../files/stored-image';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { toVideoEmbedUrl } from './academy-rules';

/**
 * The academy's back office (issue 16 §6, decisions 033 and 034): courses and their lessons in
 * both languages, drafts until published, each change audited in its transaction (entity
 * `academy_course`, a lesson's change an entry of its course). The cabinet's calls read the
 * same tables, so a change is live at once.
 */

type Reader = Pick<Database, 'select'>;
type CourseRow = typeof academyCourses.$inferSelect;
type LessonRow = typeof academyLessons.$inferSelect;

/** What every back-office write is given. */
type WriteContext = { db: Database; scope: BackOfficeScope; ip: string };

// ─── Reading ────────────────────────────────────────────────────────────────────────────

/** Lessons, minutes, learners and certificates of the given courses, by course id. */
async function readCourseCounts(db: Reader, ids: number[]) {
  if (ids.length === 0) return new Map<number, Omit<Counts, never>>();
  const [lessons, learners, certificates] = await Promise.all([
    db
      .select({ courseId: academyLessons.courseId, n: count(), minutes: sum(academyLessons.minutes) })
      .from(academyLessons)
      .where(inArray(academyLessons.courseId, ids))
      .groupBy(academyLessons.courseId),
    db
      .select({ courseId: academyLessons.courseId, n: countDistinct(academyLessonProgress.userId) })
      .from(academyLessonProgress)
      .innerJoin(academyLessons, eq(academyLessons.id, academyLessonProgress.lessonId))
      .where(inArray(academyLessons.courseId, ids))
      .groupBy(academyLessons.courseId),
    db
      .select({ courseId: academyCertificates.courseId, n: count() })
      .from(academyCertificates)
      .where(inArray(academyCertificates.courseId, ids))
      .groupBy(academyCertificates.courseId),
  ]);
  const counts = new Map<number, Counts>();
  for (const id of ids) counts.set(id, { lessons: 0, minutes: 0, learners: 0, certificates: 0 });
  for (const row of lessons) {
    const entry = counts.get(row.courseId)!;
    entry.lessons = row.n;
    entry.minutes = Number(row.minutes ?? 0);
  }
  for (const row of learners) counts.get(row.courseId)!.learners = row.n;
  for (const row of certificates) counts.get(row.courseId)!.certificates = row.n;
  return counts;
}

type Counts = { lessons: number; minutes: number; learners: number; certificates: number };

function toListItem(course: CourseRow, counts: Counts | undefined): AdminCourseListItem {
  return {
    id: course.id,
    slug: course.slug,
    title: { uk: course.titleUk, en: course.titleEn },
    summary: { uk: course.summaryUk, en: course.summaryEn },
    image_url: imageUrl(course.imageFileId),
    position: course.position,
    published_at: course.publishedAt?.toISOString() ?? null,
    lessons: counts?.lessons ?? 0,
    minutes: counts?.minutes ?? 0,
    learners: counts?.learners ?? 0,
    certificates: counts?.certificates ?? 0,
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

function toAdminLesson(lesson: LessonRow, completions: number): AdminLesson {
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    position: lesson.position,
    title: { uk: lesson.titleUk, en: lesson.titleEn },
    body: { uk: lesson.bodyUk, en: lesson.bodyEn },
    video_url: lesson.videoUrl,
    video_embed_url: toVideoEmbedUrl(lesson.videoUrl),
    minutes: lesson.minutes,
    completions,
  };
}

/** How many people marked each of the lessons done, by lesson id. */
async function readCompletions(db: Reader, lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: academyLessonProgress.lessonId, n: count() })
    .from(academyLessonProgress)
    .where(inArray(academyLessonProgress.lessonId, lessonIds))
    .groupBy(academyLessonProgress.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.n]));
}

/** A course's lessons in their order (position, then the older first). */
function selectLessons(db: Reader, courseId: number) {
  return db
    .select()
    .from(academyLessons)
    .where(eq(academyLessons.courseId, courseId))
    .orderBy(asc(academyLessons.position), asc(academyLessons.id));
}

/** GET /admin/courses: every course in the cabinet's order, with its counts and the tabs' numbers. */
export async function findAdminCourses(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminCoursesQuery;
}): Promise<{ items: AdminCourseListItem[]; counts: { all: number; published: number; draft: number } }> {
  const { db, scope, query } = options;
  assertBackOfficeScope(scope);
  const where =
    query.state === 'published'
      ? isNotNull(academyCourses.publishedAt)
      : query.state === 'draft'
        ? isNull(academyCourses.publishedAt)
        : undefined;
  const [courses, [states]] = await Promise.all([
    db
      .select()
      .from(academyCourses)
      .where(where)
      .orderBy(asc(academyCourses.position), asc(academyCourses.id)),
    db.select({ all: count(), published: count(academyCourses.publishedAt) }).from(academyCourses),
  ]);
  const counts = await readCourseCounts(
    db,
    courses.map((course) => course.id),
  );
  const all = states?.all ?? 0;
  const published = states?.published ?? 0;
  return {
    items: courses.map((course) => toListItem(course, counts.get(course.id))),
    counts: { all, published, draft: all - published },
  };
}

async function readCourseRow(db: Reader, id: number): Promise<CourseRow> {
  const [course] = await db.select().from(academyCourses).where(eq(academyCourses.id, id)).limit(1);
  if (!course) throw new AppError('not_found', 'error.not_found');
  return course;
}

async function presentCourse(db: Reader, course: CourseRow): Promise<AdminCourse> {
  const [counts, lessons] = await Promise.all([
    readCourseCounts(db, [course.id]),
    selectLessons(db, course.id),
  ]);
  const completions = await readCompletions(
    db,
    lessons.map((lesson) => lesson.id),
  );
  return {
    ...toListItem(course, counts.get(course.id)),
    description: { uk: course.descriptionUk, en: course.descriptionEn },
    lesson_list: lessons.map((lesson) => toAdminLesson(lesson, completions.get(lesson.id) ?? 0)),
  };
}

/** GET /admin/courses/{id}: one course, published or draft, with its lessons in order; 404 otherwise. */
export async function getAdminCourse(options: {
  db: Reader;
  scope: BackOfficeScope;
  id: number;
}): Promise<AdminCourse> {
  assertBackOfficeScope(options.scope);
  return presentCourse(options.db, await readCourseRow(options.db, options.id));
}

/** GET /admin/courses/{id}/lessons/{lessonId}: a lesson of that course (404 for another's). */
export async function getAdminLesson(options: {
  db: Reader;
  scope: BackOfficeScope;
  courseId: number;
  lessonId: number;
}): Promise<AdminLessonWithCourse> {
  assertBackOfficeScope(options.scope);
  const { db, courseId, lessonId } = options;
  const [row] = await db
    .select({ lesson: academyLessons, course: academyCourses })
    .from(academyLessons)
    .innerJoin(academyCourses, eq(academyCourses.id, academyLessons.courseId))
    .where(and(eq(academyLessons.id, lessonId), eq(academyLessons.courseId, courseId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const completions = await readCompletions(db, [lessonId]);
  return {
    ...toAdminLesson(row.lesson, completions.get(lessonId) ?? 0),
    course: {
      id: row.course.id,
      slug: row.course.slug,
      title: { uk: row.course.titleUk, en: row.course.titleEn },
      published_at: row.course.publishedAt?.toISOString() ?? null,
    },
  };
}

// ─── The rules of a write ───────────────────────────────────────────────────────────────

function refuse(fields: FieldErrors): never {
  throw new AppError('validation_failed', 'error.validation_failed', { fields });
}

/** The texts a published course shows: its summary and description in both languages. */
function missingTexts(texts: {
  summaryUk: string;
  summaryEn: string;
  descriptionUk: string;
  descriptionEn: string;
}) {
  const fields: FieldErrors = {};
  const required = ['admin_academy.required_to_publish'];
  if (texts.summaryUk.trim() === '') fields['summary.uk'] = required;
  if (texts.summaryEn.trim() === '') fields['summary.en'] = required;
  if (texts.descriptionUk.trim() === '') fields['description.uk'] = required;
  if (texts.descriptionEn.trim() === '') fields['description.en'] = required;
  return fields;
}

/**
 * The lesson's video as stored: none, or an address the lesson page embeds (the academy's own
 * rule, `toVideoEmbedUrl`); anything else is 422 on `video_url`.
 */
function checkVideoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (toVideoEmbedUrl(url) === null) refuse({ video_url: ['admin_academy.video_not_embeddable'] });
  return url;
}

/** A readable slug from the English title: lower-case words, never digits only (those read as ids). */
export function courseSlugOf(title: string, tail?: string): string {
  const words =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'course';
  const base = /[a-z]/.test(words) ? words : `course-${words}`;
  return [base, tail].filter(Boolean).join('-');
}

const SLUG: UniqueField = { field: 'slug', messageKey: 'admin_academy.slug_taken' };

/** What the audit log keeps of a course: its fields, the long texts by their lengths. */
function courseAuditView(row: CourseRow): Record<string, unknown> {
  return {
    slug: row.slug,
    title_uk: row.titleUk,
    title_en: row.titleEn,
    summary_uk: row.summaryUk,
    summary_en: row.summaryEn,
    description_length: [row.descriptionUk.length, row.descriptionEn.length],
    position: row.position,
    image_file_id: row.imageFileId,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a lesson (an entry of its course). */
function lessonAuditView(row: LessonRow): Record<string, unknown> {
  return {
    lesson_id: row.id,
    position: row.position,
    title_uk: row.titleUk,
    title_en: row.titleEn,
    body_length: [row.bodyUk.length, row.bodyEn.length],
    video_url: row.videoUrl,
    minutes: row.minutes,
  };
}

/** The course locked for the change (one change of a course and its lessons at a time); 404 otherwise. */
async function lockCourse(tx: Executor, id: number): Promise<CourseRow> {
  const [course] = await tx.select().from(academyCourses).where(eq(academyCourses.id, id)).for('update');
  if (!course) throw new AppError('not_found', 'error.not_found');
  return course;
}

async function audit(
  tx: Executor,
  context: WriteContext,
  action: string,
  courseId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await recordAudit(tx, {
    actor: actorOfScope(context.scope, context.ip),
    action,
    entityType: 'academy_course',
    entityId: String(courseId),
    before,
    after,
  });
}

// ─── Courses ────────────────────────────────────────────────────────────────────────────

function courseColumns(body: AdminCourseData) {
  return {
    titleUk: body.title.uk,
    titleEn: body.title.en,
    summaryUk: body.summary.uk,
    summaryEn: body.summary.en,
    descriptionUk: body.description.uk,
    descriptionEn: body.description.en,
  };
}

/** POST /admin/courses: a new course, a draft until published; audited (`create`, entity `academy_course`). */
export async function createAdminCourse(
  context: WriteContext & { body: AdminCourseData },
): Promise<AdminCourse> {
  const { db, scope, body } = context;
  assertBackOfficeScope(scope);
  const image = body.image;
  const course = await db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(academyCourses.position) }).from(academyCourses);
    const imageFileId = await applyImageField(tx, image, null, scope.user.id);
    const values = {
      ...courseColumns(body),
      position: body.position ?? (last?.position ?? -1) + 1,
      imageFileId,
    };
    let inserted: CourseRow | undefined;
    for (let attempt = 0; !inserted && attempt < 5; attempt++) {
      const slug =
        body.slug ?? courseSlugOf(body.title.en, attempt === 0 ? undefined : randomBytes(3).toString('hex'));
      [inserted] = await tx
        .insert(academyCourses)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: academyCourses.slug })
        .returning();
      if (!inserted && body.slug !== undefined) throw takenFieldError(SLUG);
    }
    if (!inserted) throw new Error('no free slug for a course');
    await audit(tx, context, 'create', inserted.id, null, courseAuditView(inserted));
    return inserted;
  });
  return presentCourse(db, course);
}

/**
 * PUT /admin/courses/{id}: the course rewritten, live at once when published (a published course
 * keeps its summary and description in both languages). Audited (`update`).
 */
export async function updateAdminCourse(
  context: WriteContext & { id: number; body: AdminCourseData },
): Promise<AdminCourse> {
  const { db, scope, body, id } = context;
  assertBackOfficeScope(scope);
  const image = body.image;
  await readCourseRow(db, id);
  // The slug's unique index decides whether it is free, also against a rename at the same moment.
  const course = await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      const before = await lockCourse(tx, id);
      const columns = courseColumns(body);
      if (before.publishedAt) {
        const missing = missingTexts(columns);
        if (Object.keys(missing).length > 0) refuse(missing);
      }
      const imageFileId = await applyImageField(tx, image, before.imageFileId, scope.user.id);
      const [after] = await tx
        .update(academyCourses)
        .set({
          ...columns,
          ...(body.position !== undefined ? { position: body.position } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          imageFileId,
          updatedAt: new Date(),
        })
        .where(eq(academyCourses.id, id))
        .returning();
      await audit(tx, context, 'update', id, courseAuditView(before), courseAuditView(after!));
      return after!;
    }),
  );
  return presentCourse(db, course);
}

/**
 * POST /admin/courses/{id}/publish and /unpublish: the cabinet shows the course from now on, or
 * no longer (its learners' progress and certificates stay). Publishing needs a lesson and the
 * texts in both languages (409 `admin_academy.publish_incomplete` naming what is missing). Doing
 * what is already done changes nothing (a publication keeps its date) and is not audited.
 */
export async function setCoursePublished(
  context: WriteContext & { id: number; published: boolean },
): Promise<AdminCourse> {
  const { db, scope, id, published } = context;
  assertBackOfficeScope(scope);
  const course = await db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if ((before.publishedAt !== null) === published) return before;
    if (published) {
      const [lessons] = await tx
        .select({ n: count() })
        .from(academyLessons)
        .where(eq(academyLessons.courseId, id));
      const missing = missingTexts(before);
      if ((lessons?.n ?? 0) === 0) missing['lessons'] = ['admin_academy.publish_needs_lesson'];
      if (Object.keys(missing).length > 0) {
        throw new AppError('conflict', 'admin_academy.publish_incomplete', { fields: missing });
      }
    }
    const now = new Date();
    const [after] = await tx
      .update(academyCourses)
      .set({ publishedAt: published ? now : null, updatedAt: now })
      .where(eq(academyCourses.id, id))
      .returning();
    await audit(
      tx,
      context,
      published ? 'publish' : 'unpublish',
      id,
      courseAuditView(before),
      courseAuditView(after!),
    );
    return after!;
  });
  return presentCourse(db, course);
}

// ─── Lessons ────────────────────────────────────────────────────────────────────────────

/**
 * Puts the course's lessons in the given order, numbered from 0 (only the rows whose place
 * changes are written). Answers the lessons as they now stand.
 */
async function renumber(tx: Executor, ordered: LessonRow[]): Promise<LessonRow[]> {
  const result: LessonRow[] = [];
  for (const [index, lesson] of ordered.entries()) {
    if (lesson.position !== index) {
      await tx.update(academyLessons).set({ position: index }).where(eq(academyLessons.id, lesson.id));
    }
    result.push({ ...lesson, position: index });
  }
  return result;
}

/** The lessons with `lesson` taken out and put back at `index` (clamped to the ends). */
function placeAt(lessons: LessonRow[], lesson: LessonRow, index: number): LessonRow[] {
  const others = lessons.filter((other) => other.id !== lesson.id);
  const at = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, at), lesson, ...others.slice(at)];
}

async function touchCourse(tx: Executor, courseId: number) {
  await tx.update(academyCourses).set({ updatedAt: new Date() }).where(eq(academyCourses.id, courseId));
}

/** The lesson of the locked course, or 404 (a lesson of another course too). */
function findLesson(lessons: LessonRow[], lessonId: number): LessonRow {
  const lesson = lessons.find((row) => row.id === lessonId);
  if (!lesson) throw new AppError('not_found', 'error.not_found');
  return lesson;
}

/** POST /admin/courses/{id}/lessons: a lesson added last or at `position`. Audited (`academy_lesson.create`). */
export async function createAdminLesson(
  context: WriteContext & { courseId: number; body: AdminLessonData },
): Promise<AdminLessonWithCourse> {
  const { db, scope, courseId, body } = context;
  assertBackOfficeScope(scope);
  const videoUrl = checkVideoUrl(body.video_url);
  const lessonId = await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const lessons = await selectLessons(tx, courseId);
    const [inserted] = await tx
      .insert(academyLessons)
      .values({
        courseId,
        position: lessons.length,
        titleUk: body.title.uk,
        titleEn: body.title.en,
        bodyUk: body.body.uk,
        bodyEn: body.body.en,
        videoUrl,
        minutes: body.minutes ?? 10,
      })
      .returning();
    const ordered = await renumber(
      tx,
      placeAt([...lessons, inserted!], inserted!, body.position ?? lessons.length),
    );
    await touchCourse(tx, courseId);
    await audit(
      tx,
      context,
      'academy_lesson.create',
      courseId,
      null,
      lessonAuditView(findLesson(ordered, inserted!.id)),
    );
    return inserted!.id;
  });
  return getAdminLesson({ db, scope, courseId, lessonId });
}

/**
 * PUT /admin/courses/{id}/lessons/{lessonId}: the lesson rewritten (minutes and place left out
 * are kept), live at once when the course is published. Audited (`academy_lesson.update`).
 */
export async function updateAdminLesson(
  context: WriteContext & { courseId: number; lessonId: number; body: AdminLessonData },
): Promise<AdminLessonWithCourse> {
  const { db, scope, courseId, lessonId, body } = context;
  assertBackOfficeScope(scope);
  const videoUrl = checkVideoUrl(body.video_url);
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const lessons = await selectLessons(tx, courseId);
    const before = findLesson(lessons, lessonId);
    const [updated] = await tx
      .update(academyLessons)
      .set({
        titleUk: body.title.uk,
        titleEn: body.title.en,
        bodyUk: body.body.uk,
        bodyEn: body.body.en,
        videoUrl,
        ...(body.minutes !== undefined ? { minutes: body.minutes } : {}),
      })
      .where(eq(academyLessons.id, lessonId))
      .returning();
    const ordered =
      body.position === undefined
        ? lessons.map((lesson) => (lesson.id === lessonId ? updated! : lesson))
        : await renumber(tx, placeAt(lessons, updated!, body.position));
    await touchCourse(tx, courseId);
    await audit(
      tx,
      context,
      'academy_lesson.update',
      courseId,
      lessonAuditView(before),
      lessonAuditView(findLesson(ordered, lessonId)),
    );
  });
  return getAdminLesson({ db, scope, courseId, lessonId });
}

/**
 * POST /admin/courses/{id}/lessons/{lessonId}/move: one place up or down, or to a place; the
 * first moved up (the last down) stays, and a move that changes nothing is not audited.
 */
export async function moveAdminLesson(
  context: WriteContext & { courseId: number; lessonId: number; body: AdminLessonMoveBody },
): Promise<AdminCourse> {
  const { db, scope, courseId, lessonId, body } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const lessons = await selectLessons(tx, courseId);
    const lesson = findLesson(lessons, lessonId);
    const from = lessons.indexOf(lesson);
    const to =
      body.direction === 'up' ? from - 1 : body.direction === 'down' ? from + 1 : (body.position ?? from);
    const ordered = await renumber(tx, placeAt(lessons, lesson, to));
    const after = findLesson(ordered, lessonId);
    if (after.position === from && lesson.position === from) return;
    await touchCourse(tx, courseId);
    await audit(
      tx,
      context,
      'academy_lesson.move',
      courseId,
      { lesson_id: lessonId, position: lesson.position },
      { lesson_id: lessonId, position: after.position },
    );
  });
  return getAdminCourse({ db, scope, id: courseId });
}

/**
 * DELETE /admin/courses/{id}/lessons/{lessonId}: a lesson no one has completed is removed (its
 * successors move up). A lesson someone marked done stays (409 `admin_academy.lesson_has_progress`):
 * removing it would take away that person's progress, and those who did every other lesson
 * would complete the course without the certificate its last lesson issues. The only lesson of a
 * published course stays too (409 `admin_academy.last_lesson_published`). Audited.
 */
export async function deleteAdminLesson(
  context: WriteContext & { courseId: number; lessonId: number },
): Promise<AdminCourse> {
  const { db, scope, courseId, lessonId } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    const lessons = await selectLessons(tx, courseId);
    const lesson = findLesson(lessons, lessonId);
    // A completion at this moment waits for this lock (its progress row names the lesson), so
    // the count below sees it or it fails on the lesson's removal.
    await tx
      .select({ id: academyLessons.id })
      .from(academyLessons)
      .where(eq(academyLessons.id, lessonId))
      .for('update');
    const [done] = await tx
      .select({ n: count() })
      .from(academyLessonProgress)
      .where(eq(academyLessonProgress.lessonId, lessonId));
    if ((done?.n ?? 0) > 0) throw new AppError('conflict', 'admin_academy.lesson_has_progress');
    if (course.publishedAt && lessons.length === 1) {
      throw new AppError('conflict', 'admin_academy.last_lesson_published');
    }
    await tx.delete(academyLessons).where(eq(academyLessons.id, lessonId));
    await renumber(
      tx,
      lessons.filter((row) => row.id !== lessonId),
    );
    await touchCourse(tx, courseId);
    await audit(tx, context, 'academy_lesson.delete', courseId, lessonAuditView(lesson), null);
  });
  return getAdminCourse({ db, scope, id: courseId });
}
