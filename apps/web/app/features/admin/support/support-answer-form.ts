import type { FieldSpec } from '../../../lib/forms/form-values';

/** The answer form's name for the route's action; also its ids' prefix. */
export const ANSWER_INTENT = 'support-answer';

/** `?answered=1`: the page reopened after the answer was sent. */
export const ANSWERED_PARAM = 'answered';

/** The answer's one field, as `POST /admin/support/{id}/answer` names it. */
export const ANSWER_FIELDS = { text: 'text' } as const satisfies FieldSpec;
