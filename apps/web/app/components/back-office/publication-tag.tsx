import { useAdminTranslation } from '../../i18n/admin';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';

/** Whether exporters see published content (an analysis, an event, a course, a partner): published since when, or a draft only staff see. */
export function PublicationTag({
  publishedAt,
  size = 'sm',
  className,
}: {
  publishedAt: string | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const isPublished = publishedAt !== null;
  return (
    <span
      data-testid="publication-tag"
      className={cx(
        'inline-flex w-fit items-center gap-2 rounded-full border font-semibold',
        size === 'md' ? 'px-3 py-1 text-[15px]' : 'px-2.5 py-0.5 text-sm',
        isPublished
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-slate-300 bg-slate-50 text-slate-800',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx('size-2 rounded-full', isPublished ? 'bg-green-600' : 'bg-slate-500')}
      />
      {isPublished
        ? t('publishedAnalyses.publishedOn', { date: formatDate(publishedAt, locale) })
        : t('publishedAnalyses.draft')}
    </span>
  );
}
