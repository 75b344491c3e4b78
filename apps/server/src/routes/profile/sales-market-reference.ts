import { createExportReferenceRoutes } from '../common/export-reference';

/** GET /profile/sales-market/get-incoterms and get-services (spec §7), for signed-in users (401 otherwise). */
const salesMarketReferenceRoutes = createExportReferenceRoutes({
  prefix: '/profile/sales-market',
  signedIn: true,
});

export default salesMarketReferenceRoutes;
