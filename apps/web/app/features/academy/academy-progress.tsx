import type { AcademyCertificate, AcademyCourseListItem } from '@portal/contract';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button-link';
import { useAcademyTranslation } from '../../i18n/academy';
import { localizePath } from '../../i18n/locale';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import {
  academyCertificatePath,
  certificateCheckPath,
  decideCourseState,
  type CourseState,
} from './academy-query';

const STATE_KEYS = {
  'not-started': 'state.notStarted',
  'in-progress': 'state.inProgress',
  completed: 'state.completed',
} as const satisfies Record<CourseState, string>;

/** The person's progress in a course: a bar (role progressbar) and "2 of 5 lessons". */
export function CourseProgressBar({ course }: { course: Pick<AcademyCourseListItem, 'title' | 'progress'> }) {
  const { t } = useAcademyTranslation();
  const { done, total, percent } = course.progress;
  const text = t('progress.text', { done, count: total });
  return (
    <div className="flex flex-col gap-1.5" data-testid="academy-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label', { title: course.title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" data-testid="academy-progress-text">
        {text}
      </p>
    </div>
  );
}

/** Not started, in progress or completed, as a small tag. */
export function CourseStateBadge({
  course,
}: {
  course: Pick<AcademyCourseListItem, 'progress' | 'certificate'>;
}) {
  const { t } = useAcademyTranslation();
  const state = decideCourseState(course);
  return (
    <Badge className={cx(state === 'completed' && 'border-green-300 bg-green-50 text-green-900')}>
      <span data-testid="academy-course-state" data-state={state}>
        {t(STATE_KEYS[state])}
      </span>
    </Badge>
  );
}

/** The certificate's PDF: a plain link to the resource route, so it downloads without JavaScript. */
export function CertificateDownloadLink({ courseId, size = 'md' }: { courseId: number; size?: 'sm' | 'md' }) {
  const { t } = useAcademyTranslation();
  const locale = useLocale();
  return (
    <a
      href={localizePath(academyCertificatePath(courseId), locale)}
      download
      className={cx(buttonClasses('solid', size), 'w-fit whitespace-normal')}
      data-testid="academy-certificate-download"
    >
      {t('certificate.download')}
    </a>
  );
}

/**
 * A completed course's certificate: when it was issued, its code, the PDF (a plain link to the
 * resource route, so it downloads without JavaScript) and the public page that checks the code.
 */
export function CertificateBox({
  courseId,
  certificate,
}: {
  courseId: number;
  certificate: AcademyCertificate;
}) {
  const { t } = useAcademyTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby={`academy-certificate-${courseId}`}
      className="flex flex-col gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 sm:p-6"
      data-testid="academy-certificate"
    >
      <div>
        <h2 id={`academy-certificate-${courseId}`} className="text-lg font-bold">
          {t('certificate.title')}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed">
          {t('certificate.text', { date: formatDate(certificate.issued_at, locale) })}
        </p>
      </div>
      <p className="text-[15px]">
        {t('certificate.code')}:{' '}
        <span className="font-mono font-bold tracking-wide" data-testid="academy-certificate-code">
          {certificate.code}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CertificateDownloadLink courseId={courseId} />
        <LocalizedLink
          to={certificateCheckPath(certificate.code)}
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="academy-certificate-check"
        >
          {t('certificate.check')}
        </LocalizedLink>
      </div>
    </section>
  );
}
