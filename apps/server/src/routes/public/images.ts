import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { readStoredImage } from '../../domain/files/stored-image';
import { route } from '../../lib/endpoint-route';

/**
 * The pictures of the published content (decision 034). A picture's id changes with its bytes (a
 * new upload is a new file), so browsers and proxies keep it for a year; `nosniff` and the type
 * checked on upload keep it a picture.
 */
const imageRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getImage, async (request, reply) => {
    const image = await readStoredImage(app.db, request.params.id);
    if (request.headers['if-none-match'] === `"${image.sha256}"`) return reply.code(304).send();
    return reply
      .type(image.contentType)
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${image.sha256}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', image.size)
      .send(image.open());
  });
};

export default imageRoutes;
