import { ADMIN_CATALOG_LIMITS, type AdminServiceCategory } from '@portal/contract';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { CheckboxField } from '../../../components/form/choice-fields';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { buildEditorTexts, defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import {
  CATEGORIES_PATH,
  CATEGORY_FIELDS,
  CATEGORY_SCHEMA,
  toCategoryValues,
  type CatalogSaved,
} from './catalog-form';

/** A category's editor (decision 045): no publication of its own (it shows when it holds a published service). */
export const CATEGORY_EDITOR = defineEditor({
  testId: 'category',
  listPath: CATEGORIES_PATH,
  audit: 'service_category',
});

const DELETE_FIELDS = { confirm: 'checkbox' } as const;

/**
 * Deleting an empty category: a ticked confirmation and the button (no script needed); a category
 * that still holds services says so, and the API's 409 is said in the alert if one was added since.
 */
function DeleteCategory({ category }: { category: AdminServiceCategory }) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  const form = useApiForm<never>({ intent: 'delete', fields: DELETE_FIELDS });
  const count = category.services_count;
  return (
    <AdminSection
      id="category-delete"
      title={t('categories.delete.title')}
      testId="category-delete"
      className="mt-6"
    >
      <p className="mb-4 text-[15px] text-ink">
        {count > 0 ? t('categories.delete.notEmpty', { count }) : t('categories.delete.empty')}
      </p>
      <form.Form {...form.formProps} className="flex flex-col gap-4">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="category-delete-error" />
        <CheckboxField
          form={form}
          name="confirm"
          label={t('categories.delete.confirmLabel', { name: pickName(category.name, locale) })}
          required
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          variant="outline"
          className="self-start border-red-700 text-red-700 hover:bg-red-50"
          testId="category-delete-submit"
        >
          {t('categories.delete.button')}
        </SubmitButton>
      </form.Form>
    </AdminSection>
  );
}

/** /admin/catalog/categories/new and /{id}: a category's name and description in both languages, address and order. */
export function CategoryPage({ category }: { category: AdminServiceCategory | null }) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  const form = useApiForm<CatalogSaved>({
    intent: 'category',
    fields: CATEGORY_FIELDS,
    schema: CATEGORY_SCHEMA,
  });
  const values = toCategoryValues(category);
  return (
    <BackOfficeEditorPage
      editor={CATEGORY_EDITOR}
      form={form}
      record={category}
      texts={buildEditorTexts((key) => t(`categories.form.${key}`), {
        title: category ? pickName(category.name, locale) : t('categories.newTitle'),
        listTitle: t('categories.title'),
        isNew: category === null,
      })}
      after={category && <DeleteCategory category={category} />}
    >
      <AdminSection id="category-main" title={t('categories.mainTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="name"
            labels={{ uk: t('categories.fields.nameUk'), en: t('categories.fields.nameEn') }}
            values={values.name}
            maxLength={ADMIN_CATALOG_LIMITS.nameMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('categories.fields.descriptionUk'), en: t('categories.fields.descriptionEn') }}
            values={values.description}
            maxLength={ADMIN_CATALOG_LIMITS.summaryMax}
            isLong
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              form={form}
              name="slug"
              label={t('categories.fields.slug')}
              hint={t('categories.slugHint')}
              initialValue={values.slug}
              autoComplete="off"
              spellCheck={false}
              maxLength={ADMIN_CATALOG_LIMITS.slugMax}
            />
            <TextField
              form={form}
              name="position"
              label={t('categories.fields.position')}
              hint={t('categories.positionHint')}
              initialValue={values.position}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              className="md:max-w-48"
            />
          </div>
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
