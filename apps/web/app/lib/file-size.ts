import type { UiLocale } from '@portal/contract';

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size in the page's language (ICU's units): `820 байтів`, `120 кБ`, `2,4 МБ` /
 * `820 bytes`, `120 kB`, `2.4 MB`. Bytes are spelt out: the short unit does not decline.
 */
export function formatFileSize(bytes: number, locale: UiLocale): string {
  const tag = locale === 'ua' ? 'uk' : 'en-GB';
  if (bytes < KB) {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  }
  const [value, unit] = bytes < MB ? [Math.round(bytes / KB), 'kilobyte'] : [bytes / MB, 'megabyte'];
  return new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
