import { REQUEST_KIND_CALLS, type AnyEndpoint, type EndpointData, type RequestKind } from '@portal/contract';
import { readQueueQuery } from '../../../components/back-office/list-query';
import type { RouteContext } from '../../../lib/app-context';
import { readRecord } from '../../../lib/read-record.server';
import { serverApi } from '../../../lib/server-api.server';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { formBody } from '../../../lib/forms/form-body';
import { STATUS_FIELDS, toBody, type StatusMoveDone } from '../../../components/back-office/admin-forms';

export type LoaderInput = { request: Request; context: RouteContext };

/**
 * The back office's side of every request kind (decision 044): its queue, its page and a
 * manager's move, through the calls every kind has (`REQUEST_KIND_CALLS`). A kind's own extras
 * (an export application's shared contacts, a country analysis's result) are in its folder.
 */
type Calls = (typeof REQUEST_KIND_CALLS)[RequestKind];

/** A kind's queue (`/admin/{kind}?status=&search=&page=`): its rows, page and counts by status. */
export async function loadRequestQueue(input: LoaderInput, kind: RequestKind) {
  const query = readQueueQuery(new URL(input.request.url).searchParams, kind);
  // The query holds a status of the kind's own set (readQueueQuery), as its entry takes it.
  const entry = REQUEST_KIND_CALLS[kind].backOfficeList as AnyEndpoint;
  const queue = (await serverApi(input).call(entry, { query })) as EndpointData<Calls['backOfficeList']>;
  return { query, ...queue };
}

/** One request as a manager reads it (the kind's own shape: `EndpointData` of its page's entry). */
export async function loadBackOfficeRequest<K extends RequestKind>(input: LoaderInput, kind: K, id: string) {
  const entry = REQUEST_KIND_CALLS[kind].backOfficeGet as AnyEndpoint;
  return (await readRecord(() => serverApi(input).call(entry, { params: { id } }))) as EndpointData<
    (typeof REQUEST_KIND_CALLS)[K]['backOfficeGet']
  >;
}

/** A manager's status move on a request of any kind (the same body and answer for every kind). */
export function defineStatusMove(kind: RequestKind, id: string) {
  const entry = REQUEST_KIND_CALLS[kind].backOfficeMove as Calls['backOfficeMove'];
  return defineFormHandler<StatusMoveDone>({
    fields: STATUS_FIELDS,
    async submit({ api, values }) {
      const body = toBody(values);
      await api.call(entry, { params: { id }, body: formBody(entry, body) });
      return { data: { status: body.status ?? '' } };
    },
  });
}

/** The forms of a kind whose page has nothing but the status move (market analysis, assistance). */
export function statusMoveHandlers(kind: RequestKind, id: string) {
  return { status: defineStatusMove(kind, id) };
}
