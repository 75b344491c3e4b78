import { useId } from 'react';
import { useChecklistTranslation } from '../../i18n/checklist';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format-date';
import type { ManagerComment } from './manager-comment';

/** The manager's latest comment on a request sent back for rework (decision 014 §7), above all else. */
export function ManagerCommentNote({ comment, lead }: { comment: ManagerComment; lead?: string }) {
  const { t } = useChecklistTranslation();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-orange-300 bg-orange-50 p-5 sm:p-6"
      data-testid="manager-comment"
    >
      <h2 id={headingId} className="text-lg font-bold text-orange-950">
        {t('form.managerComment')}
      </h2>
      {lead && <p className="mt-1 text-[15px] leading-relaxed text-orange-950">{lead}</p>}
      <blockquote className="mt-3 rounded-lg border border-orange-200 bg-white px-4 py-3 text-[15px] leading-relaxed whitespace-pre-line text-ink">
        {comment.text}
      </blockquote>
      <p className="mt-2 text-sm text-orange-950">
        {comment.author && `${comment.author} · `}
        <time dateTime={comment.at}>{formatDate(comment.at, locale, true)}</time>
      </p>
    </section>
  );
}
