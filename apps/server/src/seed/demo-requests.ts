import { eq } from 'drizzle-orm';
import { toMinorUnits, type ApplicationStatus, type RequestKind } from '@portal/contract';
import {
  checkListRequests,
  companies,
  notifications,
  salesMarketApplications,
  users,
  type Database,
  type DemoSeedStep,
} from '@portal/db';
import {
  moveRequestStatus,
  recordRequestCreation,
  type StatusActorInfo,
} from '../domain/requests/change-request-status';
import { scopeOfUserId } from '../domain/access/scope';
import { DEMO_EXPORTER, DEMO_MANAGER } from './demo-accounts';

export type Move = { to: ApplicationStatus; by: 'exporter' | 'manager'; comment?: string };

const DAY_MS = 86_400_000;
/** Half a day between a demo request's moves: the longest path (5 moves) ends 2.5 days after filing, in the past. */
const MOVE_SPACING_MS = DAY_MS / 2;
const SUBMIT: Move = { to: 'accepted', by: 'exporter' };
const TAKE: Move = { to: 'in_process', by: 'manager' };

/** The demo exporter's export applications (issue 5), each moved along the graph of DOMAIN.md. */
const SALES_MARKET_DEMO = [
  {
    nameUk: 'Мед натуральний соняшниковий',
    nameEn: 'Natural sunflower honey',
    hs: ['I', '04', '0409'],
    price: '4.35',
    targets: ['PL', 'DE'],
    moves: [SUBMIT],
  },
  {
    nameUk: 'Олія соняшникова рафінована',
    nameEn: 'Refined sunflower oil',
    hs: ['III', '15', '1512'],
    price: '1.15',
    targets: ['NL', 'FR', 'IT'],
    moves: [
      SUBMIT,
      TAKE,
      {
        to: 'in_finalization',
        by: 'manager',
        comment: 'Додайте, будь ласка, сертифікати якості та умови поставки флекситанками.',
      },
    ],
  },
  {
    nameUk: 'Волоські горіхи очищені',
    nameEn: 'Shelled walnuts',
    hs: ['II', '08', '0802'],
    price: '6.80',
    targets: ['AT'],
    moves: [],
  },
  {
    nameUk: 'Заморожена малина',
    nameEn: 'Frozen raspberries',
    hs: ['II', '08', '0811'],
    price: '2.90',
    targets: ['DE', 'GB'],
    moves: [
      SUBMIT,
      TAKE,
      { to: 'approved', by: 'manager' },
      { to: 'in_work', by: 'manager' },
      { to: 'contract', by: 'manager', comment: 'Контракт з покупцем у Німеччині підписано.' },
    ],
  },
] as const satisfies readonly {
  nameUk: string;
  nameEn: string;
  hs: readonly [string, string, string];
  price: string;
  targets: readonly string[];
  moves: readonly Move[];
}[];

export async function findActors(
  db: Database,
): Promise<{ companyId: string; exporter: StatusActorInfo; manager: StatusActorInfo }> {
  const [exporter] = await db
    .select({ userId: users.id, email: users.email, companyId: companies.id })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.email, DEMO_EXPORTER.email));
  const [manager] = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_MANAGER.email));
  if (!exporter || !manager) throw new Error('the demo accounts must be seeded before their requests');
  return {
    companyId: exporter.companyId,
    exporter: { userId: exporter.userId, email: exporter.email, role: 'exporter', ip: '127.0.0.1' },
    manager: { userId: manager.userId, email: manager.email, role: 'manager', ip: '127.0.0.1' },
  };
}

/** The moves of one request, each through the one door (decision 014 §2), as the people would make them. */
export async function moveAlong(
  db: Database,
  options: {
    kind: RequestKind;
    requestId: string;
    moves: readonly Move[];
    actors: Awaited<ReturnType<typeof findActors>>;
    /** When the request was created: its moves follow half a day apart, all in the past. */
    createdAt: Date;
  },
) {
  const scopes = {
    exporter: await scopeOfUserId(db, options.actors.exporter.userId),
    manager: await scopeOfUserId(db, options.actors.manager.userId),
  };
  for (const [i, move] of options.moves.entries()) {
    const at = new Date(options.createdAt.getTime() + (i + 1) * MOVE_SPACING_MS);
    await db.transaction((tx) =>
      moveRequestStatus(tx, {
        kind: options.kind,
        requestId: options.requestId,
        to: move.to,
        comment: move.comment,
        scope: scopes[move.by],
        ip: '127.0.0.1',
        at,
      }),
    );
  }
}

