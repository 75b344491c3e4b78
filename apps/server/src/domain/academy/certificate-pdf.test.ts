import { describe, expect, it } from 'vitest';
import type { academyCertificates } from '@portal/db';
import { readPdf } from '../../lib/pdf-text-test-support';
import { buildCertificateCheckUrl, renderCertificatePdf } from './certificate-pdf';

type CertificateRow = typeof academyCertificates.$inferSelect;

const PUBLIC_URL = 'https://exporters.example.gov.ua';

function certificate(): CertificateRow {
  return {
    id: '00000000-0000-4000-8000-00000000000c',
    code: 'EXP-7K3M9Q2P4R',
    userId: '00000000-0000-4000-8000-000000000001',
    companyId: '00000000-0000-4000-8000-00000000000a',
    courseId: 1,
    personName: 'Олена Коваль',
    companyNameUk: 'ТОВ «Бджілка»',
    companyNameEn: 'Bdzhilka LLC',
    courseTitleUk: 'Основи експорту',
    courseTitleEn: 'Export basics',
    issuedAt: new Date('2026-11-26T22:30:00.000Z'),
  };
}

/** The link annotations' targets, once each (pdfkit writes them uncompressed, one per line of a wrapped link). */
function readLinks(pdf: Buffer): string[] {
  return [...new Set([...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]!))];
}

describe('issue 16 §3: the certificate PDF points at the portal’s check page', () => {
  it('builds the page’s address in the certificate’s language: Ukrainian without a prefix, English under /en', () => {
    expect(buildCertificateCheckUrl(PUBLIC_URL, 'EXP-7K3M9Q2P4R', 'uk')).toBe(
      `${PUBLIC_URL}/academy/certificates/EXP-7K3M9Q2P4R`,
    );
    expect(buildCertificateCheckUrl(`${PUBLIC_URL}/`, 'EXP-7K3M9Q2P4R', 'en')).toBe(
      `${PUBLIC_URL}/en/academy/certificates/EXP-7K3M9Q2P4R`,
    );
  });

  it('names the person, the company, the course, the day in Kyiv and the check page (never the API’s JSON)', async () => {
    const uk = await renderCertificatePdf({
      certificate: certificate(),
      locale: 'uk',
      publicUrl: PUBLIC_URL,
    });
    const ukText = readPdf(uk).flat;
    for (const part of ['Сертифікат', 'Олена Коваль', 'ТОВ «Бджілка»', 'Основи експорту', 'EXP-7K3M9Q2P4R']) {
      expect(ukText).toContain(part);
    }
    // 22:30 UTC on the 26th is already the 27th in Kyiv (UTC+2 in November).
    expect(ukText).toContain('27.11.2026');
    // The address may wrap at its last slash: the text without spaces holds it whole.
    expect(ukText.replace(/ /g, '')).toContain(`${PUBLIC_URL}/academy/certificates/EXP-7K3M9Q2P4R`);
    expect(readLinks(uk)).toEqual([`${PUBLIC_URL}/academy/certificates/EXP-7K3M9Q2P4R`]);
    expect(ukText).not.toContain('/api/');

    const en = await renderCertificatePdf({
      certificate: certificate(),
      locale: 'en',
      publicUrl: PUBLIC_URL,
    });
    const enText = readPdf(en).flat;
    expect(enText).toContain('Bdzhilka LLC');
    expect(enText).toContain('Export basics');
    expect(readLinks(en)).toEqual([`${PUBLIC_URL}/en/academy/certificates/EXP-7K3M9Q2P4R`]);
  });
});
