import { ImporterSaleBodySchema } from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FormValues } from '../../lib/forms/form-values';
import { toImporterSaleBody } from './import-values';

/**
 * The contract's body schema, checked in the browser on the values exactly as they will be sent,
 * so the form shows the server's own messages before sending (one schema per form, ARCHITECTURE §8).
 */
export const IMPORT_FORM_SCHEMA: FormSchema = {
  safeParse: (values, params) =>
    ImporterSaleBodySchema.safeParse(toImporterSaleBody(values as FormValues), params),
};
