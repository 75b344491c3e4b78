import type { CatalogCategory } from '@portal/contract';
import { EmptyState } from '../../components/requests/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { BACK_LINK_CLASSES } from '../shared/request-detail';
import { CATALOG_PATH, categoryPath } from './catalog-query';

/** /profile/services/cetegories (issue 27 §2): each category with its services' count, leading to them. */
export function CategoriesPage({ categories }: { categories: CatalogCategory[] }) {
  const { t } = useCatalogTranslation();
  return (
    <>
      <PageHeading title={t('categories.title')} lead={t('categories.lead')} />
      <p className="-mt-2 mb-6">
        <LocalizedLink to={CATALOG_PATH} className={BACK_LINK_CLASSES}>
          {t('categories.back')}
        </LocalizedLink>
      </p>
      {categories.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="catalog-category-list">
          {categories.map((category) => (
            <li
              key={category.id}
              data-testid="catalog-category"
              className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50 sm:p-6"
            >
              <h2 className="text-lg font-bold text-brand-900">
                <LocalizedLink
                  to={categoryPath(category.slug)}
                  className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
                >
                  {category.name}
                </LocalizedLink>
              </h2>
              {category.description && (
                <p className="text-[15px] leading-relaxed text-muted">{category.description}</p>
              )}
              <p className="text-sm font-semibold text-ink" data-testid="catalog-category-count">
                {t('categories.count', { count: category.services_count })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('categories.emptyTitle')}
          text={t('categories.emptyText')}
          testId="categories-empty"
        />
      )}
    </>
  );
}
