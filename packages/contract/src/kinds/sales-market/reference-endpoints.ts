import {
  ExportServicesResponseSchema,
  IncotermsQuerySchema,
  IncotermsResponseSchema,
} from '../../api/reference';
import { endpoint } from '../../endpoint';

const tags = ['reference'] as const;

const INCOTERMS_NOTE =
  'The 11 rules of Incoterms® 2020 (ICC) with our own short descriptions; 6 a page. A page past the last answers no items with the meta.';

export const listSalesMarketIncoterms = endpoint({
  operationId: 'listSalesMarketIncoterms',
  method: 'GET',
  path: '/profile/sales-market/get-incoterms',
  access: 'session',
  cached: true,
  tags,
  summary: 'Incoterms® 2020 rules, paged by page number (signed-in users)',
  description: INCOTERMS_NOTE,
  query: IncotermsQuerySchema,
  response: IncotermsResponseSchema,
});

export const listSalesMarketServices = endpoint({
  operationId: 'listSalesMarketServices',
  method: 'GET',
  path: '/profile/sales-market/get-services',
  access: 'session',
  cached: true,
  tags,
  summary: 'Services offered with an export application (signed-in users)',
  response: ExportServicesResponseSchema,
});
