import type { AdminCourse } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { buildEditorTexts, defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import {
  COURSE_FIELDS,
  COURSE_SCHEMA,
  COURSES_PATH,
  LIMITS,
  toCourseValues,
  type CourseSaved,
} from './academy-admin-form';
import { CourseLessons } from './course-lessons';
import { CoursePreview } from './course-preview';
import { useCoursePublication } from './course-publication';
import { ImageField, useImageField } from '../../../components/back-office/image-field';

/** The course's editor (decision 045): a form with a picture, published content, audited. */
export const COURSE_EDITOR = defineEditor({
  testId: 'course',
  listPath: COURSES_PATH,
  audit: 'academy_course',
  isMultipart: true,
});

/**
 * /admin/courses/new and /{id}: a course written in both languages side by side (title, summary,
 * description; the English in Latin letters), its place among the courses and its picture; saved
 * as a draft first. A saved course shows its lessons (moved, added, removed), its publication and
 * its card as the cabinet shows it.
 */
export function CoursePage({ course }: { course: AdminCourse | null }) {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const form = useApiForm<CourseSaved>({ intent: 'course', fields: COURSE_FIELDS, schema: COURSE_SCHEMA });
  const picture = useImageField();
  const values = toCourseValues(course);
  const title = course ? pickName(course.title, locale) : t('course.newTitle');
  const publication = useCoursePublication(course);

  return (
    <BackOfficeEditorPage
      editor={COURSE_EDITOR}
      form={form}
      record={course}
      texts={buildEditorTexts((key) => t(`course.${key}`), {
        title,
        listTitle: t('list.title'),
        isNew: course === null,
      })}
      canSend={picture.isSendable}
      publication={publication}
      // A saved change starts the form afresh; a lesson moved elsewhere on the page does not.
      formKey={course ? JSON.stringify([values, course.image_url]) : undefined}
      after={
        course && (
          <div className="mt-6 flex flex-col gap-6">
            <CourseLessons course={course} />
            <CoursePreview course={course} />
          </div>
        )
      }
    >
      <AdminSection id="course-texts" title={t('course.textsTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('course.fields.titleUk'), en: t('course.fields.titleEn') }}
            values={values.title}
            maxLength={LIMITS.titleMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="summary"
            labels={{ uk: t('course.fields.summaryUk'), en: t('course.fields.summaryEn') }}
            values={values.summary}
            maxLength={LIMITS.summaryMax}
            isLong
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('course.fields.descriptionUk'), en: t('course.fields.descriptionEn') }}
            values={values.description}
            maxLength={LIMITS.descriptionMax}
            isLong
            rows={8}
          />
          <p className="text-sm text-muted">{t('course.textsHint')}</p>
          <TextField
            form={form}
            name="position"
            label={t('course.fields.position')}
            hint={t('course.positionHint')}
            initialValue={values.position}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            className="max-w-60"
          />
        </div>
      </AdminSection>
      <AdminSection id="course-picture" title={t('image.title')}>
        <ImageField
          form={form}
          state={picture}
          imageUrl={course?.image_url ?? null}
          variant="cover"
          testId="course-image"
          texts={{
            current: t('image.current'),
            none: t('image.none'),
            field: t('image.choose'),
            newField: t('image.replace'),
            hint: t('image.hint'),
            remove: t('image.remove'),
            removeHint: t('image.removeHint'),
          }}
        />
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
