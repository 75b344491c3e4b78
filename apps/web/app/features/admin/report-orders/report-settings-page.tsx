import type { ReportSettings } from '@portal/contract';
import { defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { AdminSection } from '../../../components/back-office/page-heading';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useReportsTranslation } from '../../../i18n/reports';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format';
import { useProfile } from '../../../lib/session/use-profile';
import { REPORT_ORDERS_PATH } from './report-orders-query';
import {
  MARGIN_FIELD,
  REPORT_SETTINGS_FIELDS,
  REPORT_SETTINGS_INTENT,
  REPORT_SETTINGS_SCHEMA,
} from './report-settings-form';

/** The margin's editor (decision 045): one setting of its own, opened from the orders' list. */
export const REPORT_SETTINGS_EDITOR = defineEditor({
  testId: 'report-settings',
  listPath: REPORT_ORDERS_PATH,
});

/**
 * /admin/infoproff-orders/settings (issue 28 §4): the office's margin on the provider's price,
 * which new quotes carry (orders quoted keep theirs). Saving it is an administrator's (audited by
 * the API); a manager reads it, told why it cannot be changed.
 */
export function ReportSettingsPage({ settings }: { settings: ReportSettings }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const isReadOnly = useProfile()?.role !== 'admin';
  const form = useApiForm<{ saved: true }>({
    intent: REPORT_SETTINGS_INTENT,
    fields: REPORT_SETTINGS_FIELDS,
    schema: REPORT_SETTINGS_SCHEMA,
  });
  return (
    <BackOfficeEditorPage
      editor={REPORT_SETTINGS_EDITOR}
      form={form}
      record={null}
      texts={{
        title: t('admin.settingsTitle'),
        lead: t('admin.settingsLead'),
        listTitle: t('admin.listTitle'),
        submit: t('admin.submit'),
        saved: t('admin.saved'),
      }}
      isReadOnly={isReadOnly}
      notices={
        isReadOnly && (
          <p
            className="mb-6 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-[15px] text-ink"
            data-testid="report-settings-read-only"
          >
            {t('admin.readOnly')}
          </p>
        )
      }
    >
      <AdminSection id="report-settings-margin" title={t('admin.margin')}>
        <TextField
          form={form}
          name={MARGIN_FIELD}
          label={t('admin.marginField')}
          hint={t('admin.marginHint')}
          initialValue={formatNumber(settings.margin_percent, locale, { useGrouping: false })}
          inputMode="decimal"
          className="max-w-xs"
          required={!isReadOnly}
          readOnly={isReadOnly}
        />
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
