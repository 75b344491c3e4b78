/** Every request kind's calls, the exporter's and the back office's (decision 044), one line each. */
export * from './sales-market/endpoints';
export * from './sales-market/back-office-endpoints';
export * from './sales-market/reference-endpoints';
export * from './check-list/endpoints';
export * from './check-list/back-office-endpoints';
export * from './country-analysis/endpoints';
export * from './country-analysis/back-office-endpoints';
export * from './assistant/endpoints';
export * from './service-order/endpoints';
export * from './service-order/back-office-endpoints';
