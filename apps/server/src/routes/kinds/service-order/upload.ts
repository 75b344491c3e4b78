import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { uploadFile } from '../../../domain/files/upload-file';
import { route } from '../../../lib/endpoint-route';

/**
 * An exporter's upload for an order's file field (issue 27 §3, decision 036): the body is the
 * file, handed to the domain as the stream it arrives as (this plugin's one parser replaces
 * JSON's); its first bytes decide what it is: a PDF, a picture or an office document, ≤ 10 MB.
 */
const catalogUploadRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  route(
    app,
    endpoints.uploadCatalogFile,
    async (request, _reply, scope) => {
      const sent: unknown = request.body;
      const body = sent instanceof Readable ? sent : Readable.from([]);
      const length = request.headers['content-length'];
      return {
        data: await uploadFile({
          db: app.db,
          query: { kind: 'document', file_name: request.query.file_name },
          body,
          declaredLength: length === undefined ? undefined : Number(length),
          createdBy: scope.user.id,
        }),
      };
    },
    { bodyTimeoutMs: app.config.UPLOAD_TIMEOUT_MS },
  );
};

export default catalogUploadRoutes;
