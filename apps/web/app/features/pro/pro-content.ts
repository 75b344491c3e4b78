import type ua from './content/ua.json';

/** The /pro page's texts (content/{ua,en}.json), sent as loader data in the page's language. */
export type ProContent = typeof ua;
export type ProAccess = keyof ProContent['access'];
