/** The courier pickup form (issue 28 §5): its schemas, the back office's and the fake courier's switch. */
export * from './courier';
export * from './admin-courier';
export * from './dev-courier';
export * from './examples';
