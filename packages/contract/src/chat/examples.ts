import type { CannedAnswerBody, ChatMessageBody } from './chat';

/** A message of the chat, as the document shows it and the access matrix sends it. */
export const CHAT_MESSAGE_EXAMPLE = {
  text: 'Доброго дня! Чи можна додати до заявки ще одну країну?',
} satisfies ChatMessageBody;

export const CANNED_ANSWER_EXAMPLE = {
  title: { uk: 'Привітання', en: 'Greeting' },
  text: {
    uk: 'Доброго дня! Дякуємо за звернення, менеджер відповість найближчим часом.',
    en: 'Good day! Thank you for writing; a manager will answer shortly.',
  },
} satisfies CannedAnswerBody;
