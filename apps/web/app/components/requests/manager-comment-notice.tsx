import { useId } from 'react';
import type { RequestKind } from '@portal/contract';
import { ButtonLink } from '../ui/button-link';
import { SvgIcon } from '../ui/svg-icon';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import type { ManagerComment } from './manager-comment';

export type ManagerCommentNoticeProps = {
  comment: ManagerComment;
  kind: RequestKind;
  /** The edit page (a Ukrainian path), offered as what to do; none on the edit page itself. */
  editHref?: string | undefined;
  testId?: string;
};

const TONES = {
  in_finalization: {
    box: 'border-orange-300 border-l-orange-600 bg-orange-50',
    text: 'text-orange-950',
    quote: 'border-orange-200',
    icon: 'text-orange-700',
  },
  denied: {
    box: 'border-red-300 border-l-red-700 bg-red-50',
    text: 'text-red-950',
    quote: 'border-red-200',
    icon: 'text-red-700',
  },
} as const;

/**
 * The manager's comment on a request sent back for changes (or its reason for a rejection), at
 * the top of the request's pages (issue 13 §6, decision 014 §7): a region named by its heading,
 * which says what happened in words (not by colour alone), the comment with who wrote it and when,
 * what to do and, on the request's page, the way to the edit page.
 */
export function ManagerCommentNotice({
  comment,
  kind,
  editHref,
  testId = 'manager-comment',
}: ManagerCommentNoticeProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const headingId = useId();
  const isRework = comment.status === 'in_finalization';
  const tone = TONES[comment.status];
  const texts = isRework
    ? {
        title: t(`shared.managerComment.reworkTitle.${kind}`),
        lead: t(`shared.managerComment.reworkLead.${kind}`),
      }
    : {
        title: t(`shared.managerComment.deniedTitle.${kind}`),
        lead: t(`shared.managerComment.deniedLead.${kind}`),
      };
  return (
    <section
      aria-labelledby={headingId}
      className={cx('mb-6 rounded-2xl border border-l-8 p-5 sm:p-6', tone.box)}
      data-testid={testId}
      data-status={comment.status}
    >
      <h2 id={headingId} className={cx('flex items-center gap-3 text-lg font-bold', tone.text)}>
        <SvgIcon className={cx('size-7 shrink-0', tone.icon)}>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 7v6M12 17h.01" />
        </SvgIcon>
        {texts.title}
      </h2>
      <p className={cx('mt-2 text-[15px] leading-relaxed', tone.text)}>{texts.lead}</p>
      <figure className="mt-3">
        <blockquote
          className={cx(
            'rounded-lg border bg-white px-4 py-3 text-[15px] leading-relaxed whitespace-pre-line text-ink',
            tone.quote,
          )}
          data-testid="manager-comment-text"
        >
          {comment.text || <span className="text-muted">{t('shared.managerComment.noComment')}</span>}
        </blockquote>
        <figcaption className={cx('mt-2 text-sm', tone.text)} data-testid="manager-comment-byline">
          {comment.author && `${comment.author} · `}
          <time dateTime={comment.at}>{formatDateTime(comment.at, locale)}</time>
        </figcaption>
      </figure>
      {isRework && (
        <p className={cx('mt-4 text-[15px] leading-relaxed font-semibold', tone.text)}>
          {t(`shared.managerComment.reworkTodo.${kind}`)}
        </p>
      )}
      {isRework && editHref && (
        <ButtonLink to={editHref} className="mt-4" data-testid="manager-comment-edit">
          {t(`shared.managerComment.edit.${kind}`)}
        </ButtonLink>
      )}
    </section>
  );
}
