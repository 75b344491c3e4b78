import { describe, expect, it } from 'vitest';
import { CANNED_ANSWER_SCHEMA, toCannedAnswerBody, toCannedAnswerValues } from './canned-answer-form';

describe('a canned answer’s editor', () => {
  it('sends the titles and texts in both languages', () => {
    expect(
      toCannedAnswerBody({
        'title.uk': 'Вітання',
        'title.en': 'Greeting',
        'text.uk': 'Добрий день!',
        'text.en': 'Hello!',
      }),
    ).toEqual({ title: { uk: 'Вітання', en: 'Greeting' }, text: { uk: 'Добрий день!', en: 'Hello!' } });
  });

  it('refuses an answer without its English text', () => {
    const parsed = CANNED_ANSWER_SCHEMA.safeParse({
      'title.uk': 'Т',
      'title.en': 'T',
      'text.uk': 'Текст',
      'text.en': ' ',
    });
    expect(parsed.success).toBe(false);
  });

  it('starts a new answer empty', () => {
    expect(toCannedAnswerValues(null)).toEqual({ title: { uk: '', en: '' }, text: { uk: '', en: '' } });
  });
});
