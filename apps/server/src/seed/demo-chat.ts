import { eq, sql } from 'drizzle-orm';
import {
  chatCannedAnswers,
  chatConversations,
  chatMessages,
  chatStream,
  feedbackAnswers,
  feedbackMessages,
  users,
  type DemoSeedStep,
} from '@portal/db';
import { findActors } from './demo-requests';

const MINUTE_MS = 60_000;

/**
 * The demo chat and support (issue 29): the demo exporter's conversation with the demo manager —
 * the manager's last answer still unread, so the header shows a count — three canned answers, and
 * two messages to support, one answered. Messages take their numbers from the one stream.
 */
export function createDemoChatSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-chat',
      run: async (db) => {
        const { companyId, exporter, manager } = await findActors(db);
        const lines: { side: 'company' | 'office'; text: string; minutesAgo: number }[] = [
          {
            side: 'company',
            text: 'Доброго дня! Ми подали заявку на аналіз ринку Польщі. Коли чекати результат?',
            minutesAgo: 180,
          },
          {
            side: 'office',
            text: 'Доброго дня! Заявку взято в роботу, аналітик підготує звіт протягом 5 робочих днів.',
            minutesAgo: 170,
          },
          { side: 'company', text: 'Дякуємо! Чи можна додати до аналізу ще й Чехію?', minutesAgo: 60 },
          {
            side: 'office',
            text: 'Так, подайте, будь ласка, окрему заявку на Чехію — ми опрацюємо обидві разом.',
            minutesAgo: 45,
          },
        ];
        const [counter] = await db
          .update(chatStream)
          .set({ lastId: sql`${chatStream.lastId} + ${lines.length}` })
          .where(eq(chatStream.id, 1))
          .returning({ last: chatStream.lastId });
        const firstId = counter!.last - lines.length + 1;
        const ids = lines.map((_, index) => firstId + index);
        const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE_MS);
        const [conversation] = await db
          .insert(chatConversations)
          .values({
            companyId,
            assigneeId: manager.userId,
            lastMessageId: ids[3]!,
            lastMessageAt: at(45),
            lastSide: 'office',
            lastCompanyMessageId: ids[2]!,
            lastOfficeMessageId: ids[3]!,
            // The company read the first answer; the manager's last one waits.
            companyReadId: ids[1]!,
            officeReadId: ids[2]!,
            companyMailedId: ids[3]!,
            createdAt: at(180),
          })
          .returning({ id: chatConversations.id });
        await db.insert(chatMessages).values(
          lines.map((line, index) => ({
            id: ids[index]!,
            conversationId: conversation!.id,
            side: line.side,
            authorId: line.side === 'company' ? exporter.userId : manager.userId,
            text: line.text,
            createdAt: at(line.minutesAgo),
          })),
        );

        await db.insert(chatCannedAnswers).values([
          {
            titleUk: 'Привітання',
            titleEn: 'Greeting',
            textUk: 'Доброго дня! Дякуємо за звернення. Чим можемо допомогти?',
            textEn: 'Good day! Thank you for writing. How can we help?',
            createdBy: manager.userId,
          },
          {
            titleUk: 'Заявку взято в роботу',
            titleEn: 'Request in work',
            textUk: 'Вашу заявку взято в роботу. Ми повідомимо, щойно результат буде готовий.',
            textEn: 'Your request is in work. We will let you know as soon as the result is ready.',
            createdBy: manager.userId,
          },
          {
            titleUk: 'Оплата рахунку',
            titleEn: 'Paying an invoice',
            textUk:
              'Рахунок можна оплатити карткою на сторінці рахунку або банківським переказом за реквізитами з PDF.',
            textEn:
              'You can pay the invoice by card on its page, or by bank transfer to the details in its PDF.',
            createdBy: manager.userId,
          },
        ]);

        const [person] = await db
          .select({ name: users.name, surname: users.surname })
          .from(users)
          .where(eq(users.id, exporter.userId));
        const sender = {
          userId: exporter.userId,
          name: `${person!.name} ${person!.surname}`.trim() || 'Demo',
          email: exporter.email,
          locale: 'uk' as const,
        };
        const [answered] = await db
          .insert(feedbackMessages)
          .values([
            {
              ...sender,
              topic: 'account',
              subject: 'Зміна електронної пошти',
              message: 'Як змінити електронну пошту облікового запису компанії?',
              createdAt: at(3 * 24 * 60),
            },
            {
              ...sender,
              topic: 'payments',
              subject: 'Рахунок для бухгалтерії',
              message: 'Чи можна отримати рахунок із зазначенням ІПН нашої компанії?',
              createdAt: at(90),
            },
          ])
          .returning({ id: feedbackMessages.id });
        await db.insert(feedbackAnswers).values({
          feedbackId: answered!.id,
          text: 'Доброго дня! Напишіть нам нову адресу з поточної пошти — ми змінимо її після перевірки.',
          answeredBy: manager.userId,
          createdAt: at(3 * 24 * 60 - 120),
        });
      },
    },
  ];
}
