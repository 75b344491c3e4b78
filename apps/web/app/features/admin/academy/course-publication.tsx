import type { AdminCourse } from '@portal/contract';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import type { PublicationAction } from '../../../components/back-office/publication';
import { PublicationPanel } from '../../../components/back-office/publication-panel';

/**
 * Publishing a course (it needs a lesson and its texts in both languages, else the API says what
 * is missing) or taking it back to a draft.
 */
export function CoursePublication({ course }: { course: AdminCourse }) {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const title = pickName(course.title, locale);
  const actionTexts = (action: PublicationAction) => ({
    button: t(`publication.${action}.button`),
    title: t(`publication.${action}.title`),
    description: t(`publication.${action}.description`, { title }),
    confirm: t(`publication.${action}.confirm`),
    done: t(`publication.${action}.done`),
  });
  return (
    <PublicationPanel
      testId="course"
      publishedAt={course.published_at}
      texts={{
        title: t('publication.title'),
        isPublished: (date) => t('publication.isPublished', { date }),
        isDraft: t('publication.isDraft'),
        missing: '',
        publish: actionTexts('publish'),
        unpublish: actionTexts('unpublish'),
      }}
    />
  );
}
