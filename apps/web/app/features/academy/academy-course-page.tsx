import type { AcademyCourse } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useAcademyTranslation } from '../../i18n/academy';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { useCourseLength } from './academy-course-list';
import { CertificateBox, CourseProgressBar, CourseStateBadge } from './academy-progress';
import { ACADEMY_BASE_PATH, academyLessonPath, decideCourseState, findContinueLesson } from './academy-query';
import { splitParagraphs } from '../../lib/text';

/** Where a subscriber goes on: start, continue at the first lesson not done, or look the lessons over again. */
function CourseProgressPanel({ course }: { course: AcademyCourse }) {
  const { t } = useAcademyTranslation();
  const state = decideCourseState(course);
  const next = findContinueLesson(course);
  return (
    <section
      aria-labelledby="academy-course-progress-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="academy-course-progress"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="academy-course-progress-title" className="text-lg font-bold text-brand-900">
          {t('course.progressTitle')}
        </h2>
        <CourseStateBadge course={course} />
      </div>
      <CourseProgressBar course={course} />
      {next && (
        <ButtonLink
          to={academyLessonPath(next.id)}
          variant={state === 'completed' ? 'outline' : 'solid'}
          className="w-fit whitespace-normal"
          data-testid="academy-course-continue"
        >
          {state === 'not-started'
            ? t('course.start')
            : state === 'in-progress'
              ? t('course.continue', { number: course.lesson_list.indexOf(next) + 1 })
              : t('course.review')}
        </ButtonLink>
      )}
    </section>
  );
}

/** For a company without a subscription: the outline is open, the lessons are not. */
function LockedPanel() {
  const { t } = useAcademyTranslation();
  return (
    <section
      aria-labelledby="academy-course-locked-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-brand-950 sm:p-6"
      data-testid="academy-course-locked"
    >
      <div>
        <h2 id="academy-course-locked-title" className="text-lg font-bold">
          {t('course.lockedTitle')}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed">{t('course.lockedText')}</p>
      </div>
      <ButtonLink to="/tariffs" size="sm" data-testid="academy-to-tariffs">
        {t('course.toTariffs')}
      </ButtonLink>
    </section>
  );
}

/** The lessons in order: number, title (a link for a subscriber), length, video, and whether done. */
function LessonList({ course, isSubscribed }: { course: AcademyCourse; isSubscribed: boolean }) {
  const { t } = useAcademyTranslation();
  return (
    <section aria-labelledby="academy-lessons-title" data-testid="academy-lessons">
      <h2 id="academy-lessons-title" className="mb-4 text-xl font-bold text-brand-900">
        {t('course.lessonsTitle')}
      </h2>
      <ol className="flex flex-col gap-3">
        {course.lesson_list.map((lesson, index) => {
          const isDone = lesson.completed_at !== null;
          return (
            <li
              key={lesson.id}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
              data-testid="academy-lesson-item"
              data-done={isDone}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  isDone ? 'bg-green-700 text-white' : 'border border-slate-300 text-slate-700',
                )}
              >
                {isDone ? '✓' : index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm text-muted">{t('course.lessonNumber', { number: index + 1 })}</span>
                {isSubscribed ? (
                  <LocalizedLink
                    to={academyLessonPath(lesson.id)}
                    className="text-[15px] font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    data-testid="academy-lesson-link"
                  >
                    {lesson.title}
                  </LocalizedLink>
                ) : (
                  <span className="text-[15px] font-semibold break-words text-ink">{lesson.title}</span>
                )}
                <span className="text-sm text-muted">
                  {t('lesson.minutes', { count: lesson.minutes })}
                  {lesson.has_video && ` · ${t('course.video')}`}
                  {isSubscribed && (
                    <>
                      {' · '}
                      <span
                        className={cx(isDone && 'font-semibold text-green-800')}
                        data-testid="academy-lesson-done"
                      >
                        {isDone ? t('course.done') : t('course.notDone')}
                      </span>
                    </>
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * /profile/pro-services/academy/courses/{id} (issue 16 §3): the course, its description and its
 * lessons in order. A subscriber sees what is done, goes on at the first lesson not done and, once
 * every lesson is done, gets the certificate (the PDF and its code); a company without a
 * subscription sees the outline and the way to the plans.
 */
export function AcademyCoursePage({
  course,
  isSubscribed,
}: {
  course: AcademyCourse;
  isSubscribed: boolean;
}) {
  const { t } = useAcademyTranslation();
  const length = useCourseLength();
  const paragraphs = splitParagraphs(course.description);
  return (
    <>
      <LocalizedLink
        to={ACADEMY_BASE_PATH}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('course.back')}
      </LocalizedLink>
      <PageHeading title={course.title} lead={course.summary || undefined} />
      {/* The progress and the way on come first on a phone; beside the course on a wide screen. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(18rem,22rem)] lg:items-start">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
          {isSubscribed ? <CourseProgressPanel course={course} /> : <LockedPanel />}
          {isSubscribed && course.certificate && (
            <CertificateBox courseId={course.id} certificate={course.certificate} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {course.image_url && (
            <img src={course.image_url} alt="" className="aspect-[16/9] w-full rounded-2xl object-cover" />
          )}
          <section
            aria-labelledby="academy-course-about-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
          >
            <h2 id="academy-course-about-title" className="text-lg font-bold text-brand-900">
              {t('list.facts')}
            </h2>
            <p className="mt-1 text-sm font-semibold text-ink">{length(course)}</p>
            {paragraphs.length > 0 && (
              <div className="mt-3 flex flex-col gap-3 text-[15px] leading-relaxed text-ink">
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            )}
          </section>
          <LessonList course={course} isSubscribed={isSubscribed} />
        </div>
      </div>
    </>
  );
}
