import { describe, expect, it } from 'vitest';
import { PDF_MAX_BYTES } from '@portal/contract';
import { checkPdfFile, isFileChosen, toUploadName } from './pdf-upload';
import { readPdfUpload, readPostedPdf, toPdfUpload } from './pdf-upload.server';
import { FormBodyError } from '../../lib/forms/form-body';
import type { ApiClient } from '../../lib/api-client';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const pdfFile = (
  bytes: Uint8Array<ArrayBuffer> = PDF_BYTES,
  name = 'analysis.pdf',
  type = 'application/pdf',
) => new File([bytes], name, { type });

describe('checkPdfFile (decision 028: a PDF of at most 10 MB, told by its content)', () => {
  it('takes a PDF declared as one, up to exactly 10 MB', () => {
    expect(checkPdfFile({ name: 'a.pdf', type: 'application/pdf', size: PDF_MAX_BYTES })).toBeNull();
    expect(checkPdfFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, PDF_BYTES)).toBeNull();
  });

  it('refuses a file larger than 10 MB before reading it', () => {
    expect(checkPdfFile({ name: 'a.pdf', type: 'application/pdf', size: PDF_MAX_BYTES + 1 })).toBe(
      'validation.pdf_too_large',
    );
  });

  it('refuses another declared type, and takes an undeclared one only by a .pdf name', () => {
    expect(checkPdfFile({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      'validation.pdf_only',
    );
    expect(checkPdfFile({ name: 'a.pdf', type: 'image/png', size: 10 })).toBe('validation.pdf_only');
    expect(checkPdfFile({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
    expect(checkPdfFile({ name: 'scan', type: '', size: 10 })).toBe('validation.pdf_only');
  });

  it('refuses a file named and declared a PDF whose bytes are not one', () => {
    const head = new TextEncoder().encode('PK\u0003\u0004x');
    expect(checkPdfFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, head)).toBe(
      'validation.pdf_only',
    );
  });
});

describe('isFileChosen', () => {
  it('reads the empty part a form sends with no file chosen as none', () => {
    expect(isFileChosen(new File([], '', { type: 'application/octet-stream' }))).toBe(false);
    expect(isFileChosen(null)).toBe(false);
    expect(isFileChosen(pdfFile())).toBe(true);
  });
});

describe('toUploadName (the API takes a name, not a path)', () => {
  it('keeps the last part of a path and drops control characters', () => {
    expect(toUploadName('C:\\Users\\m\\Аналіз Польща.pdf')).toBe('Аналіз Польща.pdf');
    expect(toUploadName('a/b/c.pdf')).toBe('c.pdf');
    expect(toUploadName('re\u0007port.pdf')).toBe('report.pdf');
    expect(toUploadName('')).toBe('analysis.pdf');
  });

  it('cuts a long name to 200 characters keeping .pdf', () => {
    const name = toUploadName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('the action’s side: the posted file as the body’s pdf', () => {
  /** An API client that keeps what is uploaded and answers it an id. */
  function fakeApi() {
    const sent: { query: unknown; file: Blob }[] = [];
    const api = {
      call: () => Promise.reject(new Error('no JSON call expected')),
      upload: (_entry: unknown, input: { query?: unknown }, file: Blob) => {
        sent.push({ query: input.query, file });
        return Promise.resolve({
          id: FILE_ID,
          file_name: 'analysis.pdf',
          content_type: 'application/pdf',
          size: 1,
        });
      },
    } as unknown as ApiClient;
    return { api, sent };
  }
  const FILE_ID = '0f6d3c1a-8b2e-4e57-a1d4-93c5e7b2f6a0';

  it('decision 036: streams the file itself to the upload call (no base64) and names it by its id', async () => {
    const { api, sent } = fakeApi();
    const file = pdfFile();
    expect(await toPdfUpload(api, file)).toEqual({ upload: { file_id: FILE_ID } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toEqual({ kind: 'pdf', file_name: 'analysis.pdf' });
    expect(sent[0]!.file).toBe(file);
  });

  it('names what is wrong with a file that is no PDF, sending nothing', async () => {
    const { api, sent } = fakeApi();
    expect(await toPdfUpload(api, pdfFile(new TextEncoder().encode('hello'), 'a.pdf'))).toEqual({
      problem: 'validation.pdf_only',
    });
    expect(await toPdfUpload(api, pdfFile(PDF_BYTES, 'a.txt', 'text/plain'))).toEqual({
      problem: 'validation.pdf_only',
    });
    expect(sent).toHaveLength(0);
  });

  it('readPdfUpload: no file is no pdf; a file that is no PDF is the form’s refusal on `pdf`', async () => {
    const { api, sent } = fakeApi();
    expect(await readPdfUpload(api, null)).toBeUndefined();
    const refusal = await readPdfUpload(api, pdfFile(PDF_BYTES, 'a.txt', 'text/plain')).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(FormBodyError);
    expect((refusal as FormBodyError).issues[0]?.path).toEqual(['pdf']);
    expect(sent).toHaveLength(0);
    expect(await readPdfUpload(api, pdfFile())).toEqual({ file_id: FILE_ID });
  });

  it('reads the file of a posted multipart form and leaves the body for the form’s handler', async () => {
    const form = new FormData();
    form.set('intent', 'result');
    form.set('pdf', pdfFile());
    const request = new Request('http://portal.test/admin/country-analysis/x', {
      method: 'POST',
      body: form,
    });
    const file = await readPostedPdf(request);
    expect(file?.name).toBe('analysis.pdf');
    expect((await request.formData()).get('intent')).toBe('result');
  });

  it('finds no file in a form posted without one, or not as multipart', async () => {
    const empty = new FormData();
    empty.set('pdf', new File([], ''));
    const multipart = new Request('http://portal.test/', { method: 'POST', body: empty });
    expect(await readPostedPdf(multipart)).toBeNull();
    const urlencoded = new Request('http://portal.test/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'status', status: 'in_process' }),
    });
    expect(await readPostedPdf(urlencoded)).toBeNull();
  });
});
