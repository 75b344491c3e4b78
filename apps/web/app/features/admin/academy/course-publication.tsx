import { useEffect, useRef } from 'react';
import type { AdminCourse } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { EMPTY_FIELDS } from '../admin-forms';
import { AdminSection } from '../ui/page-heading';
import type { PublicationChanged } from './academy-admin-form';

/**
 * Publishing a course (the cabinet lists it from now on; it needs a lesson and its texts in both
 * languages, else the API says what is missing) or taking it back to a draft.
 */
export function CoursePublication({ course }: { course: AdminCourse }) {
  const { t } = useAdminAcademyTranslation();
  const locale = useLocale();
  const isPublished = course.published_at !== null;
  const action: PublicationChanged['action'] = isPublished ? 'unpublish' : 'publish';
  // One form per action, each keeping its own answer: after publishing, the button is the other one.
  const forms = {
    publish: useApiForm<PublicationChanged>({ intent: 'publish', fields: EMPTY_FIELDS }),
    unpublish: useApiForm<PublicationChanged>({ intent: 'unpublish', fields: EMPTY_FIELDS }),
  };
  const form = forms[action];
  const last = forms[isPublished ? 'publish' : 'unpublish'];
  const done = last.success && !last.isSubmitting ? last.success : null;
  const status = useRef<HTMLDivElement>(null);
  // The button changes after the action: focus goes to the outcome, not to a button that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  return (
    <AdminSection id="course-publication" title={t('publication.title')} testId="course-publication">
      <p className="mb-4 text-[15px] text-ink">
        {isPublished
          ? t('publication.isPublished', { date: formatDateTime(course.published_at, locale) })
          : t('publication.isDraft')}
      </p>
      <form.Form {...form.formProps} className="flex flex-col gap-3">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="course-publication-error" />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          variant={isPublished ? 'outline' : 'solid'}
          className="self-start"
          testId={`course-${action}`}
        >
          {t(`publication.${action}`)}
        </SubmitButton>
      </form.Form>
      <div ref={status} tabIndex={-1} className="mt-3 focus:outline-none">
        <FormStatus testId="course-publication-status">
          {done ? t(`publication.done.${done.action}`) : null}
        </FormStatus>
      </div>
    </AdminSection>
  );
}
