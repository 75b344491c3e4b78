import type { AdminServiceCategory } from '@portal/contract';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { FormStatus } from '../../../components/form/form-feedback';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { CATEGORIES_PATH } from './catalog-form';

/** The categories' list (decision 045): whole, in the catalogue's order, no tabs or filters. */
export const CATEGORIES_LIST = defineList({ path: CATEGORIES_PATH, testId: 'categories' });

/**
 * /admin/catalog/categories: every category in its order, with its services (published or not);
 * each row opens its editor, where an empty one is deleted.
 */
export function CategoriesPage({
  categories,
  deleted,
}: {
  categories: readonly AdminServiceCategory[];
  deleted: boolean;
}) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  return (
    <>
      <BackOfficeListPage
        list={CATEGORIES_LIST}
        query={{}}
        texts={{
          title: t('categories.title'),
          lead: t('categories.lead'),
          newLabel: t('categories.new'),
          newTestId: 'category-new',
          found: t('categories.found', { count: categories.length }),
          empty: t('categories.empty'),
        }}
        rows={categories}
        columns={[
          {
            key: 'name',
            header: t('categories.columns.name'),
            isRowLink: true,
            cell: (category) => {
              const name = pickNameWithLang(category.name, locale);
              return (
                <span lang={name.lang} className="break-words">
                  {name.text}
                </span>
              );
            },
          },
          {
            key: 'position',
            header: t('categories.columns.position'),
            cell: (category) => formatNumber(category.position, locale),
            className: 'text-right tabular-nums',
          },
          {
            key: 'services',
            header: t('categories.columns.services'),
            cell: (category) => formatNumber(category.services_count, locale),
            className: 'text-right tabular-nums',
          },
        ]}
      />
      <div className="mt-4">
        <FormStatus testId="category-deleted">{deleted ? t('categories.delete.done') : null}</FormStatus>
      </div>
    </>
  );
}
