import {
  ASSISTANT_CHANNELS,
  ASSISTANT_TOPICS,
  AssistantBodySchema,
  toApiLocale,
  type AssistantBody,
  type UiLocale,
} from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { trimmedText as text } from '../../components/requests/request-form-values';

/** The form's name on /profile/assistance and on a request's page (resubmit); also its ids' prefix. */
export const ASSISTANT_INTENT = 'assistant';

/** The fields of the assistance form, as the form posts them (the API's body fields). */
export const ASSISTANT_FIELDS: FieldSpec = {
  topic: 'text',
  description: 'text',
  preferred_channel: 'text',
  preferred_time: 'text',
};

/**
 * The body of `POST /assistant/store` (and `store/{id}`, the resubmit) from the posted form:
 * trimmed, an empty preferred time left out. Topic and channel go as chosen: the API names an
 * unknown one under its field (422).
 */
export function toAssistantBody(values: FormValues): AssistantBody {
  const time = text(values, 'preferred_time');
  return {
    topic: text(values, 'topic') as AssistantBody['topic'],
    description: text(values, 'description'),
    preferred_channel: text(values, 'preferred_channel') as AssistantBody['preferred_channel'],
    ...(time === '' ? {} : { preferred_time: time }),
  };
}

/** The contract's schema seen through the form: the browser checks what the server will. */
export const ASSISTANT_FORM_SCHEMA: FormSchema = {
  safeParse: (values, params) => AssistantBodySchema.safeParse(toAssistantBody(values as FormValues), params),
};

/** The topics and channels of the contract as a select's options, named in the page's language. */
export function assistantOptions(locale: UiLocale) {
  const lang = toApiLocale(locale);
  return {
    topics: ASSISTANT_TOPICS.map((topic) => ({ value: topic.code, label: topic[lang] })),
    channels: ASSISTANT_CHANNELS.map((channel) => ({ value: channel.code, label: channel[lang] })),
  };
}
