import { useId } from 'react';
import { Form } from 'react-router';
import type { AcademyCertificate } from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { buttonClasses } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { useAcademyTranslation } from '../../i18n/academy';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';

/** A code is shown back at most this long (an address may carry anything). */
const SHOWN_CODE_LENGTH = 40;

/** What a valid code certifies: the person, the company, the course, the day. */
function ValidCertificate({ certificate }: { certificate: AcademyCertificate }) {
  const { t } = useAcademyTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('check.person'), certificate.person_name],
    ...(certificate.company_name ? [[t('check.company'), certificate.company_name] as [string, string]] : []),
    [t('check.course'), certificate.course_title],
    [t('check.issued'), formatDate(certificate.issued_at, locale)],
    [t('check.code'), certificate.code],
  ];
  return (
    <section
      aria-labelledby="certificate-check-result"
      className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 sm:p-8"
      data-testid="certificate-check-valid"
    >
      <h2 id="certificate-check-result" className="text-xl font-bold sm:text-2xl">
        <span aria-hidden="true">✓ </span>
        {t('check.validTitle')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-[15px] sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="-mt-2 break-words sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A code no certificate has: said plainly, with the code as typed (shortened). */
function UnknownCertificate({ code }: { code: string }) {
  const { t } = useAcademyTranslation();
  return (
    <section
      aria-labelledby="certificate-check-result"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950 sm:p-8"
      data-testid="certificate-check-unknown"
    >
      <h2 id="certificate-check-result" className="text-xl font-bold sm:text-2xl">
        {t('check.invalidTitle')}
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed break-words">
        {t('check.invalidText', { code: code.slice(0, SHOWN_CODE_LENGTH) })}
      </p>
    </section>
  );
}

/** Another code to check: a GET form (works without JavaScript); the loader sends it to the code's own address. */
function CheckForm() {
  const { t } = useAcademyTranslation();
  const id = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="certificate-check-form"
    >
      <h2 id={`${id}-title`} className="mb-2 text-xl font-bold text-brand-900">
        {t('check.formTitle')}
      </h2>
      <label htmlFor={`${id}-code`} className="text-[15px] font-semibold text-ink">
        {t('check.codeLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-code`}
          name="code"
          required
          maxLength={SHOWN_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          className={cx(INPUT_CLASSES, 'min-h-11 font-mono sm:max-w-sm')}
          data-testid="certificate-check-code"
        />
        <button type="submit" className={buttonClasses('solid')} data-testid="certificate-check-submit">
          {t('check.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('check.codeHint')}
      </p>
    </Form>
  );
}

/**
 * /academy/certificates/{code} (issue 16 §3, public, both languages): the address a certificate's
 * PDF prints. A valid code shows what it certifies; any other, that no certificate has it (the
 * status is 404). Either way another code can be checked.
 */
export function CertificateCheckPage({
  code,
  certificate,
}: {
  code: string;
  certificate: AcademyCertificate | null;
}) {
  const { t } = useAcademyTranslation();
  return (
    <Container className="py-10 lg:py-14">
      <PageIntro title={t('check.title')} lead={t('check.lead')} />
      <div className="mt-8 flex max-w-3xl flex-col gap-6">
        {certificate ? <ValidCertificate certificate={certificate} /> : <UnknownCertificate code={code} />}
        <CheckForm />
      </div>
    </Container>
  );
}
