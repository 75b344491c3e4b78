import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings, type Database, type InvoiceParty } from '@portal/db';

const Bilingual = z.object({ uk: z.string().min(1), en: z.string().min(1) });

/** The office's requisites and VAT rate, as the back office keeps them (`settings.office`). */
export const OfficeSettingsSchema = z.object({
  seller: z.object({
    name: Bilingual,
    code: z.string().regex(/^\d{8}$|^\d{10}$/),
    address: Bilingual,
    iban: z.string().regex(/^UA\d{27}$/),
    bank: Bilingual,
  }),
  /** VAT in basis points: 2000 is 20 %; 0 when the office is not a VAT payer. */
  vatRateBasisPoints: z.number().int().min(0).max(5000),
});
export type OfficeSettings = z.infer<typeof OfficeSettingsSchema>;

export const OFFICE_SETTINGS_KEY = 'office';

/**
 * Until the office enters its own (back office, settings), invoices carry these demo requisites:
 * plainly marked, so no one mistakes a demo invoice for a real one. Production operators set
 * theirs before selling (README, 'Money').
 */
export const DEMO_OFFICE_SETTINGS: OfficeSettings = {
  seller: {
    name: {
      uk: 'Портал експортерів (демонстраційні реквізити)',
      en: 'Exporters portal (demonstration requisites)',
    },
    code: '00000000',
    address: {
      uk: 'вул. Демонстраційна, 1, м. Київ, 01001, Україна',
      en: '1 Demonstration St., Kyiv, 01001, Ukraine',
    },
    iban: 'UA000000000000000000000000000',
    bank: { uk: 'АТ «Демонстраційний банк»', en: 'Demonstration Bank JSC' },
  },
  vatRateBasisPoints: 2000,
};

/** The office's settings: those saved in the back office, or the demo ones until then. */
export async function getOfficeSettings(db: Pick<Database, 'select'>): Promise<OfficeSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, OFFICE_SETTINGS_KEY))
    .limit(1);
  const parsed = OfficeSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEMO_OFFICE_SETTINGS;
}

/** The seller as printed on an invoice, from the settings. */
export function sellerParty(office: OfficeSettings): InvoiceParty {
  return { ...office.seller, vatPayer: office.vatRateBasisPoints > 0 };
}

/** The VAT contained in a total that includes it, in kopiykas, rounded half up. */
export function vatWithin(totalMinor: number, rateBasisPoints: number): number {
  if (rateBasisPoints === 0) return 0;
  return Math.round((totalMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}
