import { data, redirect } from 'react-router';
import { toApiLocale, toFieldErrors, translateMessage } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { createApiClient, type ApiClient } from '../api-client';
import { ApiError, isApiError } from '../api-error';
import { getApiErrorNotificationText } from '../api-error-actions';
import { FormBodyError } from './form-body';
import type { FormResult } from './form-result';
import { echoFormValues, INTENT_FIELD, readFormValues, type FieldSpec, type FormValues } from './form-values';
import { getAppContext, type RouteContext } from '../app-context';

export type FormOutcome<TData> = { redirectTo: string } | { data: TData };

export type FormHandler<TData = unknown> = {
  fields: FieldSpec;
  submit: (input: { api: ApiClient; values: FormValues; request: Request }) => Promise<FormOutcome<TData>>;
};

type ActionArgs = { request: Request; context: RouteContext };

/** Keeps the handler's data type for the component that reads the answer. */
export function defineFormHandler<TData>(handler: FormHandler<TData>): FormHandler<TData> {
  return handler;
}

/**
 * A route action for the forms of one page: reads the form named by `intent`, sends it to the API
 * in-process and answers a FormResult (or redirects).
 *
 * How sign-in cookies reach the browser: every form posts to its route's server action, and the
 * action passes the Set-Cookie headers of the API's answers (the session cookie `token` set by
 * /auth/register, /auth/login and /auth/google-2fa-auth) on in its own answer or redirect. This
 * is the one way for every form; logout alone is a browser call (lib/session/use-logout.ts).
 */
export async function handleFormAction(
  { request, context }: ActionArgs,
  handlers: Readonly<Record<string, FormHandler<unknown>>>,
) {
  const formData = await request.formData();
  const intent = formData.get(INTENT_FIELD);
  const handler =
    typeof intent === 'string' && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (typeof intent !== 'string' || handler === undefined) {
    throw data({ message: 'Unknown form' }, { status: 400 });
  }
  const cookies = new Headers();
  const api = createApiClient({
    request,
    apiFetch: getAppContext(context).apiFetch,
    forwardSetCookie: cookies,
  });
  const values = readFormValues(formData, handler.fields);
  try {
    // Errors of spec §8 that concern the whole page (401/500 sign-out, 503) are thrown by the
    // client as redirects or error pages; the rest come back here as the form's errors, with the
    // text of the error notification the client cannot show on the server (the form hook and,
    // for a page rendered without JavaScript, the notifications region show it).
    const outcome = await handler.submit({ api, values, request });
    if ('redirectTo' in outcome) return redirect(outcome.redirectTo, { headers: cookies });
    return data<FormResult>({ ok: true, intent, data: outcome.data }, { headers: cookies });
  } catch (caught) {
    const error = caught instanceof FormBodyError ? toValidationError(caught, request) : caught;
    if (!isApiError(error)) throw error;
    const failure: FormResult = {
      ok: false,
      intent,
      message: error.message,
      notification: getApiErrorNotificationText(error),
      fieldErrors: error.fieldErrors,
      values: echoFormValues(values, handler.fields),
    };
    return data(failure, { headers: cookies, status: error.status });
  }
}

/** A body its entry's schema refused, answered as the API answers one: 422 with each field's message. */
function toValidationError(error: FormBodyError, request: Request): ApiError {
  const locale = toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
  return new ApiError({
    status: 422,
    code: 'validation_failed',
    message: translateMessage('error.validation_failed', locale),
    fieldErrors: toFieldErrors(error.issues, locale),
  });
}
