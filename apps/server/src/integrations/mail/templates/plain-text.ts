/** Helpers for mail built from what a visitor typed. */

const SUBJECT_MAX = 120;
// Removing control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * One header line: line breaks and control characters out (no header injection, whatever the
 * transport does), runs of spaces collapsed, cut at a word to a length mail clients show.
 */
export function toSubjectLine(text: string): string {
  const flat = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= SUBJECT_MAX) return flat;
  const cut = flat.slice(0, SUBJECT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > SUBJECT_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** A visitor's multi-line text as paragraphs of the mail, one per line that is not blank. */
export function toParagraphBlocks(text: string): { kind: 'text'; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ kind: 'text', text: line }));
}
