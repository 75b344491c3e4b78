import { FeedbackBodySchema, type Profile } from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import { schemaOnValues } from '../../components/form/form-schema';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';

/** The support page (spec route `/profile/support`, issue 29 §4), without the language prefix. */
export const SUPPORT_PATH = '/profile/support';

/** The form's name for the route's action; also its ids' prefix. */
export const SUPPORT_INTENT = 'support';

/** `?sent=1`: the message just sent, confirmed above the form (the form posts, then the page reloads). */
export const SENT_PARAM = 'sent';

/** The file input: a newly chosen file, which the action uploads (`POST /attachments`) before sending. */
export const FILE_FIELD = 'file';

/**
 * An upload already made by a submit that failed on another field: its id (named as the body names
 * it, so the API's errors of `file.file_id` show beside the file), its name to show, and a box to
 * leave it out. A page without JavaScript keeps the file this way instead of asking for it again.
 */
export const KEPT_FILE = { id: 'file.file_id', name: 'file.file_name', remove: 'file.remove' } as const;

/** The fields of the support form, as `POST /feedback/send` names them, and the kept upload. */
export const SUPPORT_FIELDS = {
  name: 'text',
  email: 'text',
  phone: 'text',
  topic: 'text',
  subject: 'text',
  message: 'text',
  [FILE_FIELD]: 'text',
  [KEPT_FILE.id]: 'hidden',
  [KEPT_FILE.name]: 'hidden',
  [KEPT_FILE.remove]: 'checkbox',
} as const satisfies FieldSpec;

const TEXT_FIELDS = ['name', 'email', 'phone', 'topic', 'subject', 'message'] as const;

const textOf = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The form's values as the body of `POST /feedback/send`: trimmed; an empty field left out (a
 * required one then gets its own prompt from the schema); the kept upload as `file: { file_id }`
 * unless its box says to leave it out. A file chosen now is not here yet: the action adds it.
 */
export function toFeedbackBody(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = textOf(values, name);
    if (value !== '') body[name] = value;
  }
  const fileId = textOf(values, KEPT_FILE.id);
  if (fileId !== '' && values[KEPT_FILE.remove] !== true) body.file = { file_id: fileId };
  return body;
}

/** The contract's schema seen through the form: the browser checks what the server will. */
export const SUPPORT_FORM_SCHEMA: FormSchema = schemaOnValues(FeedbackBodySchema, toFeedbackBody);

/** The sender as the account says (issue 29 §4: prefilled, may be corrected): the person's name, e-mail and phone. */
export function prefillSender(
  profile: Pick<Profile, 'email' | 'main_info'>,
): Record<'name' | 'email' | 'phone', string> {
  return {
    name: [profile.main_info.name, profile.main_info.surname]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: profile.email,
    phone: profile.main_info.phone ?? '',
  };
}
