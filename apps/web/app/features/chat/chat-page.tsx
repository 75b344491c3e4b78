import { useMemo } from 'react';
import { endpoints, type ChatHistory } from '@portal/contract';
import { ChatPanel } from '../../components/chat/chat-panel';
import { useChatConversation, type ChatConversationCalls } from '../../components/chat/use-chat-conversation';
import { PageHeading } from '../../components/ui/page-heading';
import { useChatTranslation } from '../../i18n/chat';
import { createApiClient } from '../../lib/api-client';
import { useSignedInProfile } from '../../lib/session/use-profile';

/** The cabinet's calls from the browser: older pages, the read mark, 'typing'. */
function useCabinetCalls(): ChatConversationCalls {
  return useMemo(() => {
    const api = () => createApiClient();
    return {
      loadEarlier: (before) => api().call(endpoints.getChat, { query: { before } }),
      markRead: (through) => api().call(endpoints.readChat, { body: { through } }, { handleErrors: false }),
      sendTyping: () => api().call(endpoints.sendChatTyping, {}, { handleErrors: false }),
    };
  }, []);
}

/**
 * /profile/chat (issue 29 §1): the company's conversation with the office. The messages (the
 * company's on the right with their receipts, the office's on the left), 'Earlier messages' above,
 * who is typing and the composer below. Live with script (the tab's stream); without it, the page
 * as the server rendered it and a plain form that comes back to it.
 */
export function ChatPage({
  history,
  before,
  clientId,
}: {
  history: ChatHistory;
  /** The older page shown (`?before=`), or null for the latest. */
  before: number | null;
  clientId: string;
}) {
  const { t } = useChatTranslation();
  const profile = useSignedInProfile();
  const calls = useCabinetCalls();
  const chat = useChatConversation({ history, side: 'company', viewerId: profile.id, calls });
  const typingText = chat.typing ? t('typing.office') : null;
  const arrived =
    chat.arrived && chat.arrived.side === 'office'
      ? { name: chat.arrived.author?.name ?? t('thread.office'), text: chat.arrived.text }
      : null;
  return (
    <>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      <ChatPanel
        chat={chat}
        side="company"
        viewerId={profile.id}
        before={before}
        clientId={clientId}
        otherName={t('thread.office')}
        emptyText={t('thread.empty')}
        composerLabel={t('composer.label')}
        typingText={typingText}
        arrived={arrived}
        className="scroll-mt-40"
      />
    </>
  );
}
