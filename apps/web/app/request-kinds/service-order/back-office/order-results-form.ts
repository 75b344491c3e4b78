/** The back office's result forms of an order (issue 27 §4): the file chosen, the result taken back. */
export const RESULT_FILE_FIELD = 'file';
export const RESULT_ID_FIELD = 'result_id';
export type ResultChanged = { changed: 'added' | 'deleted' };
