import { designedCountryNames } from '../../../components/designed-form/country-names';
import { endpoints } from '@portal/contract';
import { ApiError, isApiError } from '../../../lib/api-error';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { readRecord } from '../../../lib/read-record.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { toCatalogId } from './catalog-data.server';
import {
  applyDesignerOp,
  DESIGNER_INTENT,
  DESIGNER_OP_FIELD,
  readDesignerOp,
  readDesignerState,
  toDefinitionBody,
  toDesignerErrors,
  toDesignerFieldSpec,
  toDesignerState,
  type DesignerOutcome,
  type FormPublished,
} from './form-designer';

/** /admin/catalog/services/{id}/form: the service (its name, its orders) and its form's draft, versions. */
export async function loadServiceForm(input: RouteInput, id: string | undefined) {
  const params = { id: toCatalogId(id) };
  const api = serverApi(input);
  const [service, form] = await Promise.all([
    readRecord(() => api.call(endpoints.getAdminCatalogService, { params })),
    readRecord(() => api.call(endpoints.getAdminServiceForm, { params })),
  ]);
  // The preview names countries as the server does, in both languages (hydration, decision 047).
  return { service, form, countryNames: { uk: designedCountryNames('uk'), en: designedCountryNames('en') } };
}

/** The names the posted designer carries (they change with the form designed), less the intent. */
export async function readPostedDesignerNames(request: Request): Promise<string[]> {
  const names = new Set((await request.clone().formData()).keys());
  names.delete(INTENT_FIELD);
  return [...names];
}

/** The API's 422 of the definition, its paths as the designer's input names. */
function besideInputs(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    fieldErrors: toDesignerErrors(error.fieldErrors),
  });
}

let revisions = 0;
const nextRevision = () => `${Date.now().toString(36)}-${(revisions += 1)}`;

/**
 * The designer's forms: `design` either applies the button pressed (`op`: add, move, remove; the
 * draft is not saved) or saves the draft (`PUT …/form`); `publish_form` publishes the saved draft
 * as the next version (409 when nothing changed).
 */
export function createServiceFormHandlers(id: string | undefined, postedNames: readonly string[]) {
  const params = { id: toCatalogId(id) };
  return {
    [DESIGNER_INTENT]: defineFormHandler<DesignerOutcome>({
      fields: toDesignerFieldSpec(postedNames),
      async submit({ api, values }) {
        const state = readDesignerState(values);
        const opValue = values[DESIGNER_OP_FIELD];
        const op = typeof opValue === 'string' && opValue !== '' ? readDesignerOp(opValue) : null;
        if (op) {
          const next = applyDesignerOp(state, op);
          return { data: { state: next.state, focus: next.focus, revision: nextRevision(), saved: false } };
        }
        try {
          const saved = await api.call(endpoints.saveAdminServiceFormDraft, {
            params,
            body: toDefinitionBody(state) as never,
          });
          return {
            data: { state: toDesignerState(saved.draft), focus: null, revision: nextRevision(), saved: true },
          };
        } catch (error) {
          throw besideInputs(error);
        }
      },
    }),
    publish_form: defineFormHandler<FormPublished>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        const published = await api.call(endpoints.publishAdminServiceForm, { params, body: {} });
        return { data: { version: published.current?.version ?? 0 } };
      },
    }),
  };
}
