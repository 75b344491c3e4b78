import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useApiForm, type FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec } from '../../../lib/forms/form-values';
import { readAccountState, subscribeAccountState, writeAccountState } from '../../../lib/session/local-state';
import type { CodeSent } from '../auth-fields';

function parseCodeSent(raw: string | null): CodeSent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { sent_to, expires_at, resend_available_at } = value as Record<string, unknown>;
    if (
      typeof sent_to !== 'string' ||
      typeof expires_at !== 'string' ||
      typeof resend_available_at !== 'string'
    ) {
      return null;
    }
    return { sent_to, expires_at, resend_available_at };
  } catch {
    return null;
  }
}

/** The clock, ticking every second in the browser; 0 until the first tick (and on the server). */
function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

type CodeSendingOptions = {
  intent: string;
  fields: FieldSpec;
  schema?: FormSchema;
  /** Where the last answer is kept for this tab, so a reload neither loses nor repeats it. */
  storageKey: string;
  /** Send once when the step opens, unless a code sent earlier is still valid. */
  sendOnArrival?: boolean;
};

/**
 * Sending a verification code and sending it again (spec §4): the answer's resend_available_at
 * decides when 'send again' is allowed; it is kept in sessionStorage, so a reload of the page
 * neither sends another code nor forgets the wait.
 */
export function useCodeSending({
  intent,
  fields,
  schema,
  storageKey,
  sendOnArrival = false,
}: CodeSendingOptions) {
  const form = useApiForm<CodeSent>({ intent, fields, schema });
  const raw = useSyncExternalStore(
    subscribeAccountState,
    () => readAccountState(storageKey),
    () => null,
  );
  const stored = useMemo(() => parseCodeSent(raw), [raw]);
  const { success, submitValues } = form;

  useEffect(() => {
    if (success) writeAccountState(storageKey, success);
  }, [success, storageKey]);

  const hasArrived = useRef(false);
  useEffect(() => {
    if (!sendOnArrival || hasArrived.current) return;
    hasArrived.current = true; // once per visit of the step, even when effects run twice
    const earlier = parseCodeSent(readAccountState(storageKey));
    if (earlier && Date.parse(earlier.expires_at) > Date.now()) return;
    submitValues({});
  }, [sendOnArrival, storageKey, submitValues]);

  const sent = success ?? stored;
  const now = useNow();
  const resendAt = sent ? Date.parse(sent.resend_available_at) : 0;
  const secondsLeft = now === 0 ? null : Math.max(0, Math.ceil((resendAt - now) / 1000));
  return { form, sent, secondsLeft, canSend: secondsLeft === 0 && !form.isSubmitting };
}
