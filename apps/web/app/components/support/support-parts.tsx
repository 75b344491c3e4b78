import type { ChatAttachment } from '@portal/contract';
import { useSupportTranslation } from '../../i18n/support';
import { useLocale } from '../../i18n/use-locale';
import { StateTag } from '../ui/state-tag';
import { formatFileSize } from '../../lib/file-size';

/** Whether a support message has the office's answer (issue 29 §4), as the cabinet and the back office show it. */
export function SupportStateTag({ isAnswered, className }: { isAnswered: boolean; className?: string }) {
  const { t } = useSupportTranslation();
  const state = isAnswered ? 'answered' : 'unanswered';
  return (
    <StateTag
      tone={isAnswered ? 'good' : 'waiting'}
      label={t(`states.${state}`)}
      testId="support-state"
      value={state}
      className={className}
    />
  );
}

/**
 * A message's file as a plain link to its download (`GET /attachments/{id}`, served as an
 * attachment to the sender and staff only), with its size in the page's language.
 */
export function SupportAttachmentLink({ file }: { file: ChatAttachment }) {
  const locale = useLocale();
  return (
    <a
      href={file.url}
      download={file.file_name}
      data-testid="support-attachment"
      className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {file.file_name}
      <span className="font-normal text-muted"> ({formatFileSize(file.size, locale)})</span>
    </a>
  );
}
