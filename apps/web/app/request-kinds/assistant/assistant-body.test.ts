import { describe, expect, it } from 'vitest';
import { AssistantBodySchema } from '@portal/contract';
import { ASSISTANT_FORM_SCHEMA, assistantOptions, toAssistantBody } from './assistant-body';

const FILLED = {
  topic: 'certification',
  description: '  Які сертифікати потрібні для меду в Німеччині?  ',
  preferred_channel: 'video_call',
  preferred_time: '',
};

describe('the assistance form (issue 15 §2)', () => {
  it('builds the API body: trimmed, an empty preferred time left out', () => {
    const body = toAssistantBody(FILLED);
    expect(body).toEqual({
      topic: 'certification',
      description: 'Які сертифікати потрібні для меду в Німеччині?',
      preferred_channel: 'video_call',
    });
    expect(AssistantBodySchema.safeParse(body).success).toBe(true);
    expect(toAssistantBody({ ...FILLED, preferred_time: ' у будні після 14:00 ' }).preferred_time).toBe(
      'у будні після 14:00',
    );
  });

  it('reports a missing topic, a short description and a missing channel under their names', () => {
    const result = ASSISTANT_FORM_SCHEMA.safeParse({ topic: '', description: 'мало', preferred_channel: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const paths = result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['topic', 'description', 'preferred_channel']));
  });

  it('offers the contract’s topics and channels in the page’s language', () => {
    const uk = assistantOptions('ua');
    const en = assistantOptions('en');
    expect(uk.channels.map((option) => option.label)).toEqual([
      'Телефон',
      'Електронна пошта',
      'Відеодзвінок',
    ]);
    expect(en.topics.find((option) => option.value === 'logistics')?.label).toBe('Logistics');
    expect(en.topics).toHaveLength(uk.topics.length);
  });
});
