import {
  endpointMeta,
  endpointParts,
  endpointRoute,
  type AnyEndpoint,
  type EndpointErrorStatus,
} from '@portal/contract';

const DESCRIPTIONS: Record<EndpointErrorStatus, string> = {
  400: 'Malformed request: an invalid URL encoding, or a body that is not JSON (`bad_request`).',
  401: 'No live session (`unauthenticated`).',
  403: 'Not allowed: the role does not permit it, or a cookie-authenticated write came from another origin (`forbidden`).',
  404: 'Not found, or a record of another company (`not_found`, no data).',
  409: 'The record is not in a state that allows it (`conflict`).',
  405: 'The method is not allowed here (`method_not_allowed`).',
  408: 'The body did not arrive in time (`request_timeout`).',
  413: 'The body is larger than the limit (`payload_too_large`).',
  415: 'The body is not JSON (`unsupported_media_type`).',
  422: 'A field is invalid: `errors` names each field with its messages (`validation_failed`).',
  429: 'Too many attempts: `Retry-After` says when to try again (`too_many_requests`).',
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The 4xx answers a call can give, from its entry: 400 always (a malformed URL), 401 and 403
 * from its access, 404 for a path parameter, 413/415 for a body, 422 for any input, and what
 * the entry adds (409, 429…). The OpenAPI document lists them (redocly `operation-4xx-response`).
 */
export function documentedErrors(entry: AnyEndpoint): { status: EndpointErrorStatus; description: string }[] {
  const meta = endpointMeta(entry);
  const parts = endpointParts(entry);
  const { method } = endpointRoute(entry);
  const statuses = new Set<EndpointErrorStatus>([400]);
  if (meta.access === 'session' || meta.access === 'staff') statuses.add(401);
  if (meta.access === 'staff' || (meta.access !== 'public' && UNSAFE.has(method))) statuses.add(403);
  if (parts.params) statuses.add(404);
  if (parts.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (parts.params || parts.query || parts.body) statuses.add(422);
  for (const status of meta.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b).map((status) => ({ status, description: DESCRIPTIONS[status] }));
}
