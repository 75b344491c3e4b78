import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { documentUploadRoute } from '../../../lib/document-upload-route';

/** An exporter's upload for an order's file field (issue 27 §3, decision 036). */
const catalogUploadRoutes: FastifyPluginAsync = async (app) => {
  documentUploadRoute(app, endpoints.uploadCatalogFile);
};

export default catalogUploadRoutes;
