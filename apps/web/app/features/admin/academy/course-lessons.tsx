import type { AdminCourse } from '@portal/contract';
import { FormAlert } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses, ButtonLink } from '../../../components/ui/button-link';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { foreignLang } from '../../../lib/localized-name';
import { AdminSection } from '../../../components/back-office/page-heading';
import {
  lessonPath,
  MOVE_FIELDS,
  REMOVE_FIELDS,
  type LessonMoved,
  type LessonRemoved,
} from './academy-admin-form';

const SMALL = cx(buttonClasses('outline', 'sm'), 'min-h-10 min-w-10 px-3');

/**
 * A course's lessons in their order: each moved up or down, opened in its editor or removed (the
 * API keeps one someone completed, and the only lesson of a published course, and says why);
 * a new lesson is added last. Each action is a small form: it works without JavaScript.
 */
export function CourseLessons({ course }: { course: AdminCourse }) {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const move = useApiForm<LessonMoved>({ intent: 'move', fields: MOVE_FIELDS });
  const remove = useApiForm<LessonRemoved>({ intent: 'remove-lesson', fields: REMOVE_FIELDS });
  const { ref: _moveRef, ...moveProps } = move.formProps;
  const { ref: _removeRef, ...removeProps } = remove.formProps;
  const lessons = course.lesson_list;
  return (
    <AdminSection
      id="course-lessons"
      title={t('lessons.title', { count: lessons.length })}
      testId="course-lessons"
      actions={
        <ButtonLink to={lessonPath(course.id, 'new')} size="sm" data-testid="lesson-add">
          {t('lessons.add')}
        </ButtonLink>
      }
    >
      <FormAlert errors={[...move.generalErrors, ...remove.generalErrors]} testId="lessons-error" />
      {lessons.length === 0 ? (
        <p className="text-[15px] text-muted" data-testid="lessons-empty">
          {t('lessons.empty')}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200" data-testid="lesson-list">
          {lessons.map((lesson, index) => {
            const number = index + 1;
            const title = locale === 'en' ? lesson.title.en : lesson.title.uk;
            const other = locale === 'en' ? lesson.title.uk : lesson.title.en;
            return (
              <li
                key={lesson.id}
                className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between"
                data-testid="lesson-row"
                data-lesson-id={lesson.id}
              >
                <div className="flex min-w-0 gap-3">
                  <span className="w-6 shrink-0 text-right font-bold text-muted" aria-hidden="true">
                    {number}.
                  </span>
                  <div className="flex min-w-0 flex-col">
                    <LocalizedLink
                      to={lessonPath(course.id, lesson.id)}
                      className="font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900"
                      data-testid="lesson-link"
                    >
                      <span className="sr-only">{t('lessons.number', { number })} </span>
                      {title}
                    </LocalizedLink>
                    <span
                      lang={foreignLang(locale === 'en' ? 'uk' : 'en', locale)}
                      className="text-sm text-muted"
                    >
                      {other}
                    </span>
                    <span className="text-sm text-muted">
                      {[
                        t('lessons.minutes', { count: lesson.minutes }),
                        lesson.video_embed_url ? t('lessons.video') : t('lessons.text'),
                        t('lessons.completions', { count: lesson.completions }),
                      ].join(' · ')}
                    </span>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 pl-9 md:pl-0">
                  <move.Form {...moveProps} className="flex gap-2">
                    <input type="hidden" name={INTENT_FIELD} value={move.intent} />
                    <input type="hidden" name="lesson_id" value={lesson.id} />
                    <button
                      type="submit"
                      name="direction"
                      value="up"
                      disabled={index === 0}
                      className={cx(SMALL, 'disabled:cursor-not-allowed disabled:opacity-50')}
                      data-testid="lesson-up"
                    >
                      <span aria-hidden="true">↑</span>
                      <span className="sr-only">{t('lessons.up', { title })}</span>
                    </button>
                    <button
                      type="submit"
                      name="direction"
                      value="down"
                      disabled={index === lessons.length - 1}
                      className={cx(SMALL, 'disabled:cursor-not-allowed disabled:opacity-50')}
                      data-testid="lesson-down"
                    >
                      <span aria-hidden="true">↓</span>
                      <span className="sr-only">{t('lessons.down', { title })}</span>
                    </button>
                  </move.Form>
                  <remove.Form {...removeProps}>
                    <input type="hidden" name={INTENT_FIELD} value={remove.intent} />
                    <input type="hidden" name="lesson_id" value={lesson.id} />
                    <button
                      type="submit"
                      className={cx(SMALL, 'border-red-700 text-red-700 hover:bg-red-50')}
                      data-testid="lesson-remove"
                    >
                      {t('lessons.remove')}
                      <span className="sr-only"> {title}</span>
                    </button>
                  </remove.Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </AdminSection>
  );
}
