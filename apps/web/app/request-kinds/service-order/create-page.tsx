import { EmptyState } from '../../components/requests/empty-state';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { BACK_LINK_CLASSES } from '../shared/request-detail';
import { CATALOG_PATH, createFormPath, type CategoryGroup } from './catalog-query';
import { usePriceText } from './service-card';

function ServiceChoice({ service }: { service: CategoryGroup['services'][number] }) {
  const price = usePriceText(service.price_minor);
  return (
    <li
      data-testid="create-service"
      className="relative flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50"
    >
      <LocalizedLink
        to={createFormPath(service.slug)}
        className="text-base font-bold text-brand-900 underline-offset-4 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline"
      >
        {service.title}
      </LocalizedLink>
      {service.summary && <span className="text-[15px] text-muted">{service.summary}</span>}
      <span className="text-sm font-semibold text-ink">{price}</span>
    </li>
  );
}

/** /profile/services/create (issue 27 §2): the services the company may order now, by category; each opens its form. */
export function CreatePage({ groups }: { groups: CategoryGroup[] }) {
  const { t } = useCatalogTranslation();
  return (
    <>
      <PageHeading title={t('create.title')} lead={t('create.lead')} />
      <p className="-mt-2 mb-6">
        <LocalizedLink to={CATALOG_PATH} className={BACK_LINK_CLASSES}>
          {t('create.toCatalog')}
        </LocalizedLink>
      </p>
      {groups.length > 0 ? (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <section key={group.category.id} aria-labelledby={`create-category-${group.category.id}`}>
              <h2
                id={`create-category-${group.category.id}`}
                className="mb-3 text-xl font-bold text-brand-900"
              >
                {group.category.name}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {group.services.map((service) => (
                  <ServiceChoice key={service.id} service={service} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <EmptyState title={t('create.emptyTitle')} text={t('create.emptyText')} testId="create-empty">
          <ButtonLink to={CATALOG_PATH} variant="outline">
            {t('create.toCatalog')}
          </ButtonLink>
        </EmptyState>
      )}
    </>
  );
}
