import type { Route } from './+types/academy-certificate';
import { loadCertificateCheck } from '../../features/academy/academy-data.server';
import { CertificateCheckPage } from '../../features/academy/certificate-check-page';
import { academyPageMeta } from '../../i18n/academy';
import { buildPageMeta } from '../../i18n/meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, academyPageMeta(args, 'checkTitle'));

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadCertificateCheck({ ...args, code: params.code });
}

/**
 * /academy/certificates/{code} (issue 16 §3, public, both languages): checks a certificate's code
 * (the address its PDF prints). An unknown code is this page with the status 404, never an error.
 */
export default function AcademyCertificateRoute({ loaderData }: Route.ComponentProps) {
  return <CertificateCheckPage code={loaderData.code} certificate={loaderData.certificate} />;
}
