import type { Route } from './+types/pro';
import { getProContent } from '../../features/pro/pro-content.server';
import { ProPage } from '../../features/pro/pro-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /pro (spec §2): the texts come as loader data, in the page's language only. */
export function loader({ request }: Route.LoaderArgs) {
  return { content: getProContent(getLocaleFromPath(new URL(request.url).pathname)) };
}

export default function ProRoute({ loaderData }: Route.ComponentProps) {
  return <ProPage content={loaderData.content} />;
}
