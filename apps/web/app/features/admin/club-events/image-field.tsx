import { useRef, useState, type ChangeEvent } from 'react';
import { toApiLocale, translateMessage } from '@portal/contract';
import { controlProps, LabelledField } from '../../../components/form/field-parts';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { SavedCheckbox } from '../money/money-fields';
import { isFileChosen } from '../pdf/pdf-upload';
import { checkImageFile, IMAGE_FIELD, IMAGE_HEAD_BYTES, type ImageProblem } from './image-upload';

/**
 * The state of the picture field: a chosen file is checked at once (its type, size and first
 * bytes), and again on submit, so a wrong file is named beside the field before it travels.
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

/**
 * The event's picture: the current one shown with a 'remove' box, and a file field for a new
 * one with the limits, the browser's check and the API's 422 beside it.
 */
export function ImageField({
  form,
  state,
  imageUrl,
}: {
  form: ApiFormFields;
  state: ImageFieldState;
  imageUrl: string | null;
}) {
  const { t } = useAdminClubTranslation();
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
        <div className="flex flex-col gap-3" data-testid="club-event-current-image">
          <p className="text-[15px] font-semibold text-muted">{t('form.currentImage')}</p>
          <img
            src={imageUrl}
            alt=""
            className="h-32 w-auto max-w-full rounded-lg border border-slate-200 object-cover"
          />
          <SavedCheckbox
            form={form}
            name="remove_image"
            label={t('form.removeImage')}
            hint={t('form.removeImageHint')}
            isChecked={false}
          />
        </div>
      ) : (
        <p className="text-[15px] text-muted">{t('form.noImage')}</p>
      )}
      <LabelledField
        form={withOwn}
        name={IMAGE_FIELD}
        label={imageUrl ? t('form.fields.newImage') : t('form.fields.image')}
        hint={t('form.imageHint')}
      >
        {(field) => (
          <input
            {...controlProps(field)}
            ref={state.input}
            type="file"
            name={IMAGE_FIELD}
            accept="image/png,image/jpeg,image/webp"
            onChange={state.onChange}
            data-testid="club-event-image"
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
