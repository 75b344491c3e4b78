import type { AcademyCourseListItem } from '@portal/contract';
import { useAcademyTranslation } from '../../i18n/academy';
import { LocalizedLink } from '../../i18n/localized-link';
import { CertificateDownloadLink, CourseProgressBar, CourseStateBadge } from './academy-progress';
import { academyCoursePath } from './academy-query';

/** The subscriber's line on the academy's base page: the plan, its last day, and what it opens here. */
export function useAcademyIncludedText(): (values: { plan: string; date: string }) => string {
  const { t } = useAcademyTranslation();
  return (values) => t('list.includedText', values);
}

/** The course's length: "3 lessons · 41 min". */
export function useCourseLength(): (course: Pick<AcademyCourseListItem, 'lessons' | 'minutes'>) => string {
  const { t } = useAcademyTranslation();
  return (course) =>
    `${t('list.lessons', { count: course.lessons })} · ${t('list.minutes', { count: course.minutes })}`;
}

/**
 * A course's card: cover (when it has one), title (the link to the course), summary and length;
 * for a subscriber also the progress, the state and, once completed, the certificate.
 */
function CourseCard({ course, isSubscribed }: { course: AcademyCourseListItem; isSubscribed: boolean }) {
  const { t } = useAcademyTranslation();
  const length = useCourseLength();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      data-testid="academy-course-card"
      data-course-id={course.id}
    >
      {course.image_url && (
        // Decorative: the title says what the course is.
        <img src={course.image_url} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-bold text-brand-900">
            <LocalizedLink
              to={academyCoursePath(course.id)}
              className="underline-offset-4 hover:underline"
              data-testid="academy-course-link"
            >
              {course.title}
            </LocalizedLink>
          </h3>
          {isSubscribed && <CourseStateBadge course={course} />}
        </div>
        {course.summary && <p className="text-[15px] leading-relaxed text-muted">{course.summary}</p>}
        <p className="text-sm font-semibold text-ink">{length(course)}</p>
        {isSubscribed && <CourseProgressBar course={course} />}
        {isSubscribed && course.certificate && (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <CertificateDownloadLink courseId={course.id} size="sm" />
            <span>
              {t('certificate.code')}:{' '}
              <span className="font-mono font-bold" data-testid="academy-certificate-code">
                {course.certificate.code}
              </span>
            </span>
          </p>
        )}
        {!isSubscribed && (
          <LocalizedLink
            to={academyCoursePath(course.id)}
            className="mt-auto w-fit text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('list.outline', { title: course.title })}
          </LocalizedLink>
        )}
      </div>
    </li>
  );
}

/**
 * The academy's base page below the access box (issue 16 §3): the published courses. A
 * subscriber sees each one's progress and state; a company without a subscription, the outlines.
 */
export function AcademyCourseList({
  courses,
  isSubscribed,
}: {
  courses: AcademyCourseListItem[];
  isSubscribed: boolean;
}) {
  const { t } = useAcademyTranslation();
  return (
    <section aria-labelledby="academy-courses-title" className="mt-8" data-testid="academy-courses">
      <h2 id="academy-courses-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
        {isSubscribed ? t('list.title') : t('list.outlineTitle')}
      </h2>
      {!isSubscribed && (
        <p className="mt-2 text-[15px] leading-relaxed text-muted">{t('list.outlineText')}</p>
      )}
      {courses.length > 0 ? (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="academy-course-list">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} isSubscribed={isSubscribed} />
          ))}
        </ul>
      ) : (
        <p
          className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-[15px] text-muted"
          data-testid="academy-courses-empty"
        >
          {t('list.empty')}
        </p>
      )}
    </section>
  );
}
