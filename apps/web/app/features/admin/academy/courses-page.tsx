import type { AdminCourseListItem } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { COURSE_STATES, COURSES_PATH, type CourseState } from './academy-admin-form';

/** The courses' list (decision 045): all, published and drafts; the whole list on one page. */
export const COURSES_LIST = defineList({
  path: COURSES_PATH,
  testId: 'courses',
  tabs: { param: 'state', values: COURSE_STATES, hasAll: true },
});

/**
 * /admin/courses: the academy's courses in the cabinet's order, published or drafts (tabs with
 * their numbers), each with its lessons, learners and certificates; a row opens its editor.
 */
export function CoursesPage({
  state,
  items,
  counts,
}: {
  state: CourseState | undefined;
  items: readonly AdminCourseListItem[];
  counts: { all: number; published: number; draft: number };
}) {
  const { t: tAdmin } = useAdminTranslation();
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  return (
    <BackOfficeListPage
      list={COURSES_LIST}
      query={{ state }}
      counts={counts}
      texts={{
        title: t('list.title'),
        lead: t('list.lead'),
        newLabel: t('list.new'),
        newTestId: 'course-new',
        tabsLabel: t('list.tabsLabel'),
        tabLabel: (value) => (value === 'all' ? t('list.all') : t(`list.states.${value as CourseState}`)),
        empty: tAdmin('common.nothingFound'),
      }}
      rows={items}
      columns={[
        {
          key: 'title',
          header: t('list.columns.title'),
          isRowLink: true,
          cell: (course) => (
            <span className="flex flex-col">
              <span lang={foreignLang('uk', locale)}>{course.title.uk}</span>
              <span lang={foreignLang('en', locale)} className="text-sm font-normal text-muted">
                {course.title.en}
              </span>
            </span>
          ),
        },
        {
          key: 'lessons',
          header: t('list.columns.lessons'),
          cell: (course) => t('list.lessonCount', { count: course.lessons }),
          className: 'hidden sm:table-cell whitespace-nowrap',
        },
        {
          key: 'learners',
          header: t('list.columns.learners'),
          cell: (course) => (
            <span className="flex flex-col text-sm">
              <span>{t('list.learnerCount', { count: course.learners })}</span>
              <span className="text-muted">{t('list.certificateCount', { count: course.certificates })}</span>
            </span>
          ),
          className: 'hidden md:table-cell whitespace-nowrap',
        },
        {
          key: 'state',
          header: t('list.columns.state'),
          cell: (course) => <PublicationTag publishedAt={course.published_at} />,
        },
      ]}
    />
  );
}
