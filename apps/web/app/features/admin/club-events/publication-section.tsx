import type { AdminEvent } from '@portal/contract';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import type { PublicationAction } from '../../../components/back-office/publication';
import { PublicationPanel } from '../../../components/back-office/publication-panel';

/** Publishing the event (companies see it from now on) or taking it back to a draft. */
export function PublicationSection({ event }: { event: AdminEvent }) {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  const title = pickName(event.title, locale);
  const actionTexts = (action: PublicationAction) => ({
    button: t(`publication.${action}.button`),
    title: t(`publication.${action}.title`),
    description: t(`publication.${action}.description`, { title }),
    confirm: t(`publication.${action}.confirm`),
    done: t(`publication.${action}.done`),
  });
  return (
    <PublicationPanel
      testId="club-event"
      publishedAt={event.published_at}
      missing={event.missing_fields.map((field) =>
        t(`fieldNames.${field.replace('.', '_')}` as 'fieldNames.title_uk', { defaultValue: field }),
      )}
      texts={{
        title: t('publication.title'),
        isPublished: (date) => t('publication.isPublished', { date }),
        isDraft: t('publication.isDraft'),
        missing: t('publication.missing'),
        publish: actionTexts('publish'),
        unpublish: actionTexts('unpublish'),
      }}
    />
  );
}
