import { afterEach, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { invoiceFixture } from '../domain/money/invoice-pdf/invoice-fixture-test-support';
import { renderInvoicePdf } from '../domain/money/invoice-pdf/render-invoice-pdf';
import { createPdfPool, type PdfPool } from './pdf-pool';
import { readPdf } from './pdf-text-test-support';

const invoice = (number: string) => invoiceFixture({ number });

let pool: PdfPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

// Each pool starts its workers, which from the sources load the renderers through tsx (~2 s).
describe('PDF pool (issue 24 §7, decision 040)', { timeout: 30_000 }, () => {
  it('renders in a worker thread the same document the renderer makes in-process', async () => {
    pool = createPdfPool({ size: 1 });
    const bytes = await pool.render('invoice', { invoice: invoice('EXP-2026-000042'), locale: 'uk' });
    const inProcess = readPdf(await renderInvoicePdf(invoice('EXP-2026-000042'), 'uk'));
    const read = readPdf(bytes);
    expect(read.pages).toHaveLength(1);
    expect(read.title).toBe(inProcess.title);
    expect(read.flat).toContain('EXP-2026-000042');
    expect(read.flat).toContain('Одна тисяча дев’ятсот дев’яносто гривень');
  });

  it('renders at most `size` documents at once, the rest in order from its queue', async () => {
    pool = createPdfPool({ size: 2 });
    let most = 0;
    const numbers = Array.from({ length: 9 }, (_, i) => `EXP-2026-${String(i + 1).padStart(6, '0')}`);
    const rendering = numbers.map((number) =>
      pool!.render('invoice', { invoice: invoice(number), locale: 'en' }),
    );
    const watch = setInterval(() => (most = Math.max(most, pool!.workers)), 5);
    const pdfs = await Promise.all(rendering);
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    pdfs.forEach((pdf, i) => expect(readPdf(pdf).flat).toContain(numbers[i]));
  });

  it('keeps the event loop free: rendering 12 invoices uses little of this thread', async () => {
    pool = createPdfPool({ size: 1 });
    await pool.render('invoice', { invoice: invoice('EXP-2026-000001'), locale: 'uk' });
    const before = performance.eventLoopUtilization();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        pool!.render('invoice', { invoice: invoice('EXP-2026-000002'), locale: 'uk' }),
      ),
    );
    const inWorker = performance.eventLoopUtilization(before).utilization;
    const start = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 12 }, () => renderInvoicePdf(invoice('EXP-2026-000002'), 'uk')));
    const inProcess = performance.eventLoopUtilization(start).utilization;
    // Rendered here the loop is busy nearly all the time; through the pool it mostly waits.
    expect(inProcess).toBeGreaterThan(0.8);
    expect(inWorker).toBeLessThan(0.4);
  });

  it('answers 503 beyond its queue instead of holding every request', async () => {
    pool = createPdfPool({ size: 1, maxQueue: 2 });
    // One rendering and two waiting: the fourth is refused.
    const accepted = [1, 2, 3].map((n) =>
      pool!.render('invoice', { invoice: invoice(`EXP-2026-00000${n}`), locale: 'uk' }),
    );
    await expect(
      pool.render('invoice', { invoice: invoice('EXP-2026-000003'), locale: 'uk' }),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
    expect((await Promise.all(accepted)).map((pdf) => readPdf(pdf).pages.length)).toEqual([1, 1, 1]);
  });

  it('stops idle workers, starts them again on the next document, and closes cleanly', async () => {
    pool = createPdfPool({ size: 1, idleMs: 50 });
    await pool.render('invoice', { invoice: invoice('EXP-2026-000001'), locale: 'uk' });
    expect(pool.workers).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.workers).toBe(0);
    const again = await pool.render('invoice', { invoice: invoice('EXP-2026-000004'), locale: 'en' });
    expect(readPdf(again).flat).toContain('EXP-2026-000004');
    const pending = pool.render('invoice', { invoice: invoice('EXP-2026-000005'), locale: 'en' });
    const refused = expect(pending).rejects.toMatchObject({ statusCode: 503 });
    await pool.close();
    await refused;
    expect(pool.workers).toBe(0);
    await expect(
      pool.render('invoice', { invoice: invoice('EXP-2026-000006'), locale: 'en' }),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('fails a document that takes too long and replaces its worker', async () => {
    pool = createPdfPool({ size: 1, timeoutMs: 1 });
    await expect(
      pool.render('invoice', { invoice: invoice('EXP-2026-000007'), locale: 'uk' }),
    ).rejects.toThrow(/longer than 1 ms/);
    expect(pool.workers).toBe(0);
  });
});
