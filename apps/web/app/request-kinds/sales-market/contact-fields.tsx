import { TextField } from '../../components/form/text-field';
import type { ApiFormFields } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import type { PERSONAL_FIELDS } from './sales-market-values';

export type ContactValues = Record<keyof typeof PERSONAL_FIELDS, string>;

/**
 * The contact person of an export application: whom the managers call. Step 1 creates the
 * application with them; step 2 shows them again, so a mistake can be corrected before sending.
 */
export function ContactFields({ form, initial }: { form: ApiFormFields; initial: ContactValues }) {
  const { t } = useRequestsTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        name="contact_name"
        label={t('market.fields.contactName')}
        autoComplete="name"
        required
        maxLength={150}
        initialValue={initial.contact_name}
      />
      <TextField
        form={form}
        name="contact_position"
        label={t('market.fields.contactPosition')}
        autoComplete="organization-title"
        maxLength={150}
        initialValue={initial.contact_position}
      />
      <TextField
        form={form}
        name="contact_phone"
        type="tel"
        inputMode="tel"
        label={t('market.fields.contactPhone')}
        hint={t('market.fields.phoneHint')}
        autoComplete="tel"
        required
        initialValue={initial.contact_phone}
      />
      <TextField
        form={form}
        name="contact_email"
        type="email"
        label={t('market.fields.contactEmail')}
        autoComplete="email"
        required
        initialValue={initial.contact_email}
      />
    </div>
  );
}
