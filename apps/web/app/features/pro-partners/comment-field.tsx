import { useState } from 'react';
import { PRO_PARTNER_COMMENT_MAX, PRO_PARTNER_COMMENT_MIN } from '@portal/contract';
import {
  controlProps,
  describeField,
  FieldErrors,
  FieldHint,
  FieldLabel,
  INPUT_CLASSES,
} from '../../components/form/field-parts';
import type { ApiFormFields } from '../../components/form/use-api-form';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatNumber } from '../../lib/format';

/**
 * The comment to a partner with its rule (10–2,000 characters, the contract's limits) and a
 * character counter. The counter counts what is typed with JavaScript; without it, it shows the
 * length of what came back from a refused submit. It is part of the field's description, read
 * when the field is focused, not announced at every key.
 */
export function CommentField({ form, resetKey }: { form: ApiFormFields; resetKey: string }) {
  const { t } = useProPartnersTranslation();
  const locale = useLocale();
  const name = 'comment';
  const hint = t('form.hint', {
    min: formatNumber(PRO_PARTNER_COMMENT_MIN, locale),
    max: formatNumber(PRO_PARTNER_COMMENT_MAX, locale),
  });
  const field = describeField(form, name, hint);
  const initial = form.valueOf(name, '');
  const [typed, setTyped] = useState<{ key: string; length: number } | null>(null);
  const used = typed !== null && typed.key === resetKey ? typed.length : initial.length;
  const counterId = `${field.id}-counter`;
  const isOutside = used > 0 && (used < PRO_PARTNER_COMMENT_MIN || used > PRO_PARTNER_COMMENT_MAX);
  return (
    <div>
      <FieldLabel htmlFor={field.id} required>
        {t('form.comment')}
      </FieldLabel>
      <textarea
        {...controlProps(field)}
        // A successful send empties the field: a new element, not the typed text.
        key={resetKey}
        aria-describedby={[field.describedBy, counterId].filter(Boolean).join(' ')}
        name={name}
        rows={6}
        required
        maxLength={PRO_PARTNER_COMMENT_MAX}
        defaultValue={initial}
        onChange={(event) => setTyped({ key: resetKey, length: event.currentTarget.value.length })}
        className={cx(INPUT_CLASSES, 'min-h-36 py-3 leading-relaxed')}
        data-testid="pro-partner-comment"
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4">
        <FieldHint id={field.hintId}>{hint}</FieldHint>
        <p
          id={counterId}
          data-testid="pro-partner-comment-counter"
          className={cx(
            'mt-1.5 text-sm tabular-nums',
            isOutside ? 'font-semibold text-red-700' : 'text-muted',
          )}
        >
          {t('form.counter', {
            used: formatNumber(used, locale),
            max: formatNumber(PRO_PARTNER_COMMENT_MAX, locale),
          })}
        </p>
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}
