import { useState } from 'react';
import { getStatusLabel, REQUEST_LIMITS, type ApplicationStatus, type StatusList } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import {
  isCommentRequired,
  STATUS_FIELDS,
  type StatusMoveDone,
} from '../../../components/back-office/admin-forms';
import { TextAreaField } from '../../../components/form/text-area-field';
import { RadioGroup } from '../../../components/back-office/form-fields';
import { AdminSection } from '../../../components/back-office/page-heading';

function MoveFields({
  form,
  allowedMoves,
  list,
  commentHint,
}: {
  form: ApiForm<StatusMoveDone>;
  allowedMoves: readonly ApplicationStatus[];
  list: StatusList;
  commentHint: string | undefined;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [choice, setChoice] = useState(() => form.valueOf('status', ''));
  const isRequired = isCommentRequired(choice);
  return (
    <>
      <RadioGroup
        form={form}
        name="status"
        legend={t('moves.legend')}
        value={choice}
        onChange={setChoice}
        options={allowedMoves.map((status) => ({
          value: status,
          label: getStatusLabel(status, locale, list),
        }))}
      />
      <TextAreaField
        form={form}
        name="comment"
        label={t('moves.comment')}
        hint={isRequired ? t('moves.commentRequiredHint') : (commentHint ?? t('moves.commentHint'))}
        required={isRequired}
        maxLength={REQUEST_LIMITS.managerCommentMax}
      />
    </>
  );
}

/**
 * The moves a manager may make now (`allowed_moves`, the graph of DOMAIN.md) with a comment the
 * exporter receives; the comment is required for rework and denial. The API checks the move
 * again: its refusal (422, 409) is shown here in the page's language.
 */
export function StatusMoveForm({
  status,
  allowedMoves,
  list,
  commentHint,
}: {
  status: ApplicationStatus;
  allowedMoves: readonly ApplicationStatus[];
  list: StatusList;
  /** What the comment is to the exporter, where it is more than a note (the assistant's answer). */
  commentHint?: string | undefined;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const form = useApiForm<StatusMoveDone>({ intent: 'status', fields: STATUS_FIELDS });
  const done = form.success && !form.isSubmitting ? form.success : null;
  return (
    <AdminSection id="request-moves" title={t('moves.title')} testId="request-moves">
      {allowedMoves.length === 0 ? (
        <p className="text-[15px] text-muted" data-testid="request-moves-final">
          {t('moves.none')}
        </p>
      ) : (
        <form.Form {...form.formProps} className="flex flex-col gap-4">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="status-error" />
          {/* A new status brings new moves: the fields start afresh. */}
          <MoveFields
            key={status}
            form={form}
            allowedMoves={allowedMoves}
            list={list}
            commentHint={commentHint}
          />
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="status-submit">
            {t('moves.submit')}
          </SubmitButton>
        </form.Form>
      )}
      <div className="mt-3">
        <FormStatus testId="status-done">
          {done?.status
            ? t('moves.done', { status: getStatusLabel(done.status as ApplicationStatus, locale, list) })
            : null}
        </FormStatus>
      </div>
    </AdminSection>
  );
}
