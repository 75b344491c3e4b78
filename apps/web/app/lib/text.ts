/**
 * Stored plain text (FAQ answers, event descriptions, lessons; no HTML is kept) as paragraphs: a
 * blank line separates them (any line ending, spaces on the blank line allowed), empty ones dropped.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
