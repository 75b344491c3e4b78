import type { ApiLocale } from '@portal/contract';
import type { academyCertificates } from '@portal/db';
import { openPdfDocument } from '../../lib/pdf-fonts';
import { formatKyivDate } from '../money/invoice-pdf/invoice-format';
import { toCertificate } from './academy';

type CertificateRow = typeof academyCertificates.$inferSelect;

const TEXT: Record<
  ApiLocale,
  { title: string; intro: string; of: string; completed: string; issued: string; code: string; check: string }
> = {
  uk: {
    title: 'Сертифікат',
    intro: 'Цим засвідчується, що',
    of: 'представник компанії',
    completed: 'успішно пройшов(-ла) курс Академії Порталу експортерів',
    issued: 'Дата видачі',
    code: 'Код сертифіката',
    check: 'Перевірити сертифікат',
  },
  en: {
    title: 'Certificate',
    intro: 'This is to certify that',
    of: 'of',
    completed: 'has successfully completed the Exporters Portal Academy course',
    issued: 'Issued on',
    code: 'Certificate code',
    check: 'Verify this certificate',
  },
};

/**
 * The portal's public page that checks a certificate's code (issue 16 §3, the web's
 * /academy/certificates/{code}), in the certificate's language: Ukrainian without a prefix,
 * English under /en (spec §2).
 */
export function buildCertificateCheckUrl(publicUrl: string, code: string, locale: ApiLocale): string {
  const prefix = locale === 'en' ? '/en' : '';
  return `${publicUrl.replace(/\/+$/, '')}${prefix}/academy/certificates/${encodeURIComponent(code)}`;
}

/**
 * The certificate of a completed course as PDF (issue 16 §3): the person and the company named,
 * the course, the date (Kyiv) and the code with the portal's public page that checks it.
 */
export async function renderCertificatePdf(options: {
  certificate: CertificateRow;
  locale: ApiLocale;
  /** The portal's public address (config PUBLIC_URL), where the check page is. */
  publicUrl: string;
}): Promise<Buffer> {
  const { locale } = options;
  const text = TEXT[locale];
  const certificate = toCertificate(options.certificate, locale);
  const verifyUrl = buildCertificateCheckUrl(options.publicUrl, certificate.code, locale);
  const { doc, done } = openPdfDocument({
    margin: 64,
    locale,
    info: {
      Title: `${text.title} ${certificate.code}`,
      Author: 'Exporters portal',
      Subject: certificate.course_title,
    },
  });
  const width = doc.page.width - 128;
  doc.moveDown(4);
  doc.font('bold').fontSize(30).fillColor('#0b3a6e').text(text.title, { align: 'center', width });
  doc.moveDown(2);
  doc.font('regular').fontSize(13).fillColor('#333333').text(text.intro, { align: 'center', width });
  doc.moveDown(0.8);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('#000000')
    .text(certificate.person_name, { align: 'center', width });
  if (certificate.company_name) {
    doc.moveDown(0.5);
    doc.font('regular').fontSize(13).fillColor('#333333').text(`${text.of} ${certificate.company_name}`, {
      align: 'center',
      width,
    });
  }
  doc.moveDown(1.2);
  doc.font('regular').fontSize(13).text(text.completed, { align: 'center', width });
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#0b3a6e')
    .text(`«${certificate.course_title}»`, { align: 'center', width });
  doc.moveDown(4);
  doc.font('regular').fontSize(11).fillColor('#333333');
  doc.text(`${text.issued}: ${formatKyivDate(options.certificate.issuedAt)}`, { align: 'center', width });
  doc.text(`${text.code}: ${certificate.code}`, { align: 'center', width });
  doc.text(`${text.check}: ${verifyUrl}`, { align: 'center', width, link: verifyUrl });
  doc.end();
  return done;
}
