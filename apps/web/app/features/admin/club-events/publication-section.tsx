import type { AdminEvent } from '@portal/contract';
import { buildPublicationTexts } from '../../../components/back-office/editor-declaration';
import type { EditorPublication } from '../../../components/back-office/editor-page';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';

/** Publishing the event (companies see it from now on) or taking it back to a draft. */
export function useClubEventPublication(event: AdminEvent | null): EditorPublication {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  return {
    texts: buildPublicationTexts(
      (key, values) => t(`publication.${key}`, values),
      event ? pickName(event.title, locale) : '',
    ),
    missing: event?.missing_fields.map((field) =>
      t(`fieldNames.${field.replace('.', '_')}` as 'fieldNames.title_uk', { defaultValue: field }),
    ),
    newNote: t('publication.newNote'),
  };
}
