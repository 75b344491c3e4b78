import { useEffect } from 'react';
import type { Country, SharedContact } from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import {
  SHARED_CONTACT_FIELDS,
  SHARED_CONTACT_SCHEMA,
  type ContactShared,
} from '../../../components/back-office/admin-forms';
import { formatDateTime } from '../../../lib/format';
import { DetailsList } from '../../../components/back-office/details-list';
import { TextAreaField } from '../../../components/form/text-area-field';
import { AdminSection } from '../../../components/back-office/page-heading';

function ContactCard({ contact }: { contact: SharedContact }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="shared-contact">
      <p className="text-base font-bold text-ink">{contact.company_name}</p>
      <p className="mb-3 text-sm text-muted">
        {contact.country.name} ·{' '}
        {t('contacts.sharedAt', { date: formatDateTime(contact.created_at, locale) })}
      </p>
      <DetailsList
        items={[
          { label: t('contacts.fields.contactName'), value: contact.contact_name },
          { label: t('contacts.fields.position'), value: contact.position },
          { label: t('contacts.fields.email'), value: <span className="break-all">{contact.email}</span> },
          { label: t('contacts.fields.phone'), value: contact.phone },
          {
            label: t('contacts.fields.website'),
            value: <span className="break-all">{contact.website}</span>,
          },
          {
            label: t('contacts.fields.note'),
            isWide: true,
            value: contact.note && <span className="whitespace-pre-line">{contact.note}</span>,
          },
        ]}
      />
    </li>
  );
}

function ShareForm({ countries }: { countries: readonly Country[] }) {
  const { t } = useAdminTranslation();
  const form = useApiForm<ContactShared>({
    intent: 'shared-contact',
    fields: SHARED_CONTACT_FIELDS,
    schema: SHARED_CONTACT_SCHEMA,
  });
  const done = form.success !== null && !form.isSubmitting;
  const { ref } = form.formProps;
  // Shared: the form empties for the next contact.
  useEffect(() => {
    if (form.success) ref.current?.reset();
  }, [form.success, ref]);
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-4" data-testid="shared-contact-form">
      <h3 className="text-base font-bold text-ink">{t('contacts.formTitle')}</h3>
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="shared-contact-error" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="company_name"
          label={t('contacts.fields.companyName')}
          required
          autoComplete="off"
        />
        <SelectField
          form={form}
          name="country_code"
          label={t('contacts.fields.country')}
          placeholder={t('contacts.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          required
        />
        <TextField
          form={form}
          name="contact_name"
          label={t('contacts.fields.contactName')}
          autoComplete="off"
        />
        <TextField form={form} name="position" label={t('contacts.fields.position')} autoComplete="off" />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('contacts.fields.email')}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="phone"
          type="tel"
          label={t('contacts.fields.phone')}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="website"
          type="url"
          label={t('contacts.fields.website')}
          hint={t('contacts.websiteHint')}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextAreaField
          form={form}
          name="note"
          label={t('contacts.fields.note')}
          maxLength={2000}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="shared-contact-submit">
          {t('contacts.submit')}
        </SubmitButton>
        <FormStatus testId="shared-contact-status">{done ? t('contacts.done') : null}</FormStatus>
      </div>
    </form.Form>
  );
}

/**
 * Importers' contacts a manager shares with the exporter of an approved or in-work export
 * application: the list, and the form to add one while sharing is allowed.
 */
export function SharedContacts({
  contacts,
  countries,
  canShare,
}: {
  contacts: readonly SharedContact[];
  countries: readonly Country[];
  canShare: boolean;
}) {
  const { t } = useAdminTranslation();
  return (
    <AdminSection id="shared-contacts" title={t('contacts.title')} testId="shared-contacts">
      {contacts.length === 0 ? (
        <p className="text-[15px] text-muted">{t('contacts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
      {canShare ? (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <ShareForm countries={countries} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('contacts.notAllowed')}</p>
      )}
    </AdminSection>
  );
}