/**
 * Demo export applications and market-analysis requests of the demo exporter in several
 * statuses, with their history and notifications, so the cabinet and the back office show a
 * living queue. Runs after the demo accounts (it needs both).
 */
export function createDemoRequestSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-requests',
      run: async (db) => {
        const actors = await findActors(db);
        // Filed over the past weeks, oldest first, so the lists read naturally.
        let daysAgo = 20;
        const nextCreatedAt = () => new Date(Date.now() - (daysAgo -= 3) * DAY_MS);
        for (const demo of SALES_MARKET_DEMO) {
          const createdAt = nextCreatedAt();
          const [row] = await db
            .insert(salesMarketApplications)
            .values({
              companyId: actors.companyId,
              createdBy: actors.exporter.userId,
              contactName: 'Олена Коваль',
              contactPosition: 'Менеджерка з експорту',
              contactPhone: '+380671234567',
              contactEmail: DEMO_EXPORTER.email,
              productStepAt: createdAt,
              productNameUk: demo.nameUk,
              productNameEn: demo.nameEn,
              hsSection: demo.hs[0],
              hsGroup: demo.hs[1],
              hsProductItem: demo.hs[2],
              description: `${demo.nameEn} from our own production in Vinnytsia region, packed to the buyer's order.`,
              productionCapacity: '500',
              capacityUnit: 't',
              capacityPeriod: 'year',
              priceMinor: toMinorUnits(demo.price, 'EUR'),
              currency: 'EUR',
              priceUnit: 'kg',
              incoterms: ['FCA', 'DAP'],
              targetCountries: [...demo.targets],
              serviceIds: [1, 3],
              answers: { export_experience: 'yes', english_materials: 'partly', samples: 'yes' },
              createdAt,
              statusChangedAt: createdAt,
              updatedAt: createdAt,
            })
            .returning({ id: salesMarketApplications.id });
          await recordRequestCreation(db, {
            kind: 'sales_market',
            requestId: row!.id,
            actor: actors.exporter,
            at: createdAt,
          });
          await moveAlong(db, {
            kind: 'sales_market',
            requestId: row!.id,
            moves: demo.moves,
            actors,
            createdAt,
          });
        }

        const checkLists = [
          {
            category: 'buyers',
            productName: 'Natural honey',
            hs: ['I', '04', '0409'],
            moves: [SUBMIT, TAKE],
          },
          { category: 'prices', productName: 'Frozen berries', hs: ['II', '08', '0811'], moves: [] },
        ] as const;
        for (const demo of checkLists) {
          const createdAt = nextCreatedAt();
          const [row] = await db
            .insert(checkListRequests)
            .values({
              companyId: actors.companyId,
              createdBy: actors.exporter.userId,
              category: demo.category,
              areaOfActivity: 'food',
              productName: demo.productName,
              hsSection: demo.hs[0],
              hsGroup: demo.hs[1],
              hsProductItem: demo.hs[2],
              targetCountries: ['DE', 'PL'],
              answers: { market_known: 'partly', price_known: 'no' },
              comment: 'Шукаємо дистриб’юторів у мережах здорового харчування.',
              createdAt,
              statusChangedAt: createdAt,
              updatedAt: createdAt,
            })
            .returning({ id: checkListRequests.id });
          await recordRequestCreation(db, {
            kind: 'check_list',
            requestId: row!.id,
            actor: actors.exporter,
            at: createdAt,
          });
          await moveAlong(db, {
            kind: 'check_list',
            requestId: row!.id,
            moves: demo.moves,
            actors,
            createdAt,
          });
        }
        // The history is the demo; its notifications count as read, so signing in as the demo
        // exporter does not open with a pile of toasts.
        await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(eq(notifications.userId, actors.exporter.userId));
      },
    },
  ];
}
