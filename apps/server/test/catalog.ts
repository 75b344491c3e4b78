import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CATALOG_CATEGORY_EXAMPLE,
  CATALOG_SERVICE_EXAMPLE,
  endpoints,
  type AdminCatalogServiceBody,
  type FormDefinition,
  type ServiceOrder,
} from '@portal/contract';
import type { SignedInUser } from './accounts';
import { call, callOk } from './call';
import { PDF_BYTES, uploadTestFile } from './uploads';

/**
 * Fixtures of the catalogue's tests (issue 27): a category, a published service with a published
 * form, an order of it, an exporter's upload.
 */

/** A short form with nothing required, so the entry's example answers (`{}`) are valid. */
export const OPTIONAL_FORM: FormDefinition = {
  sections: [
    {
      key: 'main',
      title: { uk: 'Про продукцію', en: 'About the product' },
      description: { uk: '', en: '' },
      fields: [
        {
          key: 'product_name',
          kind: 'text',
          label: { uk: 'Назва продукції', en: 'Product name' },
          help: { uk: '', en: '' },
          required: false,
        },
        {
          key: 'certificate',
          kind: 'file',
          label: { uk: 'Сертифікат', en: 'Certificate' },
          help: { uk: '', en: '' },
          required: false,
        },
      ],
    },
  ],
};

/** A category written by the manager; its slug unique by `tag`. */
export async function createCategory(app: FastifyInstance, manager: SignedInUser, tag: string) {
  return callOk(
    app,
    endpoints.createAdminServiceCategory,
    { body: { ...CATALOG_CATEGORY_EXAMPLE, slug: `category-${tag}` } },
    { as: manager },
  );
}

/**
 * A service with its form published and itself shown in the catalogue: by default the entry's
 * example in a new category, with `OPTIONAL_FORM`.
 */
export async function publishService(
  app: FastifyInstance,
  manager: SignedInUser,
  options: { tag: string; body?: Partial<AdminCatalogServiceBody>; form?: FormDefinition },
) {
  const category = await createCategory(app, manager, options.tag);
  const service = await callOk(
    app,
    endpoints.createAdminCatalogService,
    {
      body: {
        ...CATALOG_SERVICE_EXAMPLE,
        price_minor: null,
        category_id: category.id,
        slug: `service-${options.tag}`,
        ...options.body,
      },
    },
    { as: manager },
  );
  await callOk(
    app,
    endpoints.saveAdminServiceFormDraft,
    { params: { id: service.id }, body: { definition: options.form ?? OPTIONAL_FORM } },
    { as: manager },
  );
  const form = await callOk(
    app,
    endpoints.publishAdminServiceForm,
    { params: { id: service.id }, body: {} },
    { as: manager },
  );
  const published = await callOk(
    app,
    endpoints.publishAdminCatalogService,
    { params: { id: service.id }, body: {} },
    { as: manager },
  );
  return { category, service: published, form: form.current! };
}

/** An order of a published service (sent at once: `accepted`). */
export function orderService(
  app: FastifyInstance,
  exporter: SignedInUser,
  service: { id: number; formId: number },
  answers: Record<string, unknown> = {},
): Promise<ServiceOrder> {
  return callOk(
    app,
    endpoints.createServiceOrder,
    { params: { id: String(service.id) }, body: { form_id: service.formId, answers } },
    { as: exporter },
  );
}

/** A file streamed to `POST /catalog/files` by an exporter: the whole answer. */
export function callCatalogUpload(
  app: FastifyInstance,
  as: SignedInUser,
  options: { bytes?: Buffer; fileName?: string; contentType?: string } = {},
) {
  return call(
    app,
    endpoints.uploadCatalogFile,
    { query: { file_name: options.fileName ?? 'certificate.pdf' } },
    {
      as,
      headers: { 'content-type': options.contentType ?? 'application/pdf' },
      payload: options.bytes ?? PDF_BYTES,
    },
  );
}

/** An order of `owner` with a result file of the manager: the params of a result's removal. */
export async function createResultParams(
  app: FastifyInstance,
  manager: SignedInUser,
  owner: SignedInUser,
): Promise<{ id: string; resultId: string }> {
  const { service, form } = await publishService(app, manager, { tag: `result-${randomUUID().slice(0, 8)}` });
  const order = await orderService(app, owner, { id: service.id, formId: form.id });
  const file = await uploadTestFile(app, manager, 'document');
  const view = await callOk(
    app,
    endpoints.addAdminServiceOrderResult,
    { params: { id: order.id }, body: { file } },
    { as: manager },
  );
  return { id: order.id, resultId: String(view.request.results[0]!.result_id) };
}

/** An empty category: the params of its removal. */
export async function emptyCategoryParams(
  app: FastifyInstance,
  manager: SignedInUser,
): Promise<{ id: string }> {
  const category = await createCategory(app, manager, `empty-${randomUUID().slice(0, 8)}`);
  return { id: String(category.id) };
}
