import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useActionData, useFetcher } from 'react-router';
import { toApiLocale, toFieldErrors, type FieldErrors } from '@portal/contract';
import { useLocale } from '../../i18n/use-locale';
import { createFormNotifier } from '../../lib/forms/form-notification';
import { findFieldErrors, findGeneralErrors, type FormResult } from '../../lib/forms/form-result';
import {
  INTENT_FIELD,
  listVisibleFields,
  readFormValues,
  type FieldSpec,
  type FormValues,
} from '../../lib/forms/form-values';
import { dismissFormErrors, notifyOnce } from '../../lib/notifications-store';
import { useEnterToNext } from './use-enter-to-next';

type Issues = Parameters<typeof toFieldErrors>[0];

/** A contract zod schema, seen only through what the form needs of it. */
export type FormSchema = {
  safeParse(
    value: unknown,
    params?: { reportInput?: boolean },
  ): { success: true } | { success: false; error: { issues: Issues } };
};

export type UseApiFormOptions = {
  /** Names the form for the route's action; also prefixes the fields' ids. */
  intent: string;
  fields: FieldSpec;
  /** The contract schema of the call, checked before sending (same messages as the server). */
  schema?: FormSchema;
};

export type ApiFormFields = {
  idPrefix: string;
  errorsFor: (name: string) => string[];
  /** What the user typed before a submit that failed without JavaScript, else `fallback`. */
  valueOf: (name: string, fallback: string) => string;
  listOf: (name: string, fallback: readonly string[]) => string[];
};

export type ApiForm<TData> = ApiFormFields & {
  Form: ReturnType<typeof useFetcher>['Form'];
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
  };
  intent: string;
  generalErrors: string[];
  /** The data of the last successful submit of this form. */
  success: TData | null;
  /** What the last failed submit posted (a form whose inputs follow what was posted rebuilds from it). */
  failedValues: FormValues | null;
  isSubmitting: boolean;
  /** Sends the form's intent with these values without a visible submit (e.g. "send the code"). */
  submitValues: (values: Record<string, string>) => void;
};

/**
 * One form of a page (spec §5): checked with its contract schema before sending, posted to the
 * route's action, its API errors shown beside the fields in the page's language and the rest in
 * the alert region; nothing typed is lost, and Enter moves to the next field. An API error with a
 * message also shows the error notification 'Помилка!' of spec §8, once per submit.
 */
export function useApiForm<TData = unknown>({ intent, fields, schema }: UseApiFormOptions): ApiForm<TData> {
  const fetcher = useFetcher<FormResult<TData>>();
  const actionData = useActionData<FormResult<TData>>();
  const locale = useLocale();
  const ref = useRef<HTMLFormElement>(null);
  const onKeyDown = useEnterToNext();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [notifyAfterRender] = useState(() =>
    createFormNotifier((source, input) => notifyOnce(source, { ...input, form: intent })),
  );

  const fromAction = actionData?.intent === intent ? actionData : undefined;
  const result = fetcher.data?.intent === intent ? fetcher.data : fromAction;
  const failure = result && !result.ok ? result : null;
  const isSubmitting = fetcher.state !== 'idle';
  const visibleFields = useMemo(() => listVisibleFields(fields), [fields]);

  const fieldErrors = clientErrors ?? failure?.fieldErrors ?? {};
  const generalErrors = clientErrors === null && failure ? findGeneralErrors(failure, visibleFields) : [];

  // Spec §8: the error notification of a failed submit, as a call from the browser shows it; once
  // per result, so re-rendering shows nothing more. (A page rendered without JavaScript brings it
  // with it: NotificationsRegion.)
  useEffect(() => {
    notifyAfterRender(failure, locale, generalErrors);
  });

  // Issue 25 §5: a success answers the refusals before it, and a form that leaves the page (the
  // next step of a wizard) takes its refusals with it: its error notifications go.
  const succeeded = result?.ok ? result : null;
  useEffect(() => {
    if (succeeded) dismissFormErrors(intent);
  }, [succeeded, intent]);
  useEffect(() => () => dismissFormErrors(intent), [intent]);

  // After a failed submit, focus goes to the first field with an error.
  useEffect(() => {
    if (clientErrors === null && failure === null) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [clientErrors, failure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    if (!schema) return;
    const values = readFormValues(new FormData(event.currentTarget), fields);
    const parsed = schema.safeParse(values, { reportInput: true });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(toFieldErrors(parsed.error.issues, toApiLocale(locale)));
  };

  const { submit } = fetcher;
  const submitValues = useCallback(
    (values: Record<string, string>) => {
      setClientErrors(null);
      void submit({ ...values, [INTENT_FIELD]: intent }, { method: 'post' });
    },
    [submit, intent],
  );

  const echo = failure?.values;
  return {
    Form: fetcher.Form,
    formProps: { ref, method: 'post', noValidate: true, onSubmit, onKeyDown },
    intent,
    idPrefix: intent,
    errorsFor: (name) => findFieldErrors(fieldErrors, name),
    valueOf: (name, fallback) => {
      const value = echo?.[name];
      return typeof value === 'string' ? value : fallback;
    },
    listOf: (name, fallback) => {
      const value = echo?.[name];
      return Array.isArray(value) ? value : [...fallback];
    },
    generalErrors,
    success: result?.ok ? result.data : null,
    failedValues: echo ?? null,
    isSubmitting,
    submitValues,
  };
}
