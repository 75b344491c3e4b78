import { useRef, useState, type ChangeEvent } from 'react';
import { toApiLocale, translateMessage } from '@portal/contract';
import { controlProps, LabelledField } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { SavedCheckbox } from './bilingual-fields';
import { isFileChosen } from './pdf-upload';
import {
  checkImageFile,
  IMAGE_ACCEPT,
  IMAGE_FIELD,
  IMAGE_HEAD_BYTES,
  REMOVE_IMAGE_FIELD,
  type ImageProblem,
} from './image-upload';

/**
 * The state of a picture field: the chosen file is checked as soon as it is chosen (its type, its
 * size, and its first bytes read with a FileReader), and once more when the form is sent, so a
 * wrong file is named beside the field before it travels.
 */
export function useImageField() {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!isFileChosen(file)) {
      setProblem(null);
      return;
    }
    const declared = checkImageFile(file);
    setProblem(declared);
    if (declared) return;
    const reader = new FileReader();
    reader.onload = () => {
      // Only if the same file is still chosen: a quicker second choice wins.
      if (input.current?.files?.[0] !== file || !(reader.result instanceof ArrayBuffer)) return;
      setProblem(checkImageFile(file, new Uint8Array(reader.result)));
    };
    reader.readAsArrayBuffer(file.slice(0, IMAGE_HEAD_BYTES));
  };

  /** On submit: whether the file may go; if not, the field says why and takes the focus. */
  const isSendable = (): boolean => {
    const file = input.current?.files?.[0];
    const found = isFileChosen(file) ? (problem ?? checkImageFile(file)) : null;
    setProblem(found);
    if (found) input.current?.focus();
    return found === null;
  };

  return { input, problem, onChange, isSendable };
}

export type ImageFieldState = ReturnType<typeof useImageField>;

/** The field's words, from the feature's own texts (a partner's logo, an event's or course's picture). */
export type ImageFieldTexts = {
  current: string;
  none: string;
  field: string;
  newField: string;
  hint: string;
  replaceHint?: string;
  remove: string;
  removeHint: string;
};

/**
 * A picture of published content (decision 034): the current one, shown as exporters will see it,
 * with a box to remove it, and a file field for a new one with the limits, the browser's check and
 * the API's 422 beside it. `logo` shows a square thumbnail, `cover` a wide one.
 */
export function ImageField({
  form,
  state,
  imageUrl,
  texts,
  variant,
  testId,
}: {
  form: ApiFormFields;
  state: ImageFieldState;
  imageUrl: string | null;
  texts: ImageFieldTexts;
  variant: 'logo' | 'cover';
  /** The prefix of the test ids: `<testId>-current`, `<testId>-none`, `<testId>-input`. */
  testId: string;
}) {
  const locale = useLocale();
  const own = state.problem ? [translateMessage(state.problem, toApiLocale(locale))] : [];
  const withOwn: ApiFormFields = {
    ...form,
    errorsFor: (name) =>
      name === IMAGE_FIELD ? [...new Set([...own, ...form.errorsFor(name)])] : form.errorsFor(name),
  };
  return (
    <div className="flex flex-col gap-4">
      {imageUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
          <figure className="flex flex-col gap-2">
            <img
              src={imageUrl}
              alt=""
              className={
                variant === 'logo'
                  ? 'size-24 rounded-xl border border-slate-200 bg-white object-contain p-1'
                  : 'aspect-[16/9] w-full max-w-72 rounded-lg border border-slate-200 object-cover'
              }
              data-testid={`${testId}-current`}
            />
            <figcaption className="text-sm text-muted">{texts.current}</figcaption>
          </figure>
          <SavedCheckbox
            form={form}
            name={REMOVE_IMAGE_FIELD}
            label={texts.remove}
            hint={texts.removeHint}
            isChecked={false}
          />
        </div>
      ) : (
        <p className="text-[15px] text-muted" data-testid={`${testId}-none`}>
          {texts.none}
        </p>
      )}
      <LabelledField
        form={withOwn}
        name={IMAGE_FIELD}
        label={imageUrl ? texts.newField : texts.field}
        hint={imageUrl ? (texts.replaceHint ?? texts.hint) : texts.hint}
      >
        {(field) => (
          <input
            {...controlProps(field)}
            ref={state.input}
            type="file"
            name={IMAGE_FIELD}
            accept={IMAGE_ACCEPT}
            onChange={state.onChange}
            data-testid={`${testId}-input`}
            className={cx(
              'block min-h-12 w-full rounded-lg border border-dashed border-slate-400 bg-white px-3 py-2.5 text-[15px] text-ink',
              'file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800',
              'hover:border-brand-600 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700',
            )}
          />
        )}
      </LabelledField>
    </div>
  );
}
