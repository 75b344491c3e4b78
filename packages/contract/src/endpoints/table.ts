/**
 * The endpoint table (issue 13, decision 023): every call of the API, one entry each, grouped in
 * files by area. The index exports it as the namespace `endpoints`; an entry's name is its
 * operationId.
 */
export * from './reference';
export * from './content';
export * from './public-forms';
export * from './auth';
export * from './profile';
export * from './requests';
export * from './admin';
export * from './admin-money';
export * from './money';
export * from './country-analyses';
export * from '../kinds/endpoints';
export * from './importing-countries';
export * from './importer-sales';
export * from './events';
export * from './pro-partners';
export * from './vkursi';
export * from './infoproff';
export * from './academy';
export * from './images';
export * from './files';
export * from './admin-club';
export * from './admin-academy';
export * from './admin-pro-partners';
export * from '../catalog/admin-endpoints';
export * from '../courier/endpoints';
export * from '../chat/endpoints';
