import type { DemoSeedStep } from '@portal/db';
import { clubEvents, type EventSpeakerRecord } from '@portal/db';
import { scheduleEventReminder } from '../domain/events/event-notices';

type DemoEvent = {
  slug: string;
  /** Days from the seeding day; negative for past events. */
  inDays: number;
  /** Start, hour UTC (10:00 or 11:00 in Kyiv). */
  hourUtc: number;
  hours: number;
  format: 'online' | 'offline' | 'hybrid';
  language: 'uk' | 'en' | 'uk_en';
  capacity: number | null;
  title: { uk: string; en: string };
  summary: { uk: string; en: string };
  description: { uk: string; en: string };
  place: { uk: string; en: string };
  speakers: EventSpeakerRecord[];
};

const DAY_MS = 86_400_000;

const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'webinar-eu-packaging-rules',
    inDays: 4,
    hourUtc: 8,
    hours: 2,
    format: 'online',
    language: 'uk',
    capacity: 100,
    title: {
      uk: 'Вебінар: нові правила ЄС щодо пакування',
      en: 'Webinar: the EU’s new packaging rules',
    },
    summary: {
      uk: 'Що змінює Регламент ЄС про пакування для українських постачальників харчових продуктів і як підготуватися до 2027 року.',
      en: 'What the EU Packaging Regulation changes for Ukrainian food suppliers and how to prepare for 2027.',
    },
    description: {
      uk: 'Розберемо вимоги до маркування, переробності та частки вторинної сировини, терміни переходу й типові помилки експортерів. Після доповіді — відповіді на запитання учасників.',
      en: 'We will go through the labelling, recyclability and recycled-content requirements, the transition deadlines and exporters’ typical mistakes, then answer participants’ questions.',
    },
    place: { uk: '', en: '' },
    speakers: [
      {
        nameUk: 'Ірина Коваль',
        nameEn: 'Iryna Koval',
        roleUk: 'експертка з технічного регулювання',
        roleEn: 'technical regulation expert',
      },
    ],
  },
  {
    slug: 'b2b-meetings-warsaw',
    inDays: 12,
    hourUtc: 8,
    hours: 7,
    format: 'offline',
    language: 'uk_en',
    capacity: 30,
    title: { uk: 'B2B-зустрічі з польськими рітейлерами', en: 'B2B meetings with Polish retailers' },
    summary: {
      uk: 'Заздалегідь узгоджені зустрічі з байєрами мереж супермаркетів Польщі.',
      en: 'Pre-arranged meetings with buyers of Polish supermarket chains.',
    },
    description: {
      uk: 'Кожен учасник отримує до шести зустрічей по 20 хвилин. Візьміть зразки продукції та прайс-лист у злотих або євро.',
      en: 'Each participant gets up to six 20-minute meetings. Bring product samples and a price list in zloty or euro.',
    },
    place: { uk: 'Варшава, EXPO XXI', en: 'Warsaw, EXPO XXI' },
    speakers: [],
  },
  {
    slug: 'club-breakfast-kyiv',
    inDays: 20,
    hourUtc: 7,
    hours: 2,
    format: 'hybrid',
    language: 'uk',
    capacity: 2,
    title: {
      uk: 'Сніданок бізнес-клубу: логістика до ЄС',
      en: 'Business club breakfast: logistics to the EU',
    },
    summary: {
      uk: 'Розмова з перевізниками про черги на кордоні, e-черги та мультимодальні маршрути.',
      en: 'A talk with carriers about border queues, e-queues and multimodal routes.',
    },
    description: {
      uk: 'Невеликий формат для обміну досвідом. Місць мало: якщо всі зайняті, станьте в список очікування.',
      en: 'A small format for sharing experience. Seats are few: when all are taken, join the waiting list.',
    },
    place: { uk: 'Київ, вул. Хрещатик, 22', en: 'Kyiv, 22 Khreshchatyk St' },
    speakers: [
      {
        nameUk: 'Олег Мельник',
        nameEn: 'Oleh Melnyk',
        roleUk: 'директор логістичної компанії',
        roleEn: 'director of a logistics company',
      },
    ],
  },
  {
    slug: 'webinar-us-fda-registration',
    inDays: 33,
    hourUtc: 14,
    hours: 1,
    format: 'online',
    language: 'en',
    capacity: null,
    title: {
      uk: 'Вебінар: реєстрація у FDA для експорту до США',
      en: 'Webinar: FDA registration for exports to the US',
    },
    summary: {
      uk: 'Покроково про реєстрацію харчового підприємства у FDA та вимоги FSMA.',
      en: 'Step by step through a food facility’s FDA registration and the FSMA requirements.',
    },
    description: {
      uk: 'Вебінар англійською мовою з американським консультантом.',
      en: 'A webinar in English with a US consultant.',
    },
    place: { uk: '', en: '' },
    speakers: [
      { nameUk: 'Джон Міллер', nameEn: 'John Miller', roleUk: 'консультант з FDA', roleEn: 'FDA consultant' },
    ],
  },
  {
    slug: 'webinar-cbam-basics',
    inDays: -14,
    hourUtc: 9,
    hours: 2,
    format: 'online',
    language: 'uk',
    capacity: 200,
    title: {
      uk: 'Вебінар: CBAM для металургів і виробників добрив',
      en: 'Webinar: CBAM for steel and fertiliser makers',
    },
    summary: {
      uk: 'Як звітувати про вбудовані викиди та що чекає на експортерів з 2026 року.',
      en: 'How to report embedded emissions and what awaits exporters from 2026.',
    },
    description: {
      uk: 'Запис вебінару доступний учасникам бізнес-клубу.',
      en: 'The recording is available to business club members.',
    },
    place: { uk: '', en: '' },
    speakers: [],
  },
];

/** The business club's demo events (issue 16 §6): upcoming ones, a small one that fills, and a past one. */
export function createDemoEventSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-club-events',
      run: async (db) => {
        const now = new Date();
        for (const demo of DEMO_EVENTS) {
          const day = new Date(now.getTime() + demo.inDays * DAY_MS);
          const startsAt = new Date(
            Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), demo.hourUtc),
          );
          const endsAt = new Date(startsAt.getTime() + demo.hours * 3_600_000);
          const [event] = await db
            .insert(clubEvents)
            .values({
              slug: demo.slug,
              titleUk: demo.title.uk,
              titleEn: demo.title.en,
              summaryUk: demo.summary.uk,
              summaryEn: demo.summary.en,
              descriptionUk: demo.description.uk,
              descriptionEn: demo.description.en,
              startsAt,
              endsAt,
              format: demo.format,
              placeUk: demo.place.uk,
              placeEn: demo.place.en,
              onlineUrl: demo.format === 'offline' ? null : `https://meet.example.org/${demo.slug}`,
              language: demo.language,
              speakers: demo.speakers,
              capacity: demo.capacity,
              publishedAt: new Date(startsAt.getTime() - 30 * DAY_MS),
            })
            .onConflictDoNothing()
            .returning({ id: clubEvents.id, startsAt: clubEvents.startsAt });
          if (event) await scheduleEventReminder(db, event, now);
        }
      },
    },
  ];
}
