import { endpoints, type ChatMessage, type ChatMessageBody } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { ApiError, isApiError } from '../../lib/api-error';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  CHAT_FILE_FIELD,
  CHAT_REPLY_FIELD,
  CHAT_SEND_FIELDS,
  CHAT_SEND_INTENT,
  type ChatSent,
} from './chat-form';
import { toAttachmentName } from './chat-messages';

/**
 * Streams the chosen file to `POST /attachments` (decision 051 §6) and answers what the message
 * names it by. The API's refusal of the file (422 by its content, 413 past 10 MB) is put on the
 * form's file field, in the API's words.
 */
async function uploadAttachment(api: ApiClient, file: File): Promise<{ file_id: string }> {
  try {
    const uploaded = await api.upload(
      endpoints.uploadAttachment,
      { query: { file_name: toAttachmentName(file.name) } },
      file,
    );
    return { file_id: uploaded.id };
  } catch (error) {
    if (!isApiError(error) || (error.status !== 422 && error.status !== 413)) throw error;
    const messages = Object.values(error.fieldErrors).flat();
    throw new ApiError({
      status: 422,
      code: 'validation_failed',
      message: error.message,
      fieldErrors: { [CHAT_FILE_FIELD]: messages.length > 0 ? messages : [error.message] },
    });
  }
}

/** The posted form as it came (its file included): read from a copy, the form's handler reads the body itself. */
export async function readPostedChatForm(request: Request): Promise<FormData> {
  return request.clone().formData();
}

/**
 * The composer's handler, for the cabinet and the back office alike: the file (if one was chosen)
 * uploaded first, then the message sent with the form's `client_id`, so a form sent twice is one
 * message. The page's script gets the message; a page without script is sent back (`redirectTo`).
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
        const chosen = posted.get(CHAT_FILE_FIELD);
        const file =
          chosen instanceof File && chosen.size > 0 ? await uploadAttachment(api, chosen) : undefined;
        const text = typeof values['text'] === 'string' ? values['text'] : '';
        const clientId = typeof values['client_id'] === 'string' ? values['client_id'] : '';
        const body: ChatMessageBody = {
          text,
          ...(file ? { file } : {}),
          ...(clientId ? { client_id: clientId } : {}),
        };
        const message = await send(api, body);
        if (values[CHAT_REPLY_FIELD] === 'data') return { data: { message } };
        return { redirectTo };
      },
    }),
  };
}
