import type { OfficeSettingsView } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format';
import { useProfile } from '../../../lib/session/use-profile';
import { AdminSection } from '../../../components/back-office/page-heading';
import { defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { OFFICE_SETTINGS_FIELDS, OFFICE_SETTINGS_SCHEMA, type Saved } from './money-forms';

const NOTICE = 'rounded-2xl border px-4 py-3 text-[15px] leading-relaxed';

/** The office settings' editor (decision 045): one record of its own, no list. */
export const OFFICE_SETTINGS_EDITOR = defineEditor({ testId: 'settings' });

/**
 * /admin/settings: the office's requisites and VAT rate that new invoices carry (issued ones keep
 * theirs). Saving them is an administrator's: a manager reads them, told why they cannot change
 * them. While the demonstration requisites are in use, every page says so.
 */
export function OfficeSettingsPage({ settings }: { settings: OfficeSettingsView }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const profile = useProfile();
  const isReadOnly = profile?.role !== 'admin';
  const form = useApiForm<Saved>({
    intent: 'office-settings',
    fields: OFFICE_SETTINGS_FIELDS,
    schema: OFFICE_SETTINGS_SCHEMA,
  });
  const isSaved = form.success !== null && !form.isSubmitting;
  const { seller } = settings;
  // Once saved, the demonstration requisites are gone even before the page reloads.
  const isDemo = settings.is_demo && !isSaved;

  return (
    <BackOfficeEditorPage
      editor={OFFICE_SETTINGS_EDITOR}
      form={form}
      record={null}
      texts={{
        title: t('settings.title'),
        lead: t('settings.lead'),
        submit: t('settings.submit'),
        saved: t('settings.saved'),
      }}
      isReadOnly={isReadOnly}
      notices={
        <div className="mb-6 flex flex-col gap-3">
          {isDemo && (
            <p
              className={`${NOTICE} border-amber-300 bg-amber-50 text-amber-950`}
              data-testid="settings-demo"
            >
              <strong>{t('settings.demoTitle')}</strong> {t('settings.demoText')}
            </p>
          )}
          {isReadOnly && (
            <p className={`${NOTICE} border-slate-200 bg-white text-ink`} data-testid="settings-read-only">
              {t('settings.readOnly')}
            </p>
          )}
        </div>
      }
    >
      <AdminSection id="settings-seller" title={t('settings.sellerTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="seller.name"
            labels={{ uk: t('settings.fields.nameUk'), en: t('settings.fields.nameEn') }}
            values={seller.name}
            maxLength={300}
            isRequired
            isReadOnly={isReadOnly}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              form={form}
              name="seller.code"
              label={t('settings.fields.code')}
              hint={t('settings.codeHint')}
              initialValue={seller.code}
              inputMode="numeric"
              maxLength={10}
              required={!isReadOnly}
              readOnly={isReadOnly}
            />
            <TextField
              form={form}
              name="vat_rate"
              label={t('settings.fields.vatRate')}
              hint={t('settings.vatRateHint')}
              initialValue={formatNumber(settings.vat_rate, locale, { useGrouping: false })}
              inputMode="decimal"
              required={!isReadOnly}
              readOnly={isReadOnly}
            />
          </div>
          <BilingualFields
            form={form}
            name="seller.address"
            labels={{ uk: t('settings.fields.addressUk'), en: t('settings.fields.addressEn') }}
            values={seller.address}
            maxLength={500}
            isRequired
            isReadOnly={isReadOnly}
          />
        </div>
      </AdminSection>
      <AdminSection id="settings-bank" title={t('settings.bankTitle')}>
        <div className="flex flex-col gap-4">
          <TextField
            form={form}
            name="seller.iban"
            label={t('settings.fields.iban')}
            hint={t('settings.ibanHint')}
            initialValue={seller.iban}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required={!isReadOnly}
            readOnly={isReadOnly}
          />
          <BilingualFields
            form={form}
            name="seller.bank"
            labels={{ uk: t('settings.fields.bankUk'), en: t('settings.fields.bankEn') }}
            values={seller.bank}
            maxLength={300}
            isRequired
            isReadOnly={isReadOnly}
          />
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
