import type { AcademyCourse, AcademyLesson } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useAcademyTranslation } from '../../i18n/academy';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { CertificateBox, CourseProgressBar } from './academy-progress';
import {
  ACADEMY_BASE_PATH,
  academyCoursePath,
  academyLessonPath,
  COMPLETE_INTENT,
  COMPLETE_LESSON_FIELDS,
  isEmbeddableVideo,
  type LessonCompletion,
} from './academy-query';
import { splitParagraphs } from '../../lib/text';

const LINK = 'text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** 'Mark as done' (a form posted to the route's action, so it works without JavaScript), or when it was. */
function DonePanel({ lesson, course }: { lesson: AcademyLesson; course: AcademyCourse }) {
  const { t } = useAcademyTranslation();
  const locale = useLocale();
  const form = useApiForm<LessonCompletion>({ intent: COMPLETE_INTENT, fields: COMPLETE_LESSON_FIELDS });
  const isDone = lesson.completed_at !== null;
  return (
    <section
      aria-labelledby="academy-lesson-done-title"
      className={cx(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:p-6',
        isDone ? 'border-green-300 bg-green-50 text-green-950' : 'border-slate-200 bg-white text-ink',
      )}
      data-testid="academy-lesson-done-panel"
      data-done={isDone}
    >
      <div>
        <h2 id="academy-lesson-done-title" className="text-lg font-bold">
          {isDone ? t('lesson.doneTitle') : t('lesson.markDone')}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed">
          {isDone
            ? t('lesson.doneAt', { date: formatDateTime(lesson.completed_at, locale) })
            : t('lesson.notDoneText')}
        </p>
      </div>
      <FormStatus testId="academy-lesson-done-now">
        {form.success && isDone ? t('lesson.doneNow') : null}
      </FormStatus>
      {!isDone && (
        <form.Form {...form.formProps} className="flex flex-col items-start gap-3">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <SubmitButton isSubmitting={form.isSubmitting} testId="academy-lesson-complete">
            {t('lesson.markDone')}
          </SubmitButton>
        </form.Form>
      )}
      <FormAlert errors={form.generalErrors} testId="academy-lesson-complete-error" />
      <CourseProgressBar course={course} />
    </section>
  );
}

/** The previous and next lessons and the course's outline. */
function LessonNavigation({ lesson }: { lesson: AcademyLesson }) {
  const { t } = useAcademyTranslation();
  return (
    <nav aria-label={t('lesson.navigation')} className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {lesson.previous_id !== null && (
        <LocalizedLink
          to={academyLessonPath(lesson.previous_id)}
          className={LINK}
          data-testid="academy-lesson-previous"
        >
          ← {t('lesson.previous')}
        </LocalizedLink>
      )}
      <LocalizedLink
        to={academyCoursePath(lesson.course.id)}
        className={LINK}
        data-testid="academy-lesson-course"
      >
        {t('lesson.toCourse')}
      </LocalizedLink>
      {lesson.next_id !== null && (
        <ButtonLink
          to={academyLessonPath(lesson.next_id)}
          variant={lesson.completed_at !== null ? 'solid' : 'outline'}
          data-testid="academy-lesson-next"
        >
          {t('lesson.next')} →
        </ButtonLink>
      )}
    </nav>
  );
}

/**
 * /profile/pro-services/academy/lessons/{id} (issue 16 §3, subscribers): the lesson's video
 * (embedded only from the players the API names and the Content-Security-Policy admits), its
 * text, 'mark as done', the previous and next lessons, and the certificate once the course is
 * completed.
 */
export function AcademyLessonPage({ lesson, course }: { lesson: AcademyLesson; course: AcademyCourse }) {
  const { t } = useAcademyTranslation();
  const paragraphs = splitParagraphs(lesson.body);
  const number = course.lesson_list.findIndex((item) => item.id === lesson.id) + 1;
  return (
    <>
      <LocalizedLink
        to={academyCoursePath(lesson.course.id)}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="academy-lesson-back"
      >
        ← {t('lesson.back', { title: lesson.course.title })}
      </LocalizedLink>
      <PageHeading
        title={lesson.title}
        lead={
          <>
            {number > 0 && `${t('lesson.position', { number, count: course.lesson_list.length })} · `}
            {t('lesson.minutes', { count: lesson.minutes })}
          </>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {isEmbeddableVideo(lesson.video_embed_url) && (
          <iframe
            src={lesson.video_embed_url}
            title={t('lesson.videoTitle', { title: lesson.title })}
            className="aspect-video w-full rounded-2xl border-0 bg-brand-900"
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="academy-lesson-video"
          />
        )}
        {paragraphs.length > 0 && (
          <div
            className="flex flex-col gap-4 text-base leading-relaxed text-ink sm:text-[17px]"
            data-testid="academy-lesson-body"
          >
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        )}
        <DonePanel lesson={lesson} course={course} />
        {course.certificate && <CertificateBox courseId={course.id} certificate={course.certificate} />}
        <LessonNavigation lesson={lesson} />
      </div>
    </>
  );
}

/** A lesson's address for a company without a subscription (403): what it needs, and the ways on. */
export function AcademyLessonLockedPage() {
  const { t } = useAcademyTranslation();
  return (
    <>
      <LocalizedLink
        to={ACADEMY_BASE_PATH}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('lesson.toAcademy')}
      </LocalizedLink>
      <PageHeading title={t('lesson.lockedTitle')} lead={t('lesson.lockedText')} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3" data-testid="academy-lesson-locked">
        <ButtonLink to="/tariffs" data-testid="academy-to-tariffs">
          {t('lesson.toTariffs')}
        </ButtonLink>
        <LocalizedLink to={ACADEMY_BASE_PATH} className={LINK}>
          {t('lesson.toAcademy')}
        </LocalizedLink>
      </div>
    </>
  );
}
