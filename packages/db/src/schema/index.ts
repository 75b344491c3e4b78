export * from './system';
export * from './classification';
export * from './accounts';
