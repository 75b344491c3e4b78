import { z } from 'zod';
import type { ApiLocale } from '../locale';

/**
 * The forms managers design for the catalogue's services (issue 27 §3): the layout of a form,
 * its sections and fields. What an answer must be follows from it (`toFormJsonSchema`), so the
 * layout is the one source of a form's rules; the server stores both, versioned.
 */

export const FORM_FIELD_KINDS = [
  'text',
  'long_text',
  'number',
  'date',
  'select',
  'multi_select',
  'checkbox',
  'country',
  'hs_code',
  'file',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** The kinds of file a file field takes; the server checks an upload by its content. */
export const FORM_FILE_KINDS = ['pdf', 'image', 'office'] as const;
export type FormFileKind = (typeof FORM_FILE_KINDS)[number];

/** What a file input offers for each kind (its `accept`): types and endings. */
export const FORM_FILE_ACCEPT: Record<FormFileKind, readonly string[]> = {
  pdf: ['application/pdf', '.pdf'],
  image: ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'],
  office: ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.odt', '.ods', '.odp', '.rtf'],
};

export const FORM_LIMITS = {
  sections: { min: 1, max: 20 },
  fieldsPerSection: { min: 1, max: 50 },
  /** A field's (and a section's) key: a lowercase Latin letter, then letters, digits, `_`. */
  key: /^[a-z][a-z0-9_]{0,39}$/,
  optionValue: /^[a-z0-9_]{1,40}$/,
  label: 200,
  help: 500,
  sectionTitle: 200,
  sectionDescription: 1000,
  unit: 20,
  options: { min: 2, max: 100 },
  text: { defaultMaxLength: 200, maxLength: 500 },
  long_text: { defaultMaxLength: 3000, maxLength: 10_000 },
  /** An answer's file, as the upload call takes it. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** A customs code of the customs classification: heading, subheading or national code. */
  hsCode: /^(?:\d{4}|\d{6}|\d{10})$/,
} as const;

/** A text in both languages. */
export type FormBilingual = Record<ApiLocale, string>;

/** Both languages, each `min..max` characters once trimmed. */
const bilingual = (min: number, max: number) =>
  z.strictObject({ uk: z.string().trim().min(min).max(max), en: z.string().trim().min(min).max(max) });

const KeySchema = z.string().regex(FORM_LIMITS.key, { message: 'form.key_format' });
const Count = z.number().int().min(0);

const fieldBase = {
  key: KeySchema,
  label: bilingual(1, FORM_LIMITS.label),
  help: bilingual(0, FORM_LIMITS.help),
  required: z.boolean(),
};

const OptionSchema = z.strictObject({
  value: z.string().regex(FORM_LIMITS.optionValue, { message: 'form.option_value_format' }),
  label: bilingual(1, FORM_LIMITS.label),
});
const OptionsSchema = z.array(OptionSchema).min(FORM_LIMITS.options.min).max(FORM_LIMITS.options.max);

const TextFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('text'),
  min_length: Count.max(FORM_LIMITS.text.maxLength).optional(),
  max_length: z.number().int().min(1).max(FORM_LIMITS.text.maxLength).optional(),
});
const LongTextFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('long_text'),
  min_length: Count.max(FORM_LIMITS.long_text.maxLength).optional(),
  max_length: z.number().int().min(1).max(FORM_LIMITS.long_text.maxLength).optional(),
});
const NumberFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('number'),
  min: z.number().optional(),
  max: z.number().optional(),
  integer: z.boolean().optional(),
  unit: bilingual(1, FORM_LIMITS.unit).optional(),
});
const DateFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('date'),
  not_before_today: z.boolean().optional(),
  not_after_today: z.boolean().optional(),
});
const SelectFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('select'),
  options: OptionsSchema,
});
const MultiSelectFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('multi_select'),
  options: OptionsSchema,
  min_items: Count.optional(),
  max_items: z.number().int().min(1).optional(),
});
const CheckboxFieldSchema = z.strictObject({ ...fieldBase, kind: z.literal('checkbox') });
const CountryFieldSchema = z.strictObject({ ...fieldBase, kind: z.literal('country') });
const HsCodeFieldSchema = z.strictObject({ ...fieldBase, kind: z.literal('hs_code') });
const FileFieldSchema = z.strictObject({
  ...fieldBase,
  kind: z.literal('file'),
  accept: z
    .array(z.enum(FORM_FILE_KINDS))
    .min(1)
    .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'form.accept_duplicate' })
    .optional(),
});

