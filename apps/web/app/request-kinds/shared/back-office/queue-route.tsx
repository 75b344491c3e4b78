import { REQUEST_KIND_INFO, REQUEST_KINDS, type RequestKind } from '@portal/contract';
import type { Route } from './+types/queue-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { stripLocale } from '../../../i18n/locale';
import { webKind } from '../../registry';
import { QueuePage } from './queue-page';
import { notFound } from '../../../lib/read-record.server';
import { loadRequestQueue } from './request-data.server';

/** The kind whose queue is at this path (`/admin/sales-market`, with or without `/en`). */
export function kindOfQueuePath(pathname: string): RequestKind | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, '');
  return REQUEST_KINDS.find((kind) => REQUEST_KIND_INFO[kind].backOfficePath === path);
}

export const meta: Route.MetaFunction = (args) => {
  const kind = kindOfQueuePath(args.location.pathname);
  return buildAdminMeta(args, kind ? webKind(kind).textKey : 'dashboard');
};

/**
 * Every kind's queue (`/admin/{kind}?status=&search=&page=`, decision 044): routes.ts registers
 * this module once per kind of the registry, at the kind's back-office path.
 */
export async function loader(args: Route.LoaderArgs) {
  const kind = kindOfQueuePath(new URL(args.request.url).pathname);
  if (!kind) notFound();
  return { kind, ...(await loadRequestQueue(args, kind)) };
}

export default function AdminRequestQueueRoute({ loaderData }: Route.ComponentProps) {
  return <QueuePage {...loaderData} />;
}
