import { ReportSettingsBodySchema, type ReportSettingsBody } from '@portal/contract';
import { parsePercent } from '../../../components/back-office/admin-forms';
import { schemaOfChecked, type FormIssue } from '../../../components/form/form-schema';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';

/** The margin's form (issue 28 §4): one field, typed in percent. */
export const REPORT_SETTINGS_INTENT = 'report-settings';
export const MARGIN_FIELD = 'margin_percent';
export const REPORT_SETTINGS_FIELDS = { [MARGIN_FIELD]: 'text' } as const satisfies FieldSpec;

/**
 * The form as `PUT /admin/infoproff/settings`'s body: the margin typed with a comma or a point
 * (`15`, `12,5`); what cannot be read as one, or is out of the contract's range, is an issue of
 * its field, in the contract's words.
 */
export function toReportSettingsBody(values: FormValues): { body: ReportSettingsBody; issues: FormIssue[] } {
  const typed = typeof values[MARGIN_FIELD] === 'string' ? values[MARGIN_FIELD] : '';
  const margin = parsePercent(typed);
  if (margin === null) {
    const unread = { code: 'custom', path: [MARGIN_FIELD], message: 'infoproff.margin_range', input: typed };
    return { body: { margin_percent: 0 }, issues: [unread as FormIssue] };
  }
  const body = { margin_percent: margin };
  const parsed = ReportSettingsBodySchema.safeParse(body);
  return { body, issues: parsed.success ? [] : parsed.error.issues };
}

/** The browser's check of what the form will send (the same words as the API's). */
export const REPORT_SETTINGS_SCHEMA: FormSchema = schemaOfChecked(toReportSettingsBody);
