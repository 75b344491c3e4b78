import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importingProgressFields } from '../schema';
import { parseProgressFields, PROGRESS_FIELDS_FILE } from './geo-files';
import type { ReferenceDataSet } from './types';
import { upsertInChunks } from './upsert';

/**
 * The steps of entering one country's market (issue 15 §3), from reference/geo: matched by
 * `slug` and never deleted, since companies' records point at their ids.
 */
export const progressFieldsDataSet: ReferenceDataSet = {
  name: 'importing-progress-fields',
  async read(referenceDir) {
    const text = await readFile(join(referenceDir, PROGRESS_FIELDS_FILE), 'utf8');
    const fields = parseProgressFields(text);
    return {
      checksumInput: text,
      load: async (db) => {
        await upsertInChunks(
          db,
          importingProgressFields,
          importingProgressFields.slug,
          fields.map((field) => ({
            slug: field.slug,
            position: field.position,
            nameUk: field.name.uk,
            nameEn: field.name.en,
            descriptionUk: field.description.uk,
            descriptionEn: field.description.en,
          })),
        );
        return fields.length;
      },
    };
  },
};
