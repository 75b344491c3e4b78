import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../client';
import { hsChapters, hsHeadings, hsSections, hsSubheadings } from '../schema';
import { parseCsv } from './csv';
import { upsertInChunks } from './upsert';
import type { ReferenceDataSet } from './types';

const FILES = ['sections.csv', 'chapters.csv', 'headings.csv', 'subheadings.csv'] as const;

/** HS 2022 / УКТ ЗЕД from reference/hs (sources and licences in its README). */
export const classificationDataSet: ReferenceDataSet = {
  name: 'hs-classification',
  async read(referenceDir) {
    const texts = await Promise.all(FILES.map((file) => readFile(join(referenceDir, 'hs', file), 'utf8')));
    return { checksumInput: texts.join('\u0000'), load: (db) => loadClassification(db, texts) };
  },
};

async function loadClassification(db: Database, texts: string[]): Promise<number> {
  const [sections, chapters, headings, subheadings] = texts.map(parseCsv) as [
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
    })),
  );
  await upsertInChunks(
    db,
    hsHeadings,
    hsHeadings.code,
    headings.map((r) => ({
      code: r.code!,
      chapterCode: r.chapter!,
      nameEn: r.name_en!,
      nameUk: r.name_uk ?? '',
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
    })),
  );
  return sections.length + chapters.length + headings.length + subheadings.length;
}
