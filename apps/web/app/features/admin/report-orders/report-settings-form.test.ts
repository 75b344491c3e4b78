import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '@portal/contract';
import { REPORT_SETTINGS_SCHEMA, toReportSettingsBody } from './report-settings-form';

describe('issue 28 §4: the margin on reports as the form sends it', () => {
  it('reads a margin in percent with a comma or a point', () => {
    expect(toReportSettingsBody({ margin_percent: '15' })).toEqual({
      body: { margin_percent: 15 },
      issues: [],
    });
    expect(toReportSettingsBody({ margin_percent: '12,5' }).body).toEqual({ margin_percent: 12.5 });
    expect(toReportSettingsBody({ margin_percent: ' 0.25 ' }).body).toEqual({ margin_percent: 0.25 });
  });

  it('refuses what is no margin or out of range, beside the field in both languages', () => {
    for (const typed of ['', 'abc', '15%', '-1', '12,345', '501']) {
      const { issues } = toReportSettingsBody({ margin_percent: typed });
      expect(issues.length, typed).toBeGreaterThan(0);
      expect(toFieldErrors(issues, 'uk').margin_percent).toEqual([
        'Вкажіть націнку від 0 до 500 % (до сотих).',
      ]);
      expect(toFieldErrors(issues, 'en').margin_percent).toEqual([
        'Give a margin from 0 to 500 % (to hundredths).',
      ]);
    }
    expect(REPORT_SETTINGS_SCHEMA.safeParse({ margin_percent: '500' }).success).toBe(true);
    expect(REPORT_SETTINGS_SCHEMA.safeParse({ margin_percent: '500,01' }).success).toBe(false);
  });
});
