import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * What a back-office editor says after a save (published analyses, events, courses, partners):
 * `isSaved` once the API answered the form, `isJustCreated` on the page a new record lands on
 * (`?created=1`, until the next save). A save starts the form afresh, so the outcome takes the
 * focus: `status` is the element that holds it.
 */
export function useSavedOutcome(form: { success: unknown; isSubmitting: boolean }, isExisting: boolean) {
  const [searchParams] = useSearchParams();
  const isSaved = form.success !== null && !form.isSubmitting;
  const isJustCreated = isExisting && searchParams.get('created') === '1' && form.success === null;
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSaved) status.current?.focus();
  }, [isSaved]);
  return { isSaved, isJustCreated, status };
}
