import type { Route } from './+types/pro';
import { getProContent } from '../../features/pro/pro-content.server';
import { ProPage } from '../../features/pro/pro-page';
import { getLocaleFromPath } from '../../i18n/locale';

/** /pro (spec §2): the texts come as loader data, in the page's language only. */
export function loader({ request }: Route.LoaderArgs) {
  return { content: getProContent(getLocaleFromPath(new URL(request.url).pathname)) };
}

export default function ProRoute({ loaderData }: Route.ComponentProps) {
  return <ProPage content={loaderData.content} />;
}
