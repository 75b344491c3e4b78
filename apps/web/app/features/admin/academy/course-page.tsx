import { type FormEvent } from 'react';
import type { AdminCourse } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
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
import { CoursePublication } from './course-publication';
import { ImageField, useImageField } from '../../../components/back-office/image-field';
import { useSavedOutcome } from '../../../components/back-office/use-saved-outcome';

/**
 * /admin/courses/new and /{id}: a course written in both languages side by side (title, summary,
 * description; the English in Latin letters), its place among the courses and its picture; saved
 * as a draft first. A saved course shows its lessons (moved, added, removed), its publication and
 * its card as the cabinet shows it.
 */
export function CoursePage({ course }: { course: AdminCourse | null }) {
  const { t: tAdmin } = useAdminTranslation();
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const form = useApiForm<CourseSaved>({ intent: 'course', fields: COURSE_FIELDS, schema: COURSE_SCHEMA });
  const picture = useImageField();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.formProps.onSubmit(event);
    if (!picture.isSendable()) event.preventDefault();
  };
  const values = toCourseValues(course);
  const title = course ? pickName(course.title, locale) : t('course.newTitle');
  const { isSaved, isJustCreated, status } = useSavedOutcome(form, course !== null);

  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('course.lead')}
        breadcrumbs={[
          { label: tAdmin('nav.dashboard'), to: '/admin' },
          { label: t('list.title'), to: COURSES_PATH },
          { label: title },
        ]}
        aside={
          course && <PublicationTag publishedAt={course.published_at} size="md" className="self-start" />
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <form.Form
          {...form.formProps}
          onSubmit={onSubmit}
          encType="multipart/form-data"
          // A saved change starts the form afresh; a lesson moved elsewhere on the page does not.
          key={course ? JSON.stringify([values, course.image_url]) : 'new'}
          className="flex min-w-0 flex-col gap-6"
          data-testid="course-form"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="course-error" />
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
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="course-submit">
            {course ? t('course.save') : t('course.create')}
          </SubmitButton>
        </form.Form>
        <div className="flex min-w-0 flex-col gap-6">
          <div ref={status} tabIndex={-1} className="focus:outline-none">
            <FormStatus testId="course-saved">
              {isSaved
                ? course?.published_at
                  ? t('course.savedLive')
                  : t('course.saved')
                : isJustCreated
                  ? t('course.created')
                  : null}
            </FormStatus>
          </div>
          {course ? (
            <CoursePublication course={course} />
          ) : (
            <AdminSection id="course-publication" title={t('publication.title')}>
              <p className="text-[15px] text-muted">{t('course.newNote')}</p>
            </AdminSection>
          )}
        </div>
      </div>
      {course && (
        <div className="mt-6 flex flex-col gap-6">
          <CourseLessons course={course} />
          <CoursePreview course={course} />
        </div>
      )}
    </>
  );
}
