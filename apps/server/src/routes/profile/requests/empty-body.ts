import { z } from 'zod';

/**
 * The body of the changes-info calls: spec §7 names them POST without a body, so none, `{}` or
 * null is accepted and anything else is an unknown field (422).
 */
export const EmptyBodySchema = z.strictObject({}).nullish();
