/** The catalogue of services (issue 27): its schemas, its forms and the back office's. */
export * from './form-definition';
export * from './form-json-schema';
export * from './catalog';
export * from './answer-rows';
export * from './admin-catalog';
export * from './examples';
