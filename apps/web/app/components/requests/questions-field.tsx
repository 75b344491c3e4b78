import { useState, type ReactNode } from 'react';
import { QUESTION_ANSWERS, type QuestionAnswer } from '@portal/contract';
import { FieldErrors } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';

export type QuestionItem = { id: string; question: string };
export type Answers = Partial<Record<string, QuestionAnswer>>;

/** The form field of one question's answer: `answers.<slug>`, the API's own error path. */
export function answerFieldName(questionId: string): string {
  return `answers.${questionId}`;
}

export type QuestionsFieldProps = {
  /** The form (errors beside each question, what was typed before a failed submit). */
  form?: ApiFormFields;
  /** The questions in order (progress-bar or check-list questions from the API). */
  questions: readonly QuestionItem[];
  /** The saved answers, keyed by question id. */
  initialAnswers?: Answers;
  /** Called with every answer given so far when one changes (a live progress bar). */
  onChange?: (answers: Answers) => void;
  legend: ReactNode;
  hint?: ReactNode;
};

function isAnswer(value: string): value is QuestionAnswer {
  return (QUESTION_ANSWERS as readonly string[]).includes(value);
}

/**
 * Questions answered yes / partly / no (decision 014): one radio group per question, its legend
 * the question. Each group posts `answers.<id>`; an unanswered one posts nothing.
 */
export function QuestionsField({
  form,
  questions,
  initialAnswers = {},
  onChange,
  legend,
  hint,
}: QuestionsFieldProps) {
  const { t } = useRequestsTranslation();
  const [answers, setAnswers] = useState<Answers>(() => {
    const start: Answers = {};
    for (const question of questions) {
      const fallback = initialAnswers[question.id] ?? '';
      const value = form ? form.valueOf(answerFieldName(question.id), fallback) : fallback;
      if (isAnswer(value)) start[question.id] = value;
    }
    return start;
  });
  const choose = (id: string, value: QuestionAnswer) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    onChange?.(next);
  };
  const prefix = form?.idPrefix ?? 'questions';
  return (
    <fieldset data-testid="questions-field">
      <legend className="text-base font-bold text-brand-900">{legend}</legend>
      {hint && <p className="mt-1 text-[15px] leading-relaxed text-muted">{hint}</p>}
      <ol className="mt-4 flex flex-col gap-3">
        {questions.map((question, index) => {
          const name = answerFieldName(question.id);
          const errors = form?.errorsFor(name) ?? [];
          const errorId = errors.length > 0 ? `${prefix}-${question.id}-error` : undefined;
          return (
            <li key={question.id}>
              <fieldset
                className="rounded-xl border border-slate-200 p-4"
                aria-describedby={errorId}
                data-testid={`question-${question.id}`}
              >
                <legend className="float-left mb-3 w-full text-[15px] leading-snug font-semibold text-ink">
                  <span className="text-muted">{index + 1}. </span>
                  {question.question}
                </legend>
                <div className="clear-both flex flex-wrap gap-x-6 gap-y-2">
                  {QUESTION_ANSWERS.map((value) => (
                    <label
                      key={value}
                      className="flex min-h-8 cursor-pointer items-center gap-2 text-[15px] text-ink"
                    >
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        checked={answers[question.id] === value}
                        onChange={() => choose(question.id, value)}
                        aria-invalid={errors.length > 0 || undefined}
                        className="size-5 accent-brand-600"
                      />
                      {t(`shared.answers.${value}`)}
                    </label>
                  ))}
                </div>
                <FieldErrors id={errorId} errors={errors} />
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
