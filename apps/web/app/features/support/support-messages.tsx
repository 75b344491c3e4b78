import { useLocation } from 'react-router';
import type { PaginationMeta, SupportMessage } from '@portal/contract';
import { SupportAttachmentLink, SupportStateTag } from '../../components/support/support-parts';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useSupportTranslation } from '../../i18n/support';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';

/** One message: its state, when it was sent, its topic and subject, its text and file, and the answer or that none came yet. */
function MessageCard({ message }: { message: SupportMessage }) {
  const { t } = useSupportTranslation();
  const locale = useLocale();
  const { answer } = message;
  const headingId = `support-message-${message.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="support-message"
        data-id={message.id}
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <SupportStateTag isAnswered={answer !== null} />
          <p className="text-sm text-muted">
            {t('history.sentAt')}:{' '}
            <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
          </p>
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-bold break-words text-brand-900">
          {message.subject || t('history.noSubject')}
        </h3>
        <p className="mt-1 text-sm font-semibold text-muted" data-testid="support-message-topic">
          {message.topic ? t(`topics.${message.topic}`) : t('history.noTopic')}
        </p>
        <p className="mt-3 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">
          {message.message}
        </p>
        {message.attachment && (
          <p className="mt-3 text-[15px]">
            {t('history.attachment')}: <SupportAttachmentLink file={message.attachment} />
          </p>
        )}
        {answer ? (
          <section
            aria-label={t('history.answerTitle')}
            data-testid="support-answer"
            className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4"
          >
            <p className="text-sm font-bold text-brand-900">{t('history.answerTitle')}</p>
            <p className="mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">
              {answer.text}
            </p>
            <p className="mt-2 text-sm text-muted">
              {answer.by ? `${answer.by}, ` : ''}
              <time dateTime={answer.answered_at}>{formatDateTime(answer.answered_at, locale)}</time>
            </p>
          </section>
        ) : (
          <p className="mt-4 text-[15px] text-muted" data-testid="support-awaiting">
            {t('history.awaiting')}
          </p>
        )}
      </article>
    </li>
  );
}

/** The user's messages to support (`GET /profile/support`), newest first, each with the office's answer; paged. */
export function SupportMessages({
  messages,
}: {
  messages: { items: SupportMessage[]; meta: PaginationMeta };
}) {
  const { t } = useSupportTranslation();
  const location = useLocation();
  const { items, meta } = messages;
  return (
    <section aria-labelledby="support-messages-title" data-testid="support-messages" id="support-messages">
      <h2 id="support-messages-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {t('history.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-[15px] text-muted" data-testid="support-messages-empty">
          {t('history.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
          <Pagination
            className="mt-4"
            label={t('history.label')}
            page={meta.current_page}
            pageCount={meta.last_page}
            getHref={(page) => buildPageHref(location, page)}
          />
        </>
      )}
    </section>
  );
}
