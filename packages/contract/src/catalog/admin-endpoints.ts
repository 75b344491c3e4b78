import { AdminEmptyBodySchema } from '../api/admin';
import { IMAGE_FIELD_DESCRIPTION } from '../api/files';
import { endpoint } from '../endpoint';
import {
  AdminCatalogIdParamsSchema,
  AdminCatalogServiceBodySchema,
  AdminCatalogServiceResponseSchema,
  AdminCatalogServicesQuerySchema,
  AdminCatalogServicesResponseSchema,
  AdminServiceCategoriesResponseSchema,
  AdminServiceCategoryBodySchema,
  AdminServiceCategoryResponseSchema,
  AdminServiceFormDraftBodySchema,
  AdminServiceFormStateResponseSchema,
} from './admin-catalog';
import { CATALOG_CATEGORY_EXAMPLE, CATALOG_SERVICE_EXAMPLE } from './examples';
import { FORM_DEFINITION_EXAMPLE } from './form-definition';

// ─── The back office: the catalogue's categories, services and forms (issue 27 §3, §5) ──────

const tags = ['admin'] as const;
const AUDITED = 'The change goes to the audit log (entity `catalog_service` or `service_category`).';
const LIVE = 'The catalogue reads the tables on every request: a change is live at once.';

export const listAdminServiceCategories = endpoint({
  operationId: 'listAdminServiceCategories',
  method: 'GET',
  path: '/admin/catalog/categories',
  access: 'staff',
  tags,
  summary: 'The catalogue’s categories in their order, with how many services each holds',
  response: AdminServiceCategoriesResponseSchema,
});

export const createAdminServiceCategory = endpoint({
  operationId: 'createAdminServiceCategory',
  method: 'POST',
  path: '/admin/catalog/categories',
  access: 'staff',
  unique: ['slug'],
  status: 201,
  tags,
  summary: 'Add a category of services',
  description: `Name in both languages; the slug is made from the English name unless given (422 \`catalog.slug_taken\`). ${AUDITED}`,
  body: AdminServiceCategoryBodySchema,
  example: CATALOG_CATEGORY_EXAMPLE,
  response: AdminServiceCategoryResponseSchema,
});

export const updateAdminServiceCategory = endpoint({
  operationId: 'updateAdminServiceCategory',
  method: 'PUT',
  path: '/admin/catalog/categories/{id}',
  access: 'staff',
  unique: ['slug'],
  tags,
  summary: 'Change a category',
  description: `${AUDITED} ${LIVE}`,
  params: AdminCatalogIdParamsSchema,
  body: AdminServiceCategoryBodySchema,
  example: CATALOG_CATEGORY_EXAMPLE,
  response: AdminServiceCategoryResponseSchema,
});

export const deleteAdminServiceCategory = endpoint({
  operationId: 'deleteAdminServiceCategory',
  method: 'DELETE',
  path: '/admin/catalog/categories/{id}',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Remove an empty category',
  description: `A category that still holds services answers 409 \`catalog.category_not_empty\`. ${AUDITED}`,
  params: AdminCatalogIdParamsSchema,
  response: AdminServiceCategoriesResponseSchema,
});

export const listAdminCatalogServices = endpoint({
  operationId: 'listAdminCatalogServices',
  method: 'GET',
  path: '/admin/catalog/services',
  access: 'staff',
  tags,
  summary: 'Every service of the catalogue, published or draft, with its form version and orders',
  description: 'Filters `state`, `category_id` and `search` (a part of the title in either language).',
  query: AdminCatalogServicesQuerySchema,
  response: AdminCatalogServicesResponseSchema,
});

export const createAdminCatalogService = endpoint({
  operationId: 'createAdminCatalogService',
  method: 'POST',
  path: '/admin/catalog/services',
  access: 'staff',
  unique: ['slug'],
  status: 201,
  errors: [413],
  tags,
  summary: 'Write a service (a draft until it is published)',
  description:
    'Title in both languages and the category are required; a partner provides it or the office does; a price ' +
    `in kopiykas makes it paid; \`subscription_required\` keeps it for subscribers. The picture: ${IMAGE_FIELD_DESCRIPTION} ${AUDITED}`,
  body: AdminCatalogServiceBodySchema,
  example: CATALOG_SERVICE_EXAMPLE,
  response: AdminCatalogServiceResponseSchema,
});