export const FormFieldSchema = z.discriminatedUnion('kind', [
  TextFieldSchema,
  LongTextFieldSchema,
  NumberFieldSchema,
  DateFieldSchema,
  SelectFieldSchema,
  MultiSelectFieldSchema,
  CheckboxFieldSchema,
  CountryFieldSchema,
  HsCodeFieldSchema,
  FileFieldSchema,
]);

export const FormSectionSchema = z.strictObject({
  key: KeySchema,
  title: bilingual(1, FORM_LIMITS.sectionTitle),
  description: bilingual(0, FORM_LIMITS.sectionDescription),
  fields: z
    .array(FormFieldSchema)
    .min(FORM_LIMITS.fieldsPerSection.min)
    .max(FORM_LIMITS.fieldsPerSection.max),
});

export type FormField = z.output<typeof FormFieldSchema>;
export type FormFieldOf<K extends FormFieldKind> = Extract<FormField, { kind: K }>;
export type FormSection = z.output<typeof FormSectionSchema>;

type Ctx = z.core.$RefinementCtx<unknown>;

/** A setting's lower bound above its upper one is refused on the upper one. */
function checkRange(
  ctx: Ctx,
  path: (string | number)[],
  min: number | undefined,
  max: number | undefined,
  maxName: string,
) {
  if (min !== undefined && max !== undefined && min > max)
    ctx.addIssue({ code: 'custom', path: [...path, maxName], message: 'form.min_above_max', input: max });
}

/** A field's settings that must agree with each other (min ≤ max, one date rule, options). */
function checkField(field: FormField, path: (string | number)[], ctx: Ctx) {
  switch (field.kind) {
    case 'text':
    case 'long_text':
      checkRange(ctx, path, field.min_length, textMaxLength(field), 'max_length');
      break;
    case 'number':
      checkRange(ctx, path, field.min, field.max, 'max');
      if (field.integer && field.min !== undefined && field.max !== undefined) {
        if (Math.ceil(field.min) > Math.floor(field.max))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'max'],
            message: 'form.no_whole_number',
            input: field.max,
          });
      }
      break;
    case 'date':
      if (field.not_before_today && field.not_after_today)
        ctx.addIssue({ code: 'custom', path: [...path, 'not_after_today'], message: 'form.date_both_rules' });
      break;
    case 'select':
    case 'multi_select': {
      const seen = new Set<string>();
      field.options.forEach((option, index) => {
        if (seen.has(option.value))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'options', index, 'value'],
            message: 'form.option_duplicate',
            input: option.value,
          });
        seen.add(option.value);
      });
      if (field.kind === 'multi_select') {
        checkRange(ctx, path, field.min_items, field.max_items, 'max_items');
        for (const name of ['min_items', 'max_items'] as const) {
          const value = field[name];
          if (value !== undefined && value > field.options.length)
            ctx.addIssue({
              code: 'custom',
              path: [...path, name],
              message: 'form.items_above_options',
              input: value,
            });
        }
      }
      break;
    }
    default:
      break;
  }
}

/**
 * A form's layout: its sections in order, each with its fields in order. Keys are unique across
 * the whole form (fields) and among sections; every error is keyed by its path
 * (`sections.0.fields.2.key`) with a message key of the catalogue.
 */
export const FormDefinitionSchema = z
  .strictObject({
    sections: z.array(FormSectionSchema).min(FORM_LIMITS.sections.min).max(FORM_LIMITS.sections.max),
  })
  .superRefine((definition, ctx) => {
    const sectionKeys = new Set<string>();
    const fieldKeys = new Set<string>();
    definition.sections.forEach((section, s) => {
      if (sectionKeys.has(section.key))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', s, 'key'],
          message: 'form.key_duplicate',
          input: section.key,
        });
      sectionKeys.add(section.key);
      section.fields.forEach((field, f) => {
        const path = ['sections', s, 'fields', f];
        if (fieldKeys.has(field.key))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'key'],
            message: 'form.key_duplicate',
            input: field.key,
          });
        fieldKeys.add(field.key);
        checkField(field, path, ctx);
      });
    });
  });

export type FormDefinition = z.output<typeof FormDefinitionSchema>;

/** A text field's longest answer: its own limit, else its kind's default. */
export function textMaxLength(field: FormFieldOf<'text' | 'long_text'>): number {
  return field.max_length ?? FORM_LIMITS[field.kind].defaultMaxLength;
}

/** The kinds of file a file field takes: its own list, else all three. */
export function fileKinds(field: FormFieldOf<'file'>): readonly FormFileKind[] {
  return field.accept ?? FORM_FILE_KINDS;
}

