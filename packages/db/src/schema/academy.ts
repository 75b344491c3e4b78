import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';

/** A course of the academy (issue 16 §3, decision 033), in both languages; shown once published. */
export const academyCourses = pgTable('academy_courses', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  titleUk: text().notNull(),
  titleEn: text().notNull(),
  summaryUk: text().notNull().default(''),
  summaryEn: text().notNull().default(''),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  position: integer().notNull().default(0),
  /** The cover picture (decision 034), a kept image; removed with it. */
  imageFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
  publishedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A lesson: text in both languages and, optionally, an embeddable video address. */
export const academyLessons = pgTable(
  'academy_lessons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    bodyUk: text().notNull(),
    bodyEn: text().notNull(),
    videoUrl: text(),
    minutes: integer().notNull().default(10),
  },
  (t) => [index('academy_lessons_course_idx').on(t.courseId, t.position)],
);

/** A lesson a person marked done (a row while done; done again keeps the first time). */
export const academyLessonProgress = pgTable(
  'academy_lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * A certificate of a completed course: once per person and course; the names are kept as they
 * were on the day, so a later change of the course or the company does not change what it says.
 */
export const academyCertificates = pgTable(
  'academy_certificates',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    courseId: integer()
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    personName: text().notNull(),
    companyNameUk: text().notNull(),
    companyNameEn: text().notNull(),
    courseTitleUk: text().notNull(),
    courseTitleEn: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('academy_certificates_person_course').on(t.userId, t.courseId)],
);
