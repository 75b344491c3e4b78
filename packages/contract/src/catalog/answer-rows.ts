import type { ApiLocale } from '../locale';
import { getCountryName } from '../countries';
import { listFormFields, type FormDefinition } from './form-definition';

/** One answer as a page shows it: the field's label and its value in words, or its file. */
export type AnswerRow<File> = { key: string; label: string; text: string; file?: File };

/**
 * An order's answers in the order of its form's fields, each named by its label in the page's
 * language: options by their labels, ticks as yes or no, countries by name, files by their names.
 */
export function answerRows<File extends { file_name: string }>(
  definition: FormDefinition,
  answers: Record<string, unknown>,
  files: Record<string, File>,
  locale: ApiLocale,
  words: { yes: string; no: string; none: string },
): AnswerRow<File>[] {
  return listFormFields(definition).map((field) => {
    const value = answers[field.key];
    const label = field.label[locale];
    const row = (text: string): AnswerRow<File> => ({ key: field.key, label, text });
    if (value === undefined || value === null || value === '') return row(words.none);
    switch (field.kind) {
      case 'select':
        return row(field.options.find((option) => option.value === value)?.label[locale] ?? String(value));
      case 'multi_select':
        return row(
          (value as string[])
            .map((item) => field.options.find((option) => option.value === item)?.label[locale] ?? item)
            .join(', '),
        );
      case 'checkbox':
        return row(value === true ? words.yes : words.no);
      case 'country':
        return row(getCountryName(String(value), locale));
      case 'number':
        return row(`${String(value)}${field.unit ? ` ${field.unit[locale]}` : ''}`);
      case 'file': {
        const file = files[field.key];
        return file ? { key: field.key, label, text: file.file_name, file } : row(words.none);
      }
      default:
        return row(String(value));
    }
  });
}
