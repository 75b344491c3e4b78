export * from './system';
export * from './classification';
