import type { AdminCourseListItem } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DataTable } from '../../../components/ui/data-table';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { buildListHref } from '../../../components/back-office/list-query';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { COURSE_STATES, COURSES_PATH, coursePath, type CourseState } from './academy-admin-form';

type Counts = { all: number; published: number; draft: number };

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
  counts: Counts;
}) {
  const { t: tAdmin } = useAdminTranslation();
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const title = t('list.title');
  const tabs = [
    { key: 'all', label: t('list.all'), to: COURSES_PATH, count: counts.all, isCurrent: state === undefined },
    ...COURSE_STATES.map((value) => ({
      key: value,
      label: t(`list.states.${value}`),
      to: buildListHref(COURSES_PATH, { state: value }),
      count: counts[value],
      isCurrent: state === value,
    })),
  ];
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('list.lead')}
        breadcrumbs={[{ label: tAdmin('nav.dashboard'), to: '/admin' }, { label: title }]}
        aside={
          <ButtonLink to={`${COURSES_PATH}/new`} className="self-start" data-testid="course-new">
            {t('list.new')}
          </ButtonLink>
        }
      />
      <FilterTabs label={t('list.tabsLabel')} tabs={tabs} testId="courses-tabs" />
      <DataTable
        caption={title}
        isCaptionHidden
        rows={items}
        getRowKey={(course) => String(course.id)}
        getRowHref={(course) => coursePath(course.id)}
        testId="courses-table"
        empty={tAdmin('common.nothingFound')}
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
                <span className="text-muted">
                  {t('list.certificateCount', { count: course.certificates })}
                </span>
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
    </>
  );
}
