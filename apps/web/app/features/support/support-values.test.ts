import { describe, expect, it } from 'vitest';
import { FeedbackBodySchema } from '@portal/contract';
import { KEPT_FILE, prefillSender, SUPPORT_FORM_SCHEMA, toFeedbackBody } from './support-values';

const FILE_ID = '6f1c1c5e-8a3b-4c55-9a43-0b8e3f0d2a11';

const filled = {
  name: ' Оксана Мельник ',
  email: 'oksana@example.test',
  phone: '',
  topic: 'payments',
  subject: '',
  message: '  Рахунок оплачено, а підписка ще не діє.  ',
  file: '',
  [KEPT_FILE.id]: '',
  [KEPT_FILE.name]: '',
  [KEPT_FILE.remove]: false,
};

describe('issue 29 §4: the support form’s values as the body of POST /feedback/send', () => {
  it('trims the texts and leaves empty fields out', () => {
    expect(toFeedbackBody(filled)).toEqual({
      name: 'Оксана Мельник',
      email: 'oksana@example.test',
      topic: 'payments',
      message: 'Рахунок оплачено, а підписка ще не діє.',
    });
    expect(FeedbackBodySchema.safeParse(toFeedbackBody(filled)).success).toBe(true);
  });

  it('names a kept upload as the body’s file, unless its box says to leave it out', () => {
    const kept = { ...filled, [KEPT_FILE.id]: FILE_ID, [KEPT_FILE.name]: 'scan.pdf' };
    expect(toFeedbackBody(kept).file).toEqual({ file_id: FILE_ID });
    expect(toFeedbackBody({ ...kept, [KEPT_FILE.remove]: true }).file).toBeUndefined();
  });

  it('lets the contract’s schema refuse what the server would: a message too short, a topic not on the list', () => {
    const parsed = SUPPORT_FORM_SCHEMA.safeParse({ ...filled, message: 'Привіт', topic: 'weather' });
    expect(parsed.success).toBe(false);
    const paths = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['message', 'topic']);
  });

  it('prefills the sender from the account: the person’s name, e-mail and phone', () => {
    expect(
      prefillSender({
        email: 'oksana@example.test',
        main_info: { name: 'Оксана', surname: ' Мельник', patronymic: '', position: '', phone: null },
      }),
    ).toEqual({ name: 'Оксана Мельник', email: 'oksana@example.test', phone: '' });
  });
});
