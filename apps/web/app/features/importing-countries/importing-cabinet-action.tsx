import { useEffect, useId, useRef } from 'react';
import { FormAlert, FormStatus } from '../../components/form/form-feedback';
import { buttonClasses } from '../../components/ui/button-link';
import { cx } from '../../lib/cx';
import { useApiForm } from '../../components/form/use-api-form';
import { useImportingTranslation } from '../../i18n/importing';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  decideParticipation,
  TAKE_PART_FIELDS,
  TAKE_PART_INTENT,
  type CabinetAction,
} from './importing-cabinet-model';
import type { ImportingCountriesContent } from './importing-countries-content';

/**
 * A country action in the cabinet with the company's participation (issue 15 §3): "Взяти
 * участь" while `can_take_part`, "Ви берете участь" once it does, otherwise the reason why
 * not (the deadline passed, or the profile is not approved yet). The API's refusals (409) show
 * in the card in the page's language.
 */
export function CabinetActionCard({
  action,
  content,
  canWrite,
  showCountry = false,
  headingLevel = 3,
}: {
  action: CabinetAction;
  content: ImportingCountriesContent;
  canWrite: boolean;
  showCountry?: boolean;
  headingLevel?: 3 | 4;
}) {
  const { t } = useImportingTranslation();
  const form = useApiForm<{ actionId: number }>({ intent: TAKE_PART_INTENT, fields: TAKE_PART_FIELDS });
  const titleId = useId();
  const status = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  const state = decideParticipation(action, canWrite);
  // Forms of the same intent share the answer of a page sent without JavaScript: each card
  // shows only the answer about its own action.
  const isOwnAnswer = form.valueOf('country_action_id', String(action.id)) === String(action.id);
  const errors = isOwnAnswer ? form.generalErrors : [];
  const justSignedUp = form.success?.actionId === action.id && !form.isSubmitting;
  const place = [action.city || content.online, showCountry ? action.country.name : null]
    .filter(Boolean)
    .join(', ');

  // The button is gone after signing up: focus goes to the outcome, not to the page's top.
  useEffect(() => {
    if (justSignedUp) status.current?.focus();
  }, [justSignedUp]);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="country-action"
    >
      <p className="text-sm font-semibold text-brand-700">{content.kinds[action.kind]}</p>
      <Heading id={titleId} className="mt-1 text-lg font-bold text-brand-900">
        {action.title}
      </Heading>
      <p className="mt-1 text-[15px] font-semibold text-ink">
        {action.dates} · {place}
      </p>
      <p className="mt-2 text-[15px] leading-relaxed text-muted">{action.description}</p>
      <div className="mt-auto pt-4">
        {state === 'open' && (
          <form.Form {...form.formProps} className="flex flex-col gap-3">
            <input type="hidden" name={INTENT_FIELD} value={form.intent} />
            <input type="hidden" name="country_action_id" value={action.id} />
            <p className="text-[15px] text-ink">{t('actions.applyBy', { date: action.applyBy })}</p>
            <div>
              {/* SubmitButton's look, with the action's title as its description. */}
              <button
                type="submit"
                data-testid="take-part"
                aria-describedby={titleId}
                aria-disabled={form.isSubmitting || undefined}
                className={cx(
                  buttonClasses('solid', 'md'),
                  'max-w-full min-w-40 py-2 text-center whitespace-normal',
                  form.isSubmitting && 'cursor-wait opacity-80',
                )}
              >
                {form.isSubmitting && (
                  <span
                    className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                    aria-hidden="true"
                  />
                )}
                {t('actions.takePart')}
              </button>
            </div>
          </form.Form>
        )}
        {state === 'taking-part' && (
          <p
            className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-[15px] font-semibold text-green-800"
            data-testid="taking-part"
          >
            <span aria-hidden="true">✓</span>
            {t('actions.takingPart')}
          </p>
        )}
        {state === 'closed' && (
          <p className="text-[15px] text-muted" data-testid="take-part-closed">
            {t('actions.closed', { date: action.applyBy })}
          </p>
        )}
        {state === 'not-approved' && (
          <p className="text-[15px] text-muted" data-testid="take-part-locked">
            {t('actions.notApproved')}
          </p>
        )}
        <div className={errors.length > 0 ? 'mt-3' : undefined}>
          <FormAlert errors={errors} testId="take-part-error" />
        </div>
        <div ref={status} tabIndex={-1} className="focus:outline-none">
          <FormStatus testId="take-part-status">{justSignedUp ? t('actions.signedUp') : null}</FormStatus>
        </div>
      </div>
    </article>
  );
}
