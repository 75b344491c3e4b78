import type { ShareAnswer } from '@portal/contract';
import { useMatchmakingTranslation } from '../../i18n/matchmaking';
import { cx } from '../../lib/cx';
import { STATUS_TONES } from './status-badge';

/**
 * An exporter's answer to a shared buyer's request, in the colours the statuses speak everywhere
 * else: waiting as a request being checked (amber), accepted as approved (green), declined as
 * denied (red). One tag for the cabinet and the back office, so both read the same answer alike.
 */
const ANSWER_TONES: Record<ShareAnswer, string> = {
  pending: STATUS_TONES.in_process,
  accepted: STATUS_TONES.approved,
  declined: STATUS_TONES.denied,
};

/** The answer as a pill with its label in the page's language (the label, not the colour, says it: WCAG 1.4.1). */
export function ShareAnswerTag({
  answer,
  testId = 'share-answer',
  className,
}: {
  answer: ShareAnswer;
  testId?: string;
  className?: string;
}) {
  const { t } = useMatchmakingTranslation();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        ANSWER_TONES[answer],
        className,
      )}
      data-testid={testId}
      data-answer={answer}
    >
      {t(`answers.${answer}`)}
    </span>
  );
}
