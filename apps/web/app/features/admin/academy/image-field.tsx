import { LabelledField, controlProps } from '../../../components/form/field-parts';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { useAdminAcademyTranslation } from '../../../i18n/adminAcademy';
import { cx } from '../../../lib/cx';
import { SavedCheckbox } from '../money/money-fields';
import { IMAGE_ACCEPT } from './image-upload';

/**
 * A course's picture (decision 034): the current one with 'remove', and a file field for a new
 * one (PNG, JPEG or WebP up to 2 MB); the page's and the API's refusals show beside it.
 */
export function CourseImageField({ form, imageUrl }: { form: ApiFormFields; imageUrl: string | null }) {
  const { t } = useAdminAcademyTranslation();
  return (
    <div className="flex flex-col gap-4">
      {imageUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={imageUrl}
            alt={t('image.current')}
            className="aspect-[16/9] w-full max-w-72 rounded-lg border border-slate-200 object-cover"
            data-testid="course-current-image"
          />
          <SavedCheckbox
            form={form}
            name="remove_image"
            label={t('image.remove')}
            hint={t('image.removeHint')}
            isChecked={false}
          />
        </div>
      ) : (
        <p className="text-[15px] text-muted" data-testid="course-no-image">
          {t('image.none')}
        </p>
      )}
      <LabelledField
        form={form}
        name="image"
        label={imageUrl ? t('image.replace') : t('image.choose')}
        hint={t('image.hint')}
      >
        {(field) => (
          <input
            {...controlProps(field)}
            type="file"
            name="image"
            accept={IMAGE_ACCEPT}
            data-testid="course-image-input"
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
