import type { AdminCourse } from '@portal/contract';
import { buildPublicationTexts } from '../../../components/back-office/editor-declaration';
import type { EditorPublication } from '../../../components/back-office/editor-page';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';

/**
 * Publishing a course (it needs a lesson and its texts in both languages, else the API says what
 * is missing) or taking it back to a draft.
 */
export function useCoursePublication(course: AdminCourse | null): EditorPublication {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  return {
    texts: buildPublicationTexts(
      (key, values) => (key === 'missing' ? '' : t(`publication.${key}`, values)),
      course ? pickName(course.title, locale) : '',
    ),
    newNote: t('course.newNote'),
  };
}
