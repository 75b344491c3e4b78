import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a support message’s file size in the page’s language', () => {
  it('in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(820, 'en')).toBe('820 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(69, 'ua')).toBe('69 байтів');
    expect(formatFileSize(2, 'ua')).toBe('2 байти');
    expect(formatFileSize(122_880, 'en')).toBe('120 kB');
    expect(formatFileSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatFileSize(2_516_582, 'ua')).toBe('2,4 МБ');
    expect(formatFileSize(122_880, 'ua')).toBe('120 кБ');
  });
});
