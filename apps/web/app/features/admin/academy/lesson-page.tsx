import type { AdminLesson, AdminLessonWithCourse } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { splitParagraphs } from '../../../lib/text';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import {
  COURSES_PATH,
  coursePath,
  LESSON_FIELDS,
  LESSON_SCHEMA,
  LIMITS,
  toLessonValues,
  type LessonSaved,
} from './academy-admin-form';

type LessonCourse = AdminLessonWithCourse['course'];

/** The saved lesson as the lesson page shows it, in each language: its video player and its text. */
function LessonPreview({ lesson }: { lesson: AdminLesson }) {
  const { t } = useAdminAcademyTranslation();
  const embed = lesson.video_embed_url;
  return (
    <AdminSection id="lesson-preview" title={t('lesson.previewTitle')} testId="lesson-preview">
      <div className="flex flex-col gap-6">
        {/* The API answers only a YouTube (no-cookie) or Vimeo player here, the hosts the CSP frames. */}
        {embed ? (
          <iframe
            src={embed}
            title={t('lesson.videoTitle', { title: lesson.title.uk })}
            className="aspect-video w-full max-w-3xl rounded-2xl border-0 bg-brand-900"
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="lesson-preview-video"
          />
        ) : (
          <p className="text-[15px] text-muted">{t('lesson.noVideo')}</p>
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          {(['uk', 'en'] as const).map((lang) => (
            <article key={lang} className="flex flex-col gap-3" data-testid={`lesson-preview-${lang}`}>
              <p className="text-xs font-bold tracking-wide text-muted uppercase">{t(`languages.${lang}`)}</p>
              <h3 lang={lang} className="text-lg font-bold text-brand-900">
                {lesson.title[lang]}
              </h3>
              <div lang={lang} className="flex flex-col gap-3 text-[15px] leading-relaxed text-ink">
                {splitParagraphs(lesson.body[lang]).map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </div>
    </AdminSection>
  );
}

/** The lesson's editor (decision 045): under its course; its changes are the course's audit entries. */
export const LESSON_EDITOR = defineEditor({ testId: 'lesson', listPath: COURSES_PATH });

/**
 * /admin/courses/{courseId}/lessons/new and /{lessonId}: a lesson written in both languages side
 * by side, its length and, optionally, a YouTube or Vimeo address the lesson page embeds; a saved
 * lesson shows how learners read it.
 */
export function LessonPage({ lesson, course }: { lesson: AdminLesson | null; course: LessonCourse }) {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const form = useApiForm<LessonSaved>({ intent: 'lesson', fields: LESSON_FIELDS, schema: LESSON_SCHEMA });
  const values = toLessonValues(lesson);
  const courseTitle = pickName(course.title, locale);
  const title = lesson ? pickName(lesson.title, locale) : t('lesson.newTitle');
  return (
    <BackOfficeEditorPage
      editor={LESSON_EDITOR}
      form={form}
      record={lesson}
      texts={{
        title,
        lead: t('lesson.lead', { course: courseTitle }),
        listTitle: t('list.title'),
        trail: [{ label: courseTitle, to: coursePath(course.id) }],
        submit: lesson ? t('lesson.save') : t('lesson.create'),
        // A lesson is live with its course.
        saved: course.published_at ? t('lesson.savedLive') : t('lesson.saved'),
        created: t('lesson.created'),
      }}
      formKey={lesson ? JSON.stringify(values) : undefined}
      after={
        lesson && (
          <div className="mt-6">
            <LessonPreview lesson={lesson} />
          </div>
        )
      }
    >
      <AdminSection id="lesson-texts" title={t('lesson.textsTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('lesson.fields.titleUk'), en: t('lesson.fields.titleEn') }}
            values={values.title}
            maxLength={LIMITS.titleMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="body"
            labels={{ uk: t('lesson.fields.bodyUk'), en: t('lesson.fields.bodyEn') }}
            values={values.body}
            maxLength={LIMITS.lessonBodyMax}
            isLong
            isRequired
            rows={12}
          />
          <p className="text-sm text-muted">{t('lesson.bodyHint')}</p>
        </div>
      </AdminSection>
      <AdminSection id="lesson-video" title={t('lesson.videoSection')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem]">
          <TextField
            form={form}
            name="video_url"
            type="url"
            label={t('lesson.fields.videoUrl')}
            hint={t('lesson.videoHint')}
            initialValue={values.video_url}
            maxLength={LIMITS.videoUrlMax}
            autoComplete="off"
            inputMode="url"
          />
          <TextField
            form={form}
            name="minutes"
            label={t('lesson.fields.minutes')}
            hint={t('lesson.minutesHint', { min: LIMITS.minutesMin, max: LIMITS.minutesMax })}
            initialValue={values.minutes}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            required
          />
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
