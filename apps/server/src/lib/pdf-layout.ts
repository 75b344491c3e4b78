import { getStatusLabel, toUiLocale, type ApiLocale, type StatusChange } from '@portal/contract';
import { openPdfDocument } from './pdf-fonts';

/**
 * The layout of the portal's request documents (an export application, a service order): an A4
 * page with a title, headed sections of labels and values, the status history as a table, and
 * a footer naming the document and the page on every page. One set of primitives, so every
 * request's PDF reads the same.
 */

/** Dates as the portal shows them: Kyiv time, 21.11.2026, 12:30 (en: 21/11/2026, 12:30). */
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Kyiv',
};
const DATE_TIME: Record<ApiLocale, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('uk-UA', DATE_TIME_OPTIONS),
  en: new Intl.DateTimeFormat('en-GB', DATE_TIME_OPTIONS),
};

const MARGIN = 50;
const LABEL_WIDTH = 160;
const GAP = 4;
const GREY = '#555555';
const LINE = '#bbbbbb';
const EMPTY = '—';

/** The words the shared parts print, in the document's language. */
export type PdfLayoutTexts = {
  author: string;
  history: string;
  date: string;
  change: string;
  who: string;
  exporter: string;
  comment: string;
  page: (n: number, of: number) => string;
};

export function openRequestDocument(options: {
  title: string;
  locale: ApiLocale;
  generatedAt: Date;
  texts: PdfLayoutTexts;
}) {
  const { title, locale, generatedAt, texts: t } = options;
  const ui = toUiLocale(locale);
  const { doc, done } = openPdfDocument({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: t.author, Creator: t.author, CreationDate: generatedAt },
    locale,
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const when = (iso: string | Date) => DATE_TIME[locale].format(new Date(iso));

  /** The document's title, and a line under it (a product's name). */
  const titleBlock = (subtitle?: string | null) => {
    doc.font('bold', 18).fillColor('black').text(title, left, MARGIN, { width });
    if (subtitle) doc.font('regular', 12).text(subtitle, { width });
    doc.moveDown(0.5);
  };

  const heading = (text: string) => {
    ensure(50);
    doc.moveDown(0.8).font('bold', 13).fillColor('black').text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + 6;
  };

  /** A label and its value side by side; a value too tall for the rest of the page goes below. */
  const field = (label: string, value: string | null | undefined, labelWidth = LABEL_WIDTH) => {
    const text = value?.trim() ? value : EMPTY;
    const valueWidth = width - labelWidth - 10;
    doc.font('regular', 10);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.heightOfString(text, { width: valueWidth }),
    );
    if (height > 200) {
      ensure(40);
      doc.fillColor(GREY).text(label, left, doc.y, { width });
      doc.fillColor('black').text(text, left, doc.y + 2, { width });
      doc.y += GAP;
      return;
    }
    ensure(height);
    const y = doc.y;
    doc.fillColor(GREY).text(label, left, y, { width: labelWidth });
    doc.fillColor('black').text(text, left + labelWidth + 10, y, { width: valueWidth });
    doc.y = y + height + GAP;
  };

  /** The status history: date, from → to, who on one line; the comment, however long, full width below. */
  const history = (changes: readonly StatusChange[]) => {
    heading(t.history);
    const columns = [
      { label: t.date, x: left, w: 95 },
      { label: t.change, x: left + 100, w: 250 },
      { label: t.who, x: left + 355, w: width - 355 },
    ];
    const historyHeader = () => {
      const y = doc.y;
      doc.font('bold', 9).fillColor(GREY);
      for (const column of columns) doc.text(column.label, column.x, y, { width: column.w });
      doc.y = y + doc.currentLineHeight(true) + GAP;
    };
    ensure(60);
    historyHeader();
    for (const change of changes) {
      const cells = [
        when(change.created_at),
        `${change.from_status ? `${getStatusLabel(change.from_status, ui, 'full')} → ` : ''}${getStatusLabel(change.to_status, ui, 'full')}`,
        change.actor_name || (change.actor === 'exporter' ? t.exporter : ''),
      ];
      doc.font('regular', 9);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w })));
      if (doc.y + height + 12 > bottom()) {
        doc.addPage();
        historyHeader();
      }
      const y = doc.y;
      doc.fillColor('black');
      cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w }));
      doc.y = y + height + 2;
      if (change.comment) {
        doc.fillColor(GREY).text(`${t.comment}: ${change.comment}`, columns[1]!.x, doc.y, {
          width: width - 100,
        });
      }
      const line = doc.y + GAP / 2;
      doc
        .moveTo(left, line)
        .lineTo(left + width, line)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
      doc.y = line + GAP;
    }
  };

  /** Footers, once the page count is known (no bottom margin, or the text would open a new page); ends the document. */
  const finish = (): Promise<Buffer> => {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN + 15;
      doc.font('regular', 8).fillColor(GREY);
      doc.text(`${t.author} · ${title}`, left, y, { width, lineBreak: false });
      doc.text(t.page(i + 1, range.count), left, y, { width, align: 'right', lineBreak: false });
      doc.page.margins.bottom = margin;
    }
    doc.end();
    return done;
  };

  return { doc, when, ui, titleBlock, heading, field, history, finish };
}
