import { endpoints, type ChatMessage, type ChatMessageBody } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { findChosenFile } from '../../lib/forms/posted-file';
import { uploadPostedFile } from '../../lib/forms/posted-file.server';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  CHAT_FILE_FIELD,
  CHAT_REPLY_FIELD,
  CHAT_SEND_FIELDS,
  CHAT_SEND_INTENT,
  type ChatSent,
} from './chat-form';

/**
 * The composer's handler, for the cabinet and the back office alike: the file (if one was chosen)
 * streamed to `POST /attachments` first (decision 051 §6; its refusal, 422 by its content or 413
 * past 10 MB, beside the file's field), then the message sent with the form's `client_id`, so a
 * form sent twice is one message. The page's script gets the message; a page without script is
 * sent back (`redirectTo`).
 */
export function buildChatSendHandlers({
  posted,
  send,
  redirectTo,
}: {
  posted: FormData;
  send: (api: ApiClient, body: ChatMessageBody) => Promise<ChatMessage>;
  redirectTo: string;
}) {
  return {
    [CHAT_SEND_INTENT]: defineFormHandler<ChatSent>({
      fields: CHAT_SEND_FIELDS,
      async submit({ api, values }) {
        const chosen = findChosenFile(posted, CHAT_FILE_FIELD);
        const uploaded = chosen
          ? await uploadPostedFile(api, endpoints.uploadAttachment, { file: chosen, field: CHAT_FILE_FIELD })
          : null;
        const text = typeof values['text'] === 'string' ? values['text'] : '';
        const clientId = typeof values['client_id'] === 'string' ? values['client_id'] : '';
        const body: ChatMessageBody = {
          text,
          ...(uploaded ? { file: { file_id: uploaded.id } } : {}),
          ...(clientId ? { client_id: clientId } : {}),
        };
        const message = await send(api, body);
        if (values[CHAT_REPLY_FIELD] === 'data') return { data: { message } };
        return { redirectTo };
      },
    }),
  };
}
