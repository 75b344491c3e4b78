import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Customs classification, HS 2022 / УКТ ЗЕД (spec §3), imported from reference/hs.
 * `nameUk` is empty where no clean official Ukrainian text exists (see its README).
 * `searchName` and `searchNotes` are the stems of the row's names and of the names around it
 * (toHsSearchText, written at import): the search ranks a match in the name above one in the notes.
 */
export const hsSections = pgTable('hs_sections', {
  code: text().primaryKey(),
  number: integer().notNull().unique(),
  nameEn: text().notNull(),
  nameUk: text().notNull(),
  chapterFrom: text().notNull(),
  chapterTo: text().notNull(),
});

export const hsChapters = pgTable(
  'hs_chapters',
  {
    code: text().primaryKey(),
    sectionNumber: integer()
      .notNull()
      .references(() => hsSections.number),
    nameEn: text().notNull(),
    nameUk: text().notNull(),
    searchName: text().notNull().default(''),
    searchNotes: text().notNull().default(''),
  },
  (t) => [index('hs_chapters_section_idx').on(t.sectionNumber)],
);

export const hsHeadings = pgTable(
  'hs_headings',
  {
    code: text().primaryKey(),
    chapterCode: text()
      .notNull()
      .references(() => hsChapters.code),
    nameEn: text().notNull(),
    nameUk: text().notNull(),
    searchName: text().notNull().default(''),
    searchNotes: text().notNull().default(''),
  },
  (t) => [index('hs_headings_chapter_idx').on(t.chapterCode)],
);

export const hsSubheadings = pgTable(
  'hs_subheadings',
  {
    code: text().primaryKey(),
    headingCode: text()
      .notNull()
      .references(() => hsHeadings.code),
    nameEn: text().notNull(),
    nameUk: text().notNull(),
    searchName: text().notNull().default(''),
    searchNotes: text().notNull().default(''),
  },
  (t) => [index('hs_subheadings_heading_idx').on(t.headingCode)],
);
