import { useRef, useState, type ChangeEvent } from 'react';
import { toApiLocale, translateMessage } from '@portal/contract';
import { controlProps, LabelledField } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';
import { useAdminTranslation } from '../../i18n/admin';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatNumber } from '../../lib/format';
import { checkPdfFile, isFileChosen, PDF_HEAD_BYTES, type PdfProblem } from './pdf-upload';

type Problem = PdfProblem | 'validation.required';

/** The field every PDF is chosen in; the route's action reads it (pdf-upload.server). */
const NAME = 'pdf';

/** A file's size for people: `850 KB`, `2,4 MB`. */
export function formatFileSize(bytes: number, locale: 'ua' | 'en', units: { kb: string; mb: string }) {
  if (bytes < 1024 * 1024) {
    return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} ${units.kb}`;
  }
  return `${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })} ${units.mb}`;
}

/**
 * The state of a form's PDF field: the chosen file is checked as soon as it is chosen (its type,
 * its size, and its first bytes read with a FileReader), and once more when the form is sent, so
 * a wrong file is named beside the field before 10 MB travel anywhere.
 */
export function usePdfField({ isRequired }: { isRequired: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!isFileChosen(file)) {
      setProblem(null);
      return;
    }
    const declared = checkPdfFile(file);
    setProblem(declared);
    if (declared) return;
    const reader = new FileReader();
    reader.onload = () => {
      // Only if the same file is still chosen: a quicker second choice wins.
      if (input.current?.files?.[0] !== file || !(reader.result instanceof ArrayBuffer)) return;
      setProblem(checkPdfFile(file, new Uint8Array(reader.result)));
    };
    reader.readAsArrayBuffer(file.slice(0, PDF_HEAD_BYTES));
  };

  /** On submit: whether the file may go; if not, the field says why and takes the focus. */
  const isSendable = (): boolean => {
    const file = input.current?.files?.[0];
    const found: Problem | null = isFileChosen(file)
      ? (problem ?? checkPdfFile(file))
      : isRequired
        ? 'validation.required'
        : null;
    setProblem(found);
    if (found) input.current?.focus();
    return found === null;
  };

  return { input, problem, onChange, isSendable, isRequired };
}

export type PdfFieldState = ReturnType<typeof usePdfField>;

/**
 * A PDF file field: its label, a hint with the limits, the browser's check and the API's 422 on
 * `pdf` beside it (the same messages: the contract's texts).
 */
export function PdfField({
  form,
  state,
  label,
  hint,
  className,
}: {
  form: ApiFormFields;
  state: PdfFieldState;
  label: string;
  hint: string;
  className?: string;
}) {
  const locale = useLocale();
  const own = state.problem ? [translateMessage(state.problem, toApiLocale(locale))] : [];
  const withOwn: ApiFormFields = {
    ...form,
    errorsFor: (name) =>
      name === NAME ? [...new Set([...own, ...form.errorsFor(name)])] : form.errorsFor(name),
  };
  return (
    <LabelledField
      form={withOwn}
      name={NAME}
      label={label}
      hint={hint}
      required={state.isRequired}
      className={className}
    >
      {(field) => (
        <input
          {...controlProps(field)}
          ref={state.input}
          type="file"
          name={NAME}
          accept="application/pdf,.pdf"
          required={state.isRequired}
          onChange={state.onChange}
          className={cx(
            'block w-full min-h-12 rounded-lg border border-dashed border-slate-400 bg-white px-3 py-2.5 text-[15px] text-ink',
            'file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800',
            'hover:border-brand-600 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700',
          )}
        />
      )}
    </LabelledField>
  );
}

/** A stored PDF: its name as a download link and its size. */
export function StoredPdfLink({
  href,
  pdf,
  testId,
}: {
  href: string;
  pdf: { file_name: string; size: number };
  testId?: string;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <a
        href={href}
        download
        data-testid={testId}
        className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {pdf.file_name}
      </a>
      <span className="text-sm text-muted">
        {formatFileSize(pdf.size, locale, { kb: t('pdf.kb'), mb: t('pdf.mb') })}
      </span>
    </span>
  );
}
