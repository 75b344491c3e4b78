import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { cx } from '../../../lib/cx';

/** Whether companies see the event: published, or a draft only staff see. */
export function EventStateTag({ isPublished, className }: { isPublished: boolean; className?: string }) {
  const { t } = useAdminClubTranslation();
  return (
    <span
      data-testid="club-event-state-tag"
      className={cx(
        'inline-flex w-fit items-center gap-2 rounded-full border px-2.5 py-0.5 text-sm font-semibold',
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
      {isPublished ? t('state.published') : t('state.draft')}
    </span>
  );
}
