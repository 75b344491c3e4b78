/** The chat and support (issue 29): schemas of the calls, the live stream's events and the examples. */
export * from './chat';
export * from './support';
export * from './examples';
