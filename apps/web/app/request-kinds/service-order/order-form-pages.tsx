import type { CountryNames } from '../../components/designed-form/country-names';
import type { CatalogService, FormAnswers, ServiceOrder } from '@portal/contract';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../components/requests/manager-comment-notice';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { BACK_LINK_CLASSES } from '../shared/request-detail';
import { CATALOG_PATH, namesOfFiles, orderPath } from './catalog-query';
import { isPriced } from './order-fields';
import { OrderForm } from './order-form';
import { usePriceText, WhyNot } from './service-card';

/**
 * /profile/services/create-form/{id} (issue 27 §2): the service — its description, provider and
 * price — and its current form to fill; a service the company may not order now says why instead.
 */
export function CreateFormPage({
  service,
  countryNames,
}: {
  service: CatalogService;
  countryNames: CountryNames;
}) {
  const { t } = useCatalogTranslation();
  const price = usePriceText(service.price_minor);
  const canOrder = service.can_order === true && service.form !== null;
  return (
    <>
      <PageHeading title={service.title} lead={service.summary} />
      <p className="-mt-2 mb-6">
        <LocalizedLink to={CATALOG_PATH} className={BACK_LINK_CLASSES}>
          {t('form.back')}
        </LocalizedLink>
      </p>
      <div className="flex flex-col gap-6">
        <ProfileSection id="service-about" title={t('form.aboutTitle')} testId="service-about">
          {service.description && (
            <p className="mb-4 text-[15px] leading-relaxed whitespace-pre-line text-ink">
              {service.description}
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
            <dt className="font-semibold text-muted">{t('catalog.provider')}</dt>
            <dd>{service.partner?.name ?? t('catalog.office')}</dd>
            <dt className="font-semibold text-muted">{t('catalog.price')}</dt>
            <dd className="font-semibold">
              {price}
              {service.price_minor !== null && (
                <span className="font-normal text-muted"> ({t('catalog.priceNote')})</span>
              )}
            </dd>
          </dl>
          {service.subscription_required && (
            <p className="mt-3 text-sm font-semibold text-amber-900">{t('catalog.forSubscribers')}</p>
          )}
        </ProfileSection>
        {canOrder && service.form ? (
          <section aria-labelledby="order-form-title">
            <h2 id="order-form-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
              {t('form.formTitle')}
            </h2>
            <OrderForm
              serviceForm={service.form}
              submitLabel={t(isPriced(service) ? 'form.sendAndPay' : 'form.send')}
              countryNames={countryNames}
              price={isPriced(service) ? price : undefined}
            />
          </section>
        ) : (
          <ProfileSection id="service-closed" title={t('form.closedTitle')} testId="service-closed">
            <WhyNot reason={service.why_not ?? 'no_form'} />
          </ProfileSection>
        )}
      </div>
    </>
  );
}

/**
 * /profile/services/edit/{id} (issue 27 §2): the order's answers in its own form version, to
 * change while it is not taken (or sent back for more: the manager's comment first).
 */
export function EditOrderPage({
  order,
  managerComment,
  countryNames,
}: {
  order: ServiceOrder;
  managerComment: ManagerComment | null;
  countryNames: CountryNames;
}) {
  const { t } = useCatalogTranslation();
  return (
    <>
      <PageHeading title={t('form.editTitle', { number: order.number })} lead={order.service.title} />
      <p className="-mt-2 mb-6">
        <LocalizedLink to={orderPath(order.id)} className={BACK_LINK_CLASSES}>
          {t('form.backToOrder')}
        </LocalizedLink>
      </p>
      {managerComment && <ManagerCommentNotice comment={managerComment} kind="service_order" />}
      <p className="mb-2 text-[15px] text-ink">{t('form.editLead')}</p>
      <OrderForm
        serviceForm={order.form}
        initial={order.answers as Partial<FormAnswers>}
        uploadedFiles={namesOfFiles(order.files)}
        submitLabel={t('form.save')}
        countryNames={countryNames}
      />
    </>
  );
}
