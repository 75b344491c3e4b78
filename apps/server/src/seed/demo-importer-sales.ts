import { eq } from 'drizzle-orm';
import { toMinorUnits } from '@portal/contract';
import {
  companies,
  importerSales,
  importerSaleShares,
  notifications,
  users,
  type DemoSeedStep,
} from '@portal/db';
import { shareNotice } from '../domain/importer-sales/admin-importer-sales';
import { DEMO_EXPORTER, DEMO_MANAGER } from './demo-accounts';

const DAY_MS = 86_400_000;

/**
 * Foreign buyers' import applications whose products match the demo exporter's export
 * applications (issue 15 §4): refined sunflower oil (heading 1512), linden honey (0409) and
 * frozen raspberries (0811). The oil is already shared with the demo exporter, waiting for its
 * answer; the other two wait in the back office's queue, with the demo exporter suggested.
 */
const DEMO_SALES = [
  {
    companyName: 'Nordic Grain Trading AB',
    countryCode: 'SE',
    contactName: 'Anna Lindqvist',
    contactPosition: 'Purchasing manager',
    email: 'anna.lindqvist@nordic-grain.example',
    phone: '+46812345678',
    website: 'https://nordic-grain.example',
    productName: 'Refined sunflower oil',
    hsCode: '151219',
    quantity: '1500',
    unit: 't',
    price: '1050.50',
    incoterms: 'FOB',
    comment: 'Flexitank shipments from Odesa or Izmail ports, monthly lots.',
    daysAgo: 6,
    shared: true,
  },
  {
    companyName: 'Honighaus Becker GmbH',
    countryCode: 'DE',
    contactName: 'Jonas Becker',
    contactPosition: 'Head of sourcing',
    email: 'jonas.becker@honighaus.example',
    phone: '+4940123456',
    website: 'https://honighaus.example',
    productName: 'Linden and sunflower honey in 300 kg drums',
    hsCode: '0409',
    quantity: '60',
    unit: 't',
    price: '3900.00',
    incoterms: 'DAP',
    comment: 'Laboratory report per lot (residues, HMF, NMR) required.',
    daysAgo: 3,
    shared: false,
  },
  {
    companyName: 'Van der Berg Frozen Foods B.V.',
    countryCode: 'NL',
    contactName: 'Eva van der Berg',
    contactPosition: 'Category buyer',
    email: 'eva@vdberg-frozen.example',
    phone: '+31201234567',
    website: 'https://vdberg-frozen.example',
    productName: 'Frozen raspberries, IQF, 10 kg cartons',
    hsCode: '081120',
    quantity: '40',
    unit: 'pallets',
    price: null,
    incoterms: 'FCA',
    comment: '',
    daysAgo: 1,
    shared: false,
  },
] as const;

/** Runs after the demo accounts and their requests (it needs both people). */
export function createDemoImporterSaleSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-importer-sales',
      run: async (db) => {
        const [exporter] = await db
          .select({ userId: users.id, companyId: companies.id })
          .from(users)
          .innerJoin(companies, eq(companies.userId, users.id))
          .where(eq(users.email, DEMO_EXPORTER.email));
        const [manager] = await db
          .select({ userId: users.id, email: users.email })
          .from(users)
          .where(eq(users.email, DEMO_MANAGER.email));
        if (!exporter || !manager)
          throw new Error('the demo accounts must be seeded before the import applications');
        for (const demo of DEMO_SALES) {
          const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
          const [sale] = await db
            .insert(importerSales)
            .values({
              status: demo.shared ? 'shared' : 'new',
              companyName: demo.companyName,
              countryCode: demo.countryCode,
              contactName: demo.contactName,
              contactPosition: demo.contactPosition,
              email: demo.email,
              phone: demo.phone,
              website: demo.website,
              productName: demo.productName,
              hsCode: demo.hsCode,
              quantity: demo.quantity,
              unit: demo.unit,
              targetPriceMinor: demo.price ? toMinorUnits(demo.price, 'EUR') : null,
              currency: demo.price ? 'EUR' : null,
              incoterms: demo.incoterms,
              deadline: new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10),
              comment: demo.comment,
              locale: 'en',
              createdAt,
              updatedAt: createdAt,
            })
            .returning({ id: importerSales.id });
          if (!demo.shared) continue;
          const sharedAt = new Date(createdAt.getTime() + DAY_MS);
          await db.insert(importerSaleShares).values({
            importerSaleId: sale!.id,
            companyId: exporter.companyId,
            sharedBy: manager.userId,
            sharedByEmail: manager.email,
            createdAt: sharedAt,
          });
          await db.insert(notifications).values({
            userId: exporter.userId,
            ...shareNotice({ productName: demo.productName, hsCode: demo.hsCode }),
            createdAt: sharedAt,
          });
        }
      },
    },
  ];
}
