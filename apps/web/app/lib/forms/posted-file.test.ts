import { describe, expect, it } from 'vitest';
import { findChosenFile, toUploadName } from './posted-file';

describe('a file chosen in a posted form', () => {
  it('is the input’s file; an input left empty (a nameless, empty file) or a text is none', () => {
    const form = new FormData();
    form.set('file', new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    form.set('empty', new File([], ''));
    form.set('text', 'scan.pdf');
    expect(findChosenFile(form, 'file')?.name).toBe('scan.pdf');
    expect(findChosenFile(form, 'empty')).toBeNull();
    expect(findChosenFile(form, 'text')).toBeNull();
    expect(findChosenFile(form, 'missing')).toBeNull();
  });

  it('is uploaded under its own name, without folders or control characters, cut to 200 characters with its ending kept', () => {
    expect(toUploadName('C:\\scans\\certificate.pdf')).toBe('certificate.pdf');
    expect(toUploadName('a/b/Довідка.pdf')).toBe('Довідка.pdf');
    expect(toUploadName('a\u0007b.pdf')).toBe('ab.pdf');
    expect(toUploadName('   ')).toBe('file');
    const long = toUploadName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
