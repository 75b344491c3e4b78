import { eq } from 'drizzle-orm';
import { companies, courierRequests, users, type DemoSeedStep } from '@portal/db';
import { findActors } from './demo-requests';

const DAY_MS = 86_400_000;

/** A day `days` from now, `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo exporter's courier requests (issue 28 §5): samples picked up at the office and
 * delivered to the courier, and documents the courier refused to take from a branch, so that both
 * the cabinet and the back office show what each state looks like. Kept as the job would have
 * left them; no job is queued.
 */
export function createDemoCourierSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-courier',
      run: async (db) => {
        const { companyId, exporter } = await findActors(db);
        // The sender as the form would have prefilled it from the demo exporter's profile.
        const [profile] = await db
          .select({ company: companies.nameUk, name: users.name, surname: users.surname, phone: users.phone })
          .from(users)
          .innerJoin(companies, eq(companies.userId, users.id))
          .where(eq(users.id, exporter.userId));
        const sender = {
          companyId,
          userId: exporter.userId,
          companyName: profile!.company,
          contactName: `${profile!.name} ${profile!.surname}`,
          contactPhone: profile!.phone ?? '+380671234567',
          contactEmail: exporter.email,
          city: 'Київ',
        };
        const deliveredAt = new Date(Date.now() - 3 * DAY_MS);
        const refusedAt = new Date(Date.now() - 1 * DAY_MS);
        await db.insert(courierRequests).values([
          {
            ...sender,
            pickupPlace: 'address',
            address: 'вул. Велика Васильківська, 72, офіс 5',
            contents: 'samples',
            weightGrams: 2_500,
            lengthCm: 40,
            widthCm: 30,
            heightCm: 20,
            countryCode: 'PL',
            pickupDate: dayFromNow(-2),
            comment: 'Зразки меду в скляних банках: обережно.',
            state: 'delivered',
            attempts: 1,
            lastAttemptAt: deliveredAt,
            deliveredAt,
            courierLeadId: 'NP-DEMO0001',
            createdAt: new Date(deliveredAt.getTime() - 60_000),
            updatedAt: deliveredAt,
          },
          {
            ...sender,
            pickupPlace: 'branch',
            branchNumber: '125',
            contents: 'documents',
            weightGrams: 350,
            lengthCm: 35,
            widthCm: 25,
            heightCm: 2,
            countryCode: 'DE',
            pickupDate: dayFromNow(2),
            comment: 'Оригінали контракту й сертифіката походження.',
            state: 'failed',
            attempts: 1,
            lastAttemptAt: refusedAt,
            lastFailure: 'refused',
            lastError: 'the courier refused the lead: 422 {"error":"branch_closed"}',
            failedAt: refusedAt,
            createdAt: new Date(refusedAt.getTime() - 60_000),
            updatedAt: refusedAt,
          },
        ]);
      },
    },
  ];
}
