import type { AdminCourse } from '@portal/contract';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { AdminSection } from '../../../components/back-office/page-heading';

/**
 * The saved course as the cabinet's course card shows it (issue 16 §3), in each language: the
 * cover, the title, the summary and the length. A draft is shown here only.
 */
export function CoursePreview({ course }: { course: AdminCourse }) {
  const { t } = useAdminAcademyTranslation();
  const length = `${t('list.lessonCount', { count: course.lessons })} · ${t('lessons.minutes', { count: course.minutes })}`;
  return (
    <AdminSection id="course-preview" title={t('course.previewTitle')} testId="course-preview">
      <p className="mb-4 text-[15px] text-muted">{t('course.previewLead')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['uk', 'en'] as const).map((lang) => (
          <article
            key={lang}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            data-testid={`course-preview-${lang}`}
          >
            {course.image_url && (
              <img src={course.image_url} alt="" className="aspect-[16/9] w-full object-cover" />
            )}
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-xs font-bold tracking-wide text-muted uppercase">{t(`languages.${lang}`)}</p>
              <h3 lang={lang} className="text-lg font-bold text-brand-900">
                {course.title[lang]}
              </h3>
              {course.summary[lang] ? (
                <p lang={lang} className="text-[15px] leading-relaxed text-muted">
                  {course.summary[lang]}
                </p>
              ) : (
                <p className="text-[15px] text-red-700">{t('course.noSummary')}</p>
              )}
              <p className="text-sm font-semibold text-ink">{length}</p>
            </div>
          </article>
        ))}
      </div>
    </AdminSection>
  );
}
