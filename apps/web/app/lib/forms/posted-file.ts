/**
 * A file chosen in a plain form (decision 036: files are streamed to the API by the page's action,
 * with or without JavaScript): which file was chosen, and the name it is uploaded under.
 */

/** The file chosen in an input of a posted form, or null: an input left empty posts a nameless, empty file. */
export function findChosenFile(formData: FormData, name: string): File | null {
  const value = formData.get(name);
  return typeof value === 'object' && value !== null && value.name !== '' ? value : null;
}

/**
 * The name a chosen file is uploaded under (`?file_name=`): its own, without folders or control
 * characters, at most 200 characters with its ending kept.
 */
export function toUploadName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const ending = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, 200 - ending.length)}${ending}`;
}
