import type { SharedContact } from '@portal/contract';
import { useRequestsTranslation } from '../../i18n/requests';
import { ProfileSection } from '../../components/ui/page-heading';

/** Importers' contacts a manager shared on the application (issue 5), one card each. */
export function SharedContacts({ contacts }: { contacts: readonly SharedContact[] }) {
  const { t } = useRequestsTranslation();
  if (contacts.length === 0) return null;
  return (
    <ProfileSection
      id="contacts-section"
      title={t('market.contacts.title')}
      lead={t('market.contacts.lead')}
      testId="shared-contacts"
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {contacts.map((contact) => (
          <li key={contact.id} className="rounded-xl border border-slate-200 p-4 text-[15px]">
            <h3 className="text-base font-bold text-brand-900">{contact.company_name}</h3>
            <p className="text-sm text-muted">{contact.country.name}</p>
            <p className="mt-3 font-semibold text-ink">
              {contact.contact_name}
              {contact.position && <span className="font-normal text-muted">, {contact.position}</span>}
            </p>
            <ul className="mt-2 flex flex-col gap-1">
              {contact.email && (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="text-brand-700 underline underline-offset-2 break-all"
                  >
                    {contact.email}
                  </a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <a href={`tel:${contact.phone}`} className="text-brand-700 underline underline-offset-2">
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.website && (
                <li>
                  <a
                    href={contact.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline underline-offset-2 break-all"
                  >
                    {contact.website}
                  </a>
                </li>
              )}
            </ul>
            {contact.note && (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-muted">{contact.note}</p>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
