export * from './system';
export * from './classification';
export * from './accounts';
export * from './content';
export * from './geography';
export * from './public-requests';
export * from './requests';
export * from './money';
