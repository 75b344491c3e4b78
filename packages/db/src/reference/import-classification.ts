import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../client';
import { hsChapters, hsHeadings, hsSections, hsSubheadings } from '../schema';
import { parseCsv } from './csv';
import { HS_SEARCH_TEXT_VERSION, toHsSearchText } from './hs-search-text';
import { upsertInChunks } from './upsert';
import type { ReferenceDataSet } from './types';

/** The four levels, then the everyday names of headings that only the search reads. */
const FILES = [
  'sections.csv',
  'chapters.csv',
  'headings.csv',
  'subheadings.csv',
  'everyday-names.csv',
] as const;

/** HS 2022 / УКТ ЗЕД from reference/hs (sources and licences in its README). */
export const classificationDataSet: ReferenceDataSet = {
  name: 'hs-classification',
  async read(referenceDir) {
    const texts = await Promise.all(FILES.map((file) => readFile(join(referenceDir, 'hs', file), 'utf8')));
    // The stemmer's version is part of the checksum: a new stemmer re-imports the search columns.
    const checksumInput = [HS_SEARCH_TEXT_VERSION, ...texts].join('\u0000');
    return { checksumInput, load: (db) => loadClassification(db, texts) };
  },
};

async function loadClassification(db: Database, texts: string[]): Promise<number> {
  const [sections, chapters, headings, subheadings, everydayNames] = texts.map(parseCsv) as [
    Record<string, string>[],
    Record<string, string>[],
    Record<string, string>[],
    Record<string, string>[],
    Record<string, string>[],
  ];
  await upsertInChunks(
    db,
    hsSections,
    hsSections.code,
    sections.map((r) => ({
      code: r.code!,
      number: Number(r.number),
      nameEn: r.name_en!,
      nameUk: r.name_uk ?? '',
      chapterFrom: r.chapter_from!,
      chapterTo: r.chapter_to!,
    })),
  );
  await upsertInChunks(
    db,
    hsChapters,
    hsChapters.code,
    chapters.map((r) => ({
      code: r.code!,
      sectionNumber: Number(r.section),
      nameEn: r.name_en!,
      nameUk: r.name_uk ?? '',
      searchName: toHsSearchText([r.name_uk ?? '', r.name_en!]),
      searchNotes: '',
    })),
  );
  // A heading's notes are its subheadings' names (raspberries are named only in 081120), a
  // subheading's notes its heading's names (the tariff has no Ukrainian names for subheadings).
  const subheadingNames = new Map<string, string[]>();
  for (const r of subheadings) {
    const names = subheadingNames.get(r.heading!) ?? [];
    names.push(r.name_en!);
    subheadingNames.set(r.heading!, names);
  }
  // What people call the goods of a heading ('дрова' is 4401); each name between commas is one.
  const everyday = new Map(
    everydayNames.map((r) => [r.heading!, `${r.name_uk ?? ''},${r.name_en ?? ''}`.split(',')]),
  );
  const headingNames = new Map(headings.map((r) => [r.code!, [r.name_uk ?? '', r.name_en!]]));
  await upsertInChunks(
    db,
    hsHeadings,
    hsHeadings.code,
    headings.map((r) => ({
      code: r.code!,
      chapterCode: r.chapter!,
      nameEn: r.name_en!,
      nameUk: r.name_uk ?? '',
      searchName: toHsSearchText(headingNames.get(r.code!)!, everyday.get(r.code!)),
      searchNotes: toHsSearchText(subheadingNames.get(r.code!) ?? []),
    })),
  );
  await upsertInChunks(
    db,
    hsSubheadings,
    hsSubheadings.code,
    subheadings.map((r) => ({
      code: r.code!,
      headingCode: r.heading!,
      nameEn: r.name_en!,
      nameUk: r.name_uk ?? '',
      searchName: toHsSearchText([r.name_uk ?? '', r.name_en!]),
      searchNotes: toHsSearchText([
        ...(headingNames.get(r.heading!) ?? []),
        ...(everyday.get(r.heading!) ?? []),
      ]),
    })),
  );
  return sections.length + chapters.length + headings.length + subheadings.length;
}
