import type { PaginationMeta, SupportMessage } from '@portal/contract';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { useSupportTranslation } from '../../i18n/support';
import { SupportForm } from './support-form';
import { SupportMessages } from './support-messages';

export type SupportPageProps = {
  messages: { items: SupportMessage[]; meta: PaginationMeta };
  /** The page reopened after the form sent a message. */
  isSent: boolean;
};

/**
 * /profile/support (issue 29 §4): the support form for the signed-in user and, below it, their
 * earlier messages with the office's answers.
 */
export function SupportPage({ messages, isSent }: SupportPageProps) {
  const { t } = useSupportTranslation();
  return (
    <>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      <div className="flex flex-col gap-8">
        {isSent && (
          <div
            role="status"
            data-testid="support-sent"
            className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950"
          >
            <p className="font-bold">{t('form.sentTitle')}</p>
            <p className="mt-1 text-[15px] leading-relaxed">{t('form.sentText')}</p>
          </div>
        )}
        <ProfileSection id="support-new" title={t('form.title')} testId="support-new">
          {/* A new form after each message sent (the newest message names it): the fields start again from the account. */}
          <SupportForm key={messages.items[0]?.id ?? 'new'} />
        </ProfileSection>
        <SupportMessages messages={messages} />
      </div>
    </>
  );
}
