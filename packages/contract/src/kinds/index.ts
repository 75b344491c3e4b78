/**
 * Every request kind's schemas (issue 26 §1, decision 044), one line per kind: a new kind adds
 * its folder and a line here, in `endpoints.ts` and in `registry.ts`.
 */
export * from './registry';
export * from './sales-market/schemas';
export * from './sales-market/back-office-schemas';
export * from './check-list/schemas';
export * from './check-list/back-office-schemas';
export * from './country-analysis/schemas';
export * from './country-analysis/back-office-schemas';
export * from './assistant/schemas';
export * from './service-order/schemas';
export * from './sales-market/examples';
export * from './check-list/examples';
export * from './country-analysis/examples';
export * from './assistant/examples';
export * from './service-order/examples';
export * from './sales-market/options';
export * from './check-list/options';
export * from './calls';
