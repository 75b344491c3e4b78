import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_LIMITS, DOCUMENT_MAX_BYTES, FORM_FILE_ACCEPT, type ChatMessage } from '@portal/contract';
import { useChatTranslation } from '../../i18n/chat';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  controlProps,
  describeField,
  FieldErrors,
  FieldHint,
  FieldLabel,
  INPUT_CLASSES,
} from '../form/field-parts';
import { FormAlert, SubmitButton } from '../form/form-feedback';
import { useApiForm, type ApiFormFields } from '../form/use-api-form';
import {
  CHAT_FILE_FIELD,
  CHAT_REPLY_FIELD,
  CHAT_SEND_FIELDS,
  CHAT_SEND_INTENT,
  type ChatSent,
} from './chat-form';
import { createClientId } from './chat-messages';

const ACCEPT = [...FORM_FILE_ACCEPT.pdf, ...FORM_FILE_ACCEPT.image, ...FORM_FILE_ACCEPT.office].join(',');

/** The form's fields with a file error of the browser's own check in front of the server's. */
function withFileError(form: ApiFormFields, fileError: string | null): ApiFormFields {
  if (!fileError) return form;
  return { ...form, errorsFor: (name) => (name === CHAT_FILE_FIELD ? [fileError] : form.errorsFor(name)) };
}

/**
 * The composer (issue 29 §1): a text, a file, or both, posted as a multipart form to the page's
 * action (without script the page comes back with the message, PRG). With script the answer is
 * the message, shown at once; the form starts again with a new `client_id`, so a form sent twice
 * is one message. A file over 10 MB is refused before it is sent; the API's refusals (its type,
 * its size, an empty message) stand beside their fields. Ctrl+Enter sends.
 */
export function ChatComposer({
  clientId: renderedClientId,
  label,
  onSent,
  onTyping,
  textareaRef,
}: {
  /** The first message's key, made by the server with the page (the same on both renders). */
  clientId: string;
  label: string;
  onSent: (message: ChatMessage) => void;
  onTyping: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useChatTranslation();
  const form = useApiForm<ChatSent>({ intent: CHAT_SEND_INTENT, fields: CHAT_SEND_FIELDS });
  const [fileError, setFileError] = useState<string | null>(null);
  const ownTextarea = useRef<HTMLTextAreaElement>(null);
  const textarea = textareaRef ?? ownTextarea;
  const fields = withFileError(form, fileError);
  const text = describeField(fields, 'text', t('composer.hint'));
  const file = describeField(fields, CHAT_FILE_FIELD, t('composer.fileHint'));

  // Each message sent takes a new key for the next one (a retry of a failed send keeps its key).
  const sent = form.success?.message;
  const [keyedFor, setKeyedFor] = useState(sent);
  const [clientId, setClientId] = useState(renderedClientId);
  if (sent !== keyedFor) {
    setKeyedFor(sent);
    if (sent) setClientId(createClientId());
  }

  // Each message sent: shown at once, the form emptied for the next one.
  useEffect(() => {
    if (!sent) return;
    onSent(sent);
    form.formProps.ref.current?.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message sent
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const elements = event.currentTarget.elements;
    const chosen = elements.namedItem(CHAT_FILE_FIELD);
    const size = chosen instanceof HTMLInputElement ? (chosen.files?.[0]?.size ?? 0) : 0;
    if (size > DOCUMENT_MAX_BYTES) {
      event.preventDefault();
      setFileError(t('composer.fileTooLarge'));
      if (chosen instanceof HTMLInputElement) chosen.focus();
      return;
    }
    setFileError(null);
    const reply = elements.namedItem(CHAT_REPLY_FIELD);
    if (reply instanceof HTMLInputElement) reply.value = 'data';
    form.formProps.onSubmit(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.formProps.ref.current?.requestSubmit();
    }
  };

  return (
    <form.Form
      {...form.formProps}
      onSubmit={onSubmit}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      data-testid="chat-form"
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <input type="hidden" name="client_id" value={clientId} />
      <input type="hidden" name={CHAT_REPLY_FIELD} defaultValue="redirect" />
      <FormAlert errors={form.generalErrors} testId="chat-form-alert" />
      <div>
        <FieldLabel htmlFor={text.id}>{label}</FieldLabel>
        <textarea
          {...controlProps(text)}
          ref={textarea}
          name="text"
          rows={3}
          maxLength={CHAT_LIMITS.textMax}
          defaultValue={form.valueOf('text', '')}
          onInput={onTyping}
          onKeyDown={onKeyDown}
          data-testid="chat-text"
          className={cx(INPUT_CLASSES, 'min-h-24 py-3 leading-relaxed')}
        />
        <FieldHint id={text.hintId}>{t('composer.hint')}</FieldHint>
        <FieldErrors id={text.errorId} errors={text.errors} testId={`${text.id}-error`} />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 sm:max-w-md">
          <FieldLabel htmlFor={file.id}>{t('composer.file')}</FieldLabel>
          <input
            {...controlProps(file)}
            type="file"
            name={CHAT_FILE_FIELD}
            accept={ACCEPT}
            onChange={() => setFileError(null)}
            data-testid="chat-file"
            className={cx(
              INPUT_CLASSES,
              'py-2.5 text-[15px] file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1',
            )}
          />
          <FieldHint id={file.hintId}>{t('composer.fileHint')}</FieldHint>
          <FieldErrors id={file.errorId} errors={file.errors} testId={`${file.id}-error`} />
        </div>
        <SubmitButton isSubmitting={form.isSubmitting} className="self-start sm:self-end" testId="chat-send">
          {t('composer.send')}
        </SubmitButton>
      </div>
    </form.Form>
  );
}