export const getAdminCatalogService = endpoint({
  operationId: 'getAdminCatalogService',
  method: 'GET',
  path: '/admin/catalog/services/{id}',
  access: 'staff',
  tags,
  summary: 'One service as written, with what publishing it still needs',
  params: AdminCatalogIdParamsSchema,
  response: AdminCatalogServiceResponseSchema,
});

export const updateAdminCatalogService = endpoint({
  operationId: 'updateAdminCatalogService',
  method: 'PUT',
  path: '/admin/catalog/services/{id}',
  access: 'staff',
  unique: ['slug'],
  errors: [413],
  tags,
  summary: 'Change a service',
  description: `A field left out keeps its value. ${AUDITED} ${LIVE}`,
  params: AdminCatalogIdParamsSchema,
  body: AdminCatalogServiceBodySchema,
  example: CATALOG_SERVICE_EXAMPLE,
  response: AdminCatalogServiceResponseSchema,
});

export const publishAdminCatalogService = endpoint({
  operationId: 'publishAdminCatalogService',
  method: 'POST',
  path: '/admin/catalog/services/{id}/publish',
  access: 'staff',
  tags,
  summary: 'Show a service in the catalogue',
  description:
    'Needs its summary and description in both languages and a published form (422 with each missing field, ' +
    `\`form\` for the form). ${AUDITED}`,
  params: AdminCatalogIdParamsSchema,
  body: AdminEmptyBodySchema,
  response: AdminCatalogServiceResponseSchema,
});

export const unpublishAdminCatalogService = endpoint({
  operationId: 'unpublishAdminCatalogService',
  method: 'POST',
  path: '/admin/catalog/services/{id}/unpublish',
  access: 'staff',
  tags,
  summary: 'Take a service out of the catalogue (its orders stay)',
  description: AUDITED,
  params: AdminCatalogIdParamsSchema,
  body: AdminEmptyBodySchema,
  response: AdminCatalogServiceResponseSchema,
});

export const getAdminServiceForm = endpoint({
  operationId: 'getAdminServiceForm',
  method: 'GET',
  path: '/admin/catalog/services/{id}/form',
  access: 'staff',
  tags,
  summary: 'A service’s form: the draft being designed, the current version and every earlier one',
  params: AdminCatalogIdParamsSchema,
  response: AdminServiceFormStateResponseSchema,
});

export const saveAdminServiceFormDraft = endpoint({
  operationId: 'saveAdminServiceFormDraft',
  method: 'PUT',
  path: '/admin/catalog/services/{id}/form',
  access: 'staff',
  tags,
  summary: 'Save the draft of a service’s form (exporters keep the current version until it is published)',
  description:
    'The definition: sections of fields (text, long text, number, date, select, multi-select, checkbox, country, ' +
    'customs code, file), each with its label and help in both languages, required or not, and its limits; a ' +
    'definition that breaks a rule answers 422 with the path of each fault.',
  params: AdminCatalogIdParamsSchema,
  body: AdminServiceFormDraftBodySchema,
  example: { definition: FORM_DEFINITION_EXAMPLE },
  response: AdminServiceFormStateResponseSchema,
});

export const publishAdminServiceForm = endpoint({
  operationId: 'publishAdminServiceForm',
  method: 'POST',
  path: '/admin/catalog/services/{id}/form/publish',
  access: 'staff',
  errors: [409],
  tags,
  summary: 'Publish the draft as the form’s next version',
  description:
    'Stored as its layout and its JSON Schema (draft 2020-12); new orders answer it, orders already sent keep ' +
    `their own version. Without a changed draft 409 \`catalog.form_unchanged\`. ${AUDITED}`,
  params: AdminCatalogIdParamsSchema,
  body: AdminEmptyBodySchema,
  response: AdminServiceFormStateResponseSchema,
});
