import type { LoaderFunctionArgs } from 'react-router';
import { streamAcademyCertificate } from '../../../features/academy/academy-data.server';

/**
 * GET /profile/pro-services/academy/courses/{id}/certificate.pdf, a resource route (no layout):
 * the person's certificate of a completed course from the API (`downloadAcademyCertificate`) with
 * the session, in the page's language. The course and lesson pages' 'Download' is a plain link here.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamAcademyCertificate({ request, context, id: params.id });
}
