import { useMemo, useRef } from 'react';
import {
  endpoints,
  type AdminChatConversation,
  type CannedAnswer,
  type ChatCompanyCard,
  type StaffMember,
} from '@portal/contract';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { ChatPanel } from '../../../components/chat/chat-panel';
import {
  useChatConversation,
  type ChatConversationCalls,
} from '../../../components/chat/use-chat-conversation';
import { SelectField } from '../../../components/form/choice-fields';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useChatTranslation } from '../../../i18n/chat';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { createApiClient } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { useSignedInProfile } from '../../../lib/session/use-profile';
import { CHAT_INBOX_PATH } from './chat-query';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The back office's calls from the browser for one conversation. */
function useOfficeCalls(id: string): ChatConversationCalls {
  return useMemo(() => {
    const api = () => createApiClient();
    const params = { id };
    return {
      loadEarlier: (before) => api().call(endpoints.getAdminChat, { params, query: { before } }),
      markRead: (through) =>
        api().call(endpoints.readAdminChat, { params, body: { through } }, { handleErrors: false }),
      sendTyping: () => api().call(endpoints.sendAdminChatTyping, { params }, { handleErrors: false }),
    };
  }, [id]);
}

/** The company's card beside its conversation, with the way to its back-office page. */
function CompanyCard({ company }: { company: ChatCompanyCard }) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  return (
    <AdminSection id="chat-company" title={t('conversation.card')} testId="chat-company">
      <DetailsList
        columns={1}
        items={[
          { label: t('conversation.edrpou'), value: company.edrpou_code },
          { label: t('conversation.contact'), value: company.contact_name },
          {
            label: t('conversation.email'),
            value: (
              <a href={`mailto:${company.email}`} className={LINK}>
                {company.email}
              </a>
            ),
          },
          { label: t('conversation.phone'), value: company.phone },
          {
            label: t('conversation.locale'),
            value: t(`conversation.locales.${company.locale}`),
            testId: 'chat-company-locale',
          },
          {
            label: t('conversation.approved'),
            value: t(company.approved ? 'conversation.yes' : 'conversation.no'),
          },
          { label: t('conversation.tariff'), value: company.tariff ?? t('conversation.noTariff') },
          { label: t('conversation.registered'), value: formatDate(company.registered_at, locale) },
        ]}
      />
      <p className="mt-4 text-[15px]">
        <LocalizedLink
          to={`/admin/companies/${company.user_id}`}
          className={LINK}
          data-testid="chat-company-page"
        >
          {t('conversation.companyPage')}
        </LocalizedLink>
      </p>
    </AdminSection>
  );
}

/** Who answers the company: a manager or an admin, or nobody. */
function AssigneeForm({ assignee, staff }: { assignee: string | null; staff: readonly StaffMember[] }) {
  const { t } = useChatTranslation();
  const form = useApiForm<{ assigned: true }>({ intent: 'assign', fields: { user_id: 'text' } });
  return (
    <AdminSection id="chat-assignee" title={t('conversation.assignTitle')} testId="chat-assignee">
      <form.Form {...form.formProps} className="flex flex-col gap-4">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="chat-assignee-error" />
        {/* Another manager's assignment, read again, shows in the field. */}
        <SelectField
          key={assignee ?? 'nobody'}
          form={form}
          name="user_id"
          label={t('conversation.assignee')}
          hint={t('conversation.assigneeHint')}
          placeholder={t('conversation.nobody')}
          options={staff.map((person) => ({ value: person.id, label: person.name }))}
          initialValue={assignee ?? ''}
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          variant="outline"
          className="self-start"
          testId="chat-assign"
        >
          {t('conversation.assign')}
        </SubmitButton>
        <FormStatus testId="chat-assigned">{form.success ? t('conversation.assigned') : null}</FormStatus>
      </form.Form>
    </AdminSection>
  );
}

/** The canned answers, both titles shown; 'Insert' puts the text in the company's language into the composer. */
function CannedAnswers({
  answers,
  language,
  onInsert,
}: {
  answers: readonly CannedAnswer[];
  language: ChatCompanyCard['locale'];
  onInsert: (text: string) => void;
}) {
  const { t } = useChatTranslation();
  return (
    <AdminSection id="chat-canned" title={t('conversation.canned')} testId="chat-canned">
      <p className="mb-3 text-sm text-muted">
        {t('conversation.cannedHint', { language: t(`conversation.locales.${language}`) })}
      </p>
      {answers.length === 0 ? (
        <p className="text-[15px] text-muted">{t('conversation.cannedNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {answers.map((answer) => (
            <li key={answer.id}>
              <button
                type="button"
                onClick={() => onInsert(answer.text[language])}
                data-testid="chat-canned-insert"
                className="flex min-h-11 w-full flex-col items-start rounded-lg border border-slate-300 px-3 py-2 text-left transition-colors duration-200 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="sr-only">{t('conversation.cannedInsert')} </span>
                <span className="text-[15px] font-semibold text-ink" lang="uk">
                  {answer.title.uk}
                </span>
                <span className="text-sm text-muted" lang="en">
                  {answer.title.en}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <LocalizedLink to={`${CHAT_INBOX_PATH}/canned-answers`} className={LINK}>
          {t('conversation.cannedManage')}
        </LocalizedLink>
      </p>
    </AdminSection>
  );
}

/**
 * /admin/chat/{id} (issue 29 §3): the conversation as the office sees it (the office's answers on
 * the right with their receipts, the company's on the left; other managers' answers and typing
 * live), the composer with the canned answers, the company's card, and who is assigned.
 */
export function ChatConversationPage({
  conversation,
  staff,
  canned,
  before,
  clientId,
}: {
  conversation: AdminChatConversation;
  staff: readonly StaffMember[];
  canned: readonly CannedAnswer[];
  before: number | null;
  clientId: string;
}) {
  const { t } = useChatTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const profile = useSignedInProfile();
  const { company } = conversation;
  const calls = useOfficeCalls(conversation.conversation.id);
  const chat = useChatConversation({ history: conversation, side: 'office', viewerId: profile.id, calls });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typingText = chat.typing
    ? t('typing.named', {
        name: chat.typing.side === 'company' ? chat.typing.name || company.name : chat.typing.name,
      })
    : null;
  const arrived = chat.arrived
    ? { name: chat.arrived.author?.name ?? company.name, text: chat.arrived.text }
    : null;
  const insert = (text: string) => {
    const field = textarea.current;
    if (!field) return;
    field.value = field.value.trim() === '' ? text : `${field.value.trimEnd()}\n\n${text}`;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  };
  return (
    <>
      <AdminPageHeading
        title={company.name}
        breadcrumbs={[
          { label: tAdmin('nav.dashboard'), to: '/admin' },
          { label: t('inbox.title'), to: CHAT_INBOX_PATH },
          { label: company.name },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <ChatPanel
          chat={chat}
          side="office"
          viewerId={profile.id}
          before={before}
          clientId={clientId}
          otherName={company.name}
          emptyText={t('thread.emptyOffice')}
          composerLabel={t('composer.labelOffice')}
          typingText={typingText}
          arrived={arrived}
          textareaRef={textarea}
          className="min-w-0 scroll-mt-20"
        />
        <div className="flex min-w-0 flex-col gap-6">
          <CannedAnswers answers={canned} language={company.locale} onInsert={insert} />
          <AssigneeForm assignee={conversation.conversation.assignee?.id ?? null} staff={staff} />
          <CompanyCard company={company} />
        </div>
      </div>
    </>
  );
}
