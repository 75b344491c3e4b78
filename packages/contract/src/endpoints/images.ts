import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from '../api/files';
import { ImageParamsSchema } from '../api/images';
import { endpoint } from '../endpoint';

/** The pictures of the published content (decision 034): events, courses, partners. */
export const getImage = endpoint({
  operationId: 'getImage',
  method: 'GET',
  path: '/images/{id}',
  access: 'public',
  tags: ['content'],
  produces: 'image/*',
  summary: 'A picture of the published content (an event’s, a course’s, a partner’s)',
  description:
    'PNG, JPEG or WebP as checked on upload; cached for a year (a new picture has a new id). ' +
    'An unknown id, or a kept file that is not a picture: 404.',
  params: ImageParamsSchema,
  response: z.file().mime([...IMAGE_CONTENT_TYPES]),
});
