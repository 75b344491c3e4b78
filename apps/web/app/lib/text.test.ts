import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './text';

describe('splitParagraphs: stored plain text as the pages show it (FAQ, events, lessons, analyses, previews)', () => {
  it('splits at blank lines, trimming and dropping empty ones; a single line break stays inside', () => {
    expect(splitParagraphs('First line\nstill first.\n\n  Second. \n \n\n\nThird.')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
    expect(splitParagraphs('One\nline.\n\n  Two. \n \n\n')).toEqual(['One\nline.', 'Two.']);
  });

  it('reads Windows and old Mac line endings alike', () => {
    expect(splitParagraphs('One.\r\n\r\nTwo.\r\rThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('answers nothing for blank text', () => {
    expect(splitParagraphs('   ')).toEqual([]);
    expect(splitParagraphs('')).toEqual([]);
  });
});
