import { describe, expect, it } from 'vitest';
import {
  decideCourseState,
  findContinueLesson,
  isCertificateCode,
  isEmbeddableVideo,
  normalizeCertificateCode,
  readAcademyId,
} from './academy-query';

const progress = (done: number, total: number) => ({
  done,
  total,
  percent: total === 0 ? 0 : Math.floor((done * 100) / total),
});
const lesson = (id: number, done: boolean) => ({
  id,
  position: id,
  title: `Lesson ${id}`,
  minutes: 10,
  has_video: false,
  completed_at: done ? '2026-11-26T10:00:00.000Z' : null,
});

describe('the academy’s addresses and states (issue 16 §3, decision 033)', () => {
  it('reads only positive 32-bit ids from the address', () => {
    expect(readAcademyId('42')).toBe(42);
    for (const raw of [undefined, '0', '-1', '01', 'abc', '2147483648', '1e3'])
      expect(readAcademyId(raw)).toBeNull();
  });

  it('codes are case- and space-insensitive; ten characters typed without EXP- get it', () => {
    expect(normalizeCertificateCode(' exp-7k3m 9q2p4r ')).toBe('EXP-7K3M9Q2P4R');
    expect(normalizeCertificateCode('7k3m9q2p4r')).toBe('EXP-7K3M9Q2P4R');
    expect(normalizeCertificateCode('   ')).toBeNull();
    expect(normalizeCertificateCode('nonsense')).toBe('NONSENSE');
    expect(isCertificateCode('EXP-7K3M9Q2P4R')).toBe(true);
    // Crockford's base 32 has no I, L, O or U: such a code is asked nothing.
    expect(isCertificateCode('EXP-OOOOOOOOOO')).toBe(false);
    expect(isCertificateCode('NONSENSE')).toBe(false);
  });

  it('a course is not started, in progress, or completed when every lesson is done', () => {
    expect(decideCourseState({ progress: progress(0, 3), certificate: null })).toBe('not-started');
    expect(decideCourseState({ progress: progress(2, 3), certificate: null })).toBe('in-progress');
    expect(decideCourseState({ progress: progress(3, 3), certificate: null })).toBe('completed');
    expect(decideCourseState({ progress: progress(0, 0), certificate: null })).toBe('not-started');
  });

  it('"continue" leads to the first lesson in order not done, or the first when all are', () => {
    expect(
      findContinueLesson({ lesson_list: [lesson(1, true), lesson(2, false), lesson(3, false)] })?.id,
    ).toBe(2);
    expect(findContinueLesson({ lesson_list: [lesson(1, false), lesson(2, true)] })?.id).toBe(1);
    expect(findContinueLesson({ lesson_list: [lesson(1, true), lesson(2, true)] })?.id).toBe(1);
    expect(findContinueLesson({ lesson_list: [] })).toBeNull();
  });

  it('embeds only the players the Content-Security-Policy admits (decision 033 §5)', () => {
    expect(isEmbeddableVideo('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe(true);
    expect(isEmbeddableVideo('https://player.vimeo.com/video/76979871')).toBe(true);
    for (const url of [
      null,
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'http://player.vimeo.com/video/76979871',
      'https://player.vimeo.com.evil.example/video/1',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isEmbeddableVideo(url), String(url)).toBe(false);
    }
  });
});
