import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@portal/contract';
import { computeCourseProgress, createCertificateCode, toVideoEmbedUrl } from './academy-rules';

describe('the academy’s rules (decision 033)', () => {
  it('makes certificate codes of the published pattern, from random bytes', () => {
    for (let i = 0; i < 50; i += 1) expect(createCertificateCode()).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(createCertificateCode(() => Buffer.alloc(10, 0))).toBe('EXP-0000000000');
    expect(createCertificateCode(() => Buffer.alloc(10, 31))).toBe('EXP-ZZZZZZZZZZ');
  });

  it('rounds progress down, so 100 % only when every lesson is done', () => {
    expect(computeCourseProgress(2, 3)).toEqual({ done: 2, total: 3, percent: 66 });
    expect(computeCourseProgress(3, 3).percent).toBe(100);
    expect(computeCourseProgress(0, 0).percent).toBe(0);
  });

  it('embeds YouTube (without cookies) and Vimeo videos over https, nothing else', () => {
    expect(toVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(toVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(toVideoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toVideoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(toVideoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(toVideoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toVideoEmbedUrl(null)).toBeNull();
  });
});