/** Every field of a form, in order, whatever its section. */
export function listFormFields(definition: FormDefinition): FormField[] {
  return definition.sections.flatMap((section) => section.fields);
}

const noHelp: FormBilingual = { uk: '', en: '' };

/**
 * A realistic form using every kind of field, in both languages: for the documentation, tests
 * and the demo data.
 */
export const FORM_DEFINITION_EXAMPLE: FormDefinition = {
  sections: [
    {
      key: 'product',
      title: { uk: 'Продукція', en: 'The product' },
      description: {
        uk: 'Що саме ви хочете сертифікувати для ринку ЄС.',
        en: 'What you want certified for the EU market.',
      },
      fields: [
        {
          kind: 'text',
          key: 'product_name',
          label: { uk: 'Назва продукції', en: 'Product name' },
          help: { uk: 'Як вона зветься у ваших документах.', en: 'As your documents name it.' },
          required: true,
          min_length: 2,
          max_length: 200,
        },
        {
          kind: 'long_text',
          key: 'description',
          label: { uk: 'Опис продукції', en: 'Product description' },
          help: {
            uk: 'Склад, пакування, термін придатності.',
            en: 'Composition, packaging, shelf life.',
          },
          required: false,
          max_length: 3000,
        },
        {
          kind: 'number',
          key: 'annual_volume',
          label: { uk: 'Річний обсяг', en: 'Annual volume' },
          help: { uk: 'Скільки ви плануєте експортувати за рік.', en: 'How much you plan to export a year.' },
          required: true,
          min: 10,
          max: 1_000_000,
          unit: { uk: 'т', en: 't' },
        },
        {
          kind: 'hs_code',
          key: 'hs_code',
          label: { uk: 'Код УКТ ЗЕД', en: 'HS code' },
          help: { uk: '4, 6 або 10 цифр.', en: '4, 6 or 10 digits.' },
          required: true,
        },
      ],
    },
    {
      key: 'markets',
      title: { uk: 'Ринки та терміни', en: 'Markets and dates' },
      description: noHelp,
      fields: [
        {
          kind: 'multi_select',
          key: 'target_markets',
          label: { uk: 'Ринки', en: 'Markets' },
          help: noHelp,
          required: true,
          options: [
            { value: 'de', label: { uk: 'Німеччина', en: 'Germany' } },
            { value: 'pl', label: { uk: 'Польща', en: 'Poland' } },
            { value: 'fr', label: { uk: 'Франція', en: 'France' } },
            { value: 'nl', label: { uk: 'Нідерланди', en: 'The Netherlands' } },
          ],
          min_items: 1,
          max_items: 3,
        },
        {
          kind: 'select',
          key: 'certificate_type',
          label: { uk: 'Вид сертифіката', en: 'Certificate' },
          help: noHelp,
          required: true,
          options: [
            { value: 'organic', label: { uk: 'Органічне виробництво', en: 'Organic production' } },
            { value: 'haccp', label: { uk: 'HACCP', en: 'HACCP' } },
            { value: 'global_gap', label: { uk: 'GLOBALG.A.P.', en: 'GLOBALG.A.P.' } },
          ],
        },
        {
          kind: 'country',
          key: 'origin_country',
          label: { uk: 'Країна походження', en: 'Country of origin' },
          help: noHelp,
          required: false,
        },
        {
          kind: 'date',
          key: 'desired_date',
          label: { uk: 'Бажана дата', en: 'Desired date' },
          help: {
            uk: 'Коли сертифікат має бути готовий.',
            en: 'When the certificate should be ready.',
          },
          required: false,
          not_before_today: true,
        },
      ],
    },
    {
      key: 'documents',
      title: { uk: 'Документи та згода', en: 'Documents and consent' },
      description: noHelp,
      fields: [
        {
          kind: 'file',
          key: 'certificate',
          label: { uk: 'Чинний сертифікат', en: 'Current certificate' },
          help: { uk: 'Якщо він у вас уже є.', en: 'If you already have one.' },
          required: false,
          accept: ['pdf'],
        },
        {
          kind: 'checkbox',
          key: 'consent',
          label: {
            uk: 'Я погоджуюся передати ці дані органу сертифікації',
            en: 'I agree to share these data with the certification body',
          },
          help: noHelp,
          required: true,
        },
      ],
    },
  ],
};

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "Today" for a date field's rules: Kyiv's calendar day (`2026-11-29`), whatever the machine's zone. */
export function formToday(now: Date = new Date()): string {
  return KYIV_DAY.format(now);
}
