import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { uploadFile } from '../../domain/files/upload-file';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/**
 * Uploads of the back office (decision 036). The body is the file, handed to the domain as the
 * stream it arrives as: this plugin's one parser replaces JSON's and reads nothing, so no upload
 * is ever a string or one Buffer in memory. Whatever type it is sent as, its first bytes decide.
 */
const fileAdminRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  route(
    app,
    endpoints.uploadAdminFile,
    async (request) => {
      // No body at all is an empty file: refused by its (missing) first bytes like any other.
      const sent: unknown = request.body;
      const body = sent instanceof Readable ? sent : Readable.from([]);
      const length = request.headers['content-length'];
      return {
        data: await uploadFile({
          db: app.db,
          query: request.query,
          body,
          declaredLength: length === undefined ? undefined : Number(length),
          createdBy: requireUser(request).user.id,
        }),
      };
    },
    { bodyTimeoutMs: app.config.UPLOAD_TIMEOUT_MS },
  );
};

export default fileAdminRoutes;
