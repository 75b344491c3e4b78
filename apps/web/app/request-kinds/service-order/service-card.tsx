import type { CatalogServiceCard } from '@portal/contract';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { useCatalogTranslation } from '../../i18n/catalog';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatMoney } from '../../lib/format';
import { APPROVAL_REQUIRED_PATH } from '../../lib/session/guard';
import { CATALOG_PATH, createFormPath } from './catalog-query';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The price in hryvnias with VAT, or "free". */
export function usePriceText(priceMinor: number | null): string {
  const { t } = useCatalogTranslation();
  const locale = useLocale();
  return priceMinor === null ? t('catalog.free') : formatMoney(priceMinor / 100, 'UAH', locale);
}

/** Why a service cannot be ordered now, and the way forward (the approval page, the plans). */
export function WhyNot({ reason }: { reason: NonNullable<CatalogServiceCard['why_not']> }) {
  const { t } = useCatalogTranslation();
  return (
    <div className="flex flex-col items-start gap-2" data-testid="service-why-not" data-reason={reason}>
      <p className="text-[15px] font-medium text-ink">{t(`catalog.whyNot.${reason}`)}</p>
      {reason === 'not_approved' && (
        <LocalizedLink
          to={`${APPROVAL_REQUIRED_PATH}?redirect=${encodeURIComponent(CATALOG_PATH)}`}
          className={LINK}
        >
          {t('catalog.approvalLink')}
        </LocalizedLink>
      )}
      {reason === 'subscription_required' && (
        <LocalizedLink to="/tariffs" className={LINK}>
          {t('catalog.tariffsLink')}
        </LocalizedLink>
      )}
    </div>
  );
}

/**
 * One service of the catalogue: its picture (decorative: the title says what it is), category,
 * the subscribers' mark, title, summary, who provides it and its price, and either "order" or
 * why it cannot be ordered now.
 */
export function ServiceCard({ service }: { service: CatalogServiceCard }) {
  const { t } = useCatalogTranslation();
  const price = usePriceText(service.price_minor);
  const titleId = `service-${service.id}-title`;
  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        data-testid="service-card"
        data-slug={service.slug}
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        {service.image_url && (
          <img
            src={service.image_url}
            alt=""
            loading="lazy"
            width={640}
            height={360}
            className="aspect-video w-full bg-slate-100 object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
          <p className="flex flex-wrap gap-2">
            <Badge>{service.category.name}</Badge>
            {service.subscription_required && (
              <Badge className="border-amber-300 bg-amber-50 text-amber-900">
                {t('catalog.forSubscribers')}
              </Badge>
            )}
          </p>
          <h3 id={titleId} className="text-lg font-bold break-words text-brand-900">
            {service.title}
          </h3>
          {service.summary && <p className="text-[15px] leading-relaxed text-muted">{service.summary}</p>}
          <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-muted">{t('catalog.provider')}</dt>
            <dd className="text-ink" data-testid="service-provider">
              {service.partner?.name ?? t('catalog.office')}
            </dd>
            <dt className="font-semibold text-muted">{t('catalog.price')}</dt>
            <dd className="font-semibold text-ink" data-testid="service-price">
              {price}
              {service.price_minor !== null && (
                <span className="font-normal text-muted"> ({t('catalog.priceNote')})</span>
              )}
            </dd>
          </dl>
          <div className="pt-2">
            {service.can_order ? (
              <ButtonLink to={createFormPath(service.slug)} size="sm" data-testid="service-order">
                {t('catalog.order')}
                <span className="sr-only">: {service.title}</span>
              </ButtonLink>
            ) : (
              service.why_not && <WhyNot reason={service.why_not} />
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
