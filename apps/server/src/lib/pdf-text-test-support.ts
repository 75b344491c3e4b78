import { inflateSync } from 'node:zlib';

/**
 * What a reader would copy out of the PDF: every page's text, decoded through the fonts'
 * ToUnicode maps (pdfkit writes text as glyph ids of the embedded subset, so a plain search of
 * the bytes would find nothing), with the position of each piece, the fonts and the metadata.
 * `footer`: a page footer left out of `flat`. Shared by the tests of every server-made PDF.
 */
export function readPdf(pdf: Buffer, options: { footer?: RegExp } = {}) {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; data?: Buffer }>();
  const objectStart = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = objectStart.exec(source))) {
    const start = objectStart.lastIndex;
    const end = source.indexOf('endobj', start);
    const streamAt = source.indexOf('stream\n', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: source.slice(start, end) });
      continue;
    }
    const dict = source.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    objects.set(Number(match[1]), { dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    objectStart.lastIndex = streamAt + 7 + length;
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

  const fonts = new Map<number, { baseFont: string; map: Map<number, string> }>();
  for (const [id, { dict }] of objects) {
    if (!dict.includes('/Type /Font') || !dict.includes('/ToUnicode')) continue;
    const cmap = objects.get(ref(dict, 'ToUnicode'))!.data!.toString('latin1');
    const map = new Map<number, string>();
    for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) =>
        map.set(parseInt(range[1]!, 16) + i, utf16(entry[1]!.replace(/ /g, ''))),
      );
    }
    fonts.set(id, { baseFont: /\/BaseFont \/(\S+)/.exec(dict)![1]!, map });
  }

  const pagesDict = [...objects.values()].find((o) => o.dict.includes('/Type /Pages'))!.dict;
  const kids = [.../(\d+) 0 R/g[Symbol.matchAll](/\/Kids \[([^\]]*)\]/.exec(pagesDict)![1]!)];
  const pages = kids.map((kid) => {
    const page = objects.get(Number(kid[1]))!.dict;
    const resources = objects.get(ref(page, 'Resources'))!.dict;
    const content = objects.get(ref(page, 'Contents'))!.data!.toString('latin1');
    let font: Map<number, string> | undefined;
    const lines: { x: number; y: number; text: string }[] = [];
    let x = 0;
    let y = 0;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = fonts.get(ref(resources, op[1]))?.map;
      else if (op[2]) [x, y] = [Number(op[2]), Number(op[3])];
      else {
        const codes = [...op[4]!.matchAll(/<([0-9a-f]+)>/gi)].flatMap((hex) => hex[1]!.match(/.{4}/g) ?? []);
        lines.push({ x, y, text: codes.map((code) => font?.get(parseInt(code, 16)) ?? '\uFFFD').join('') });
      }
    }
    const mediaBox = /\/MediaBox \[([^\]]*)\]/.exec(page)![1]!.trim().split(/\s+/).map(Number);
    return { text: lines.map((line) => line.text).join('\n'), lines, mediaBox };
  });
  const info = objects.get(Number(/\/Info (\d+) 0 R/.exec(source)![1]))!.dict;
  const infoString = (key: string) => {
    // pdfkit writes each entry as its own object: (text), UTF-16BE with a BOM when not ASCII.
    const value = /^\(((?:\\.|[^\\)])*)\)/.exec(objects.get(ref(info, key))?.dict ?? '')?.[1] ?? '';
    const bytes = Buffer.from(value.replace(/\\(.)/g, '$1'), 'latin1');
    return bytes[0] === 0xfe && bytes[1] === 0xff ? utf16(bytes.subarray(2).toString('hex')) : value;
  };
  return {
    pages,
    text: pages.map((page) => page.text).join('\n'),
    /** The text without page footers, spacing folded, for phrases a line or page break may split. */
    flat: pages
      .map((page) => (options.footer ? page.text.replace(options.footer, ' ') : page.text))
      .join(' ')
      .replace(/\s+/g, ' '),
    baseFonts: [...fonts.values()].map((font) => font.baseFont),
    lang: /\/Lang \(([^)]*)\)/.exec(source)?.[1],
    title: infoString('Title'),
    author: infoString('Author'),
    creationDate: infoString('CreationDate'),
  };
}
