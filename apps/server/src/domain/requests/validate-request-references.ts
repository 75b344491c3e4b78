import { eq, inArray } from 'drizzle-orm';
import { geoCountries, hsChapters, hsHeadings, hsSections, services } from '@portal/db';
import {
  getCurrencyMinorDigits,
  getProgressBarQuestions,
  parseHsSectionNumber,
  type FieldErrors,
  type MessageKey,
  type ProgressBarQuestionType,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../audit/record-audit';

/** What a request refers to in the reference data; the contract schema has checked the shapes. */
export type RequestReferences = {
  /** Whose questions the answers must be keyed by (kinds with answers). */
  questions?: ProgressBarQuestionType | undefined;
  hs_section: string;
  hs_group?: string | undefined;
  hs_product_item?: string | undefined;
  target_countries?: string[] | undefined;
  service_ids?: number[] | undefined;
  answers?: Record<string, string> | undefined;
  price?: { amount: string; currency: string } | undefined;
};

/**
 * Checks a request's references against the database (decision 014): the classification codes
 * exist and nest (section ⊃ group ⊃ product item), target countries are importing countries,
 * services exist, answers are keyed by this kind's questions, and a price has no more decimals
 * than its currency. Every failure is named on its field in one 422.
 */
export async function assertRequestReferences(db: Executor, refs: RequestReferences): Promise<void> {
  const errors = new Map<string, MessageKey[]>();
  const add = (field: string, key: MessageKey) => errors.set(field, [...(errors.get(field) ?? []), key]);

  const sectionNumber = parseHsSectionNumber(refs.hs_section);
  const [section] = await db
    .select({ number: hsSections.number })
    .from(hsSections)
    .where(eq(hsSections.code, refs.hs_section))
    .limit(1);
  if (!section || section.number !== sectionNumber) add('hs_section', 'validation.hs_code_unknown');

  if (refs.hs_group) {
    const [group] = await db
      .select({ sectionNumber: hsChapters.sectionNumber })
      .from(hsChapters)
      .where(eq(hsChapters.code, refs.hs_group))
      .limit(1);
    if (!group) add('hs_group', 'validation.hs_code_unknown');
    else if (section && group.sectionNumber !== section.number)
      add('hs_group', 'validation.hs_group_unknown');
  }
  if (refs.hs_product_item) {
    const [item] = await db
      .select({ chapterCode: hsHeadings.chapterCode })
      .from(hsHeadings)
      .where(eq(hsHeadings.code, refs.hs_product_item))
      .limit(1);
    if (!item) add('hs_product_item', 'validation.hs_code_unknown');
    else if (item.chapterCode !== refs.hs_group) add('hs_product_item', 'validation.hs_mismatch');
  }

  if (refs.target_countries && refs.target_countries.length > 0) {
    const found = await db
      .select({ code: geoCountries.code })
      .from(geoCountries)
      .where(inArray(geoCountries.code, refs.target_countries));
    const known = new Set(found.map((row) => row.code));
    if (refs.target_countries.some((code) => !known.has(code))) {
      add('target_countries', 'validation.not_importing_country');
    }
  }

  if (refs.service_ids && refs.service_ids.length > 0) {
    const found = await db
      .select({ id: services.id })
      .from(services)
      .where(inArray(services.id, refs.service_ids));
    const known = new Set(found.map((row) => row.id));
    if (refs.service_ids.some((id) => !known.has(id))) add('service_ids', 'validation.unknown_service');
  }

  if (refs.answers && refs.questions) {
    const slugs = new Set(getProgressBarQuestions(refs.questions).map((question) => question.slug));
    for (const key of Object.keys(refs.answers)) {
      if (!slugs.has(key)) add(`answers.${key}`, 'validation.unknown_question');
    }
  }

  if (refs.price) {
    const fraction = refs.price.amount.split('.')[1] ?? '';
    if (fraction.length > getCurrencyMinorDigits(refs.price.currency))
      add('price', 'validation.price_decimals');
  }

  if (errors.size > 0) {
    const fields: FieldErrors = Object.fromEntries(errors);
    throw new AppError('validation_failed', 'error.validation_failed', { fields });
  }
}
