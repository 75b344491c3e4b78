import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  faqQuestions,
  getReferenceDir,
  seoEntries,
  tariffFeatureValues,
  tariffs,
  REFERENCE_DATA_SETS,
} from '@portal/db';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('ARCHITECTURE §3: content is reference data imported idempotently, matched by slug', () => {
  it('importing the content files again changes no id and adds no row', async () => {
    const db = testApp.app.db;
    const snapshot = async () => ({
      questions: await db
        .select({ id: faqQuestions.id, slug: faqQuestions.slug })
        .from(faqQuestions)
        .orderBy(asc(faqQuestions.id)),
      tariffs: await db.select({ id: tariffs.id, slug: tariffs.slug }).from(tariffs).orderBy(asc(tariffs.id)),
      seo: (await db.select({ path: seoEntries.path }).from(seoEntries)).length,
      cells: (await db.select().from(tariffFeatureValues)).length,
    });
    const before = await snapshot();
    const content = REFERENCE_DATA_SETS.find((set) => set.name === 'content')!;
    const { load } = await content.read(getReferenceDir());
    const rows = await db.transaction(async (tx) => load(tx as unknown as typeof db));
    expect(rows).toBeGreaterThan(100);
    expect(await snapshot()).toEqual(before);
  });

  it('an edited text is updated in place, keeping the question’s id (/faq/{id} stays valid)', async () => {
    const db = testApp.app.db;
    const [question] = await db.select().from(faqQuestions).orderBy(asc(faqQuestions.id)).limit(1);
    await db.update(faqQuestions).set({ answerEn: 'An outdated answer.' });
    const content = REFERENCE_DATA_SETS.find((set) => set.name === 'content')!;
    const { load } = await content.read(getReferenceDir());
    await db.transaction(async (tx) => load(tx as unknown as typeof db));
    const [after] = await db.select().from(faqQuestions).orderBy(asc(faqQuestions.id)).limit(1);
    expect(after?.id).toBe(question?.id);
    expect(after?.answerEn).toBe(question?.answerEn);
  });

  it('a tariff edited in the back office stays as edited: tariffs and what they include are only seeded (decision 027)', async () => {
    const db = testApp.app.db;
    const [plan] = await db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
    await db
      .update(tariffs)
      .set({ priceMinor: 123_400, nameEn: 'Start, edited' })
      .where(eq(tariffs.id, plan!.id));
    await db
      .update(tariffFeatureValues)
      .set({ noteEn: 'edited' })
      .where(eq(tariffFeatureValues.tariffId, plan!.id));
    const content = REFERENCE_DATA_SETS.find((set) => set.name === 'content')!;
    const { load } = await content.read(getReferenceDir());
    await db.transaction(async (tx) => load(tx as unknown as typeof db));
    const [after] = await db.select().from(tariffs).where(eq(tariffs.id, plan!.id));
    expect(after).toMatchObject({ priceMinor: 123_400, nameEn: 'Start, edited' });
    const cells = await db
      .select()
      .from(tariffFeatureValues)
      .where(eq(tariffFeatureValues.tariffId, plan!.id));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.noteEn === 'edited')).toBe(true);
  });
});
