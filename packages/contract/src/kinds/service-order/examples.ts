import type { ServiceOrderBody } from './schemas';

/** An order of the example form (`FORM_DEFINITION_EXAMPLE`'s first fields), for the document and the access matrix. */
export const SERVICE_ORDER_EXAMPLE = {
  form_id: 1,
  answers: {},
} satisfies ServiceOrderBody;
