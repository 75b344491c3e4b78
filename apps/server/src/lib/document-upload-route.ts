import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { endpoints } from '@portal/contract';
import { uploadFile } from '../domain/files/upload-file';
import { requireUser } from '../plugins/auth';
import { route } from './endpoint-route';

/** The entries whose body is a document streamed in: an order's file, a message's attachment. */
type DocumentUploadEntry = typeof endpoints.uploadCatalogFile | typeof endpoints.uploadAttachment;

/**
 * Registers an upload of a document (decision 036) in a plugin of its own: the body is the file,
 * handed to the domain as the stream it arrives as (this plugin's one parser replaces JSON's);
 * its first bytes decide what it is: a PDF, a picture or an office document, ≤ 10 MB.
 */
export function documentUploadRoute(app: FastifyInstance, entry: DocumentUploadEntry): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  route(
    app,
    entry,
    async (request) => {
      const sent: unknown = request.body;
      const body = sent instanceof Readable ? sent : Readable.from([]);
      const length = request.headers['content-length'];
      return {
        data: await uploadFile({
          db: app.db,
          query: { kind: 'document', file_name: request.query.file_name },
          body,
          declaredLength: length === undefined ? undefined : Number(length),
          createdBy: requireUser(request).user.id,
        }),
      };
    },
    { bodyTimeoutMs: app.config.UPLOAD_TIMEOUT_MS },
  );
}
