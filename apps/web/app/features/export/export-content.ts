import type ua from './content/ua.json';

/** The /export page's texts (content/{ua,en}.json), sent as loader data in the page's language. */
export type ExportContent = typeof ua;
export type BrowserTexts = ExportContent['browser'];

/** `'Розділ {{code}}'` with its values filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
