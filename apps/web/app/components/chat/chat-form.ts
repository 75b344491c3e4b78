import type { ChatMessage } from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

/** The composer's form (issue 29 §1): its intent and the fields read as values (the file is read apart). */
export const CHAT_SEND_INTENT = 'send';
export const CHAT_FILE_FIELD = 'file';
/** 'data' when the page's script sent the form (the answer is the message), else a redirect back (PRG). */
export const CHAT_REPLY_FIELD = 'reply';
export const CHAT_SEND_FIELDS: FieldSpec = {
  text: 'text',
  client_id: 'hidden',
  [CHAT_REPLY_FIELD]: 'hidden',
};

/** What a send answers to the page's script. */
export type ChatSent = { message: ChatMessage };

/** Whether the form was sent by the page's script (which reads the message from the answer). */
export function isScriptedSend(formData: FormData | undefined): boolean {
  return formData?.get(CHAT_REPLY_FIELD) === 'data';
}
