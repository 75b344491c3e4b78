import { isApiError } from '../../lib/api-error';
import { findLegalSlug } from './legal-page-outline';
import { endpoints } from '@portal/contract';
import { type RouteContext } from '../../lib/app-context';
import { notFound } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

/** The four legal pages (spec §2) read `endpoints.getPage`; the slug is the last path segment. */
export async function loadLegalPage({ request, context }: { request: Request; context: RouteContext }) {
  const slug = findLegalSlug(new URL(request.url).pathname);
  if (slug === null) notFound();
  const api = serverApi({ request, context });
  try {
    const page = await api.call(endpoints.getPage, { params: { slug } });
    return { page };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}
