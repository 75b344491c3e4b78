import {
  CAPACITY_PERIODS,
  optionLabel,
  PRODUCT_UNITS,
  toApiLocale,
  type ProgressBarQuestionItem,
  type SalesMarketApplication,
} from '@portal/contract';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { formatNumber } from '../../lib/format';
import { foreignLang } from '../../lib/localized-name';
import { ProfileSection } from '../../components/ui/page-heading';
import { DetailList } from '../../components/requests/detail-list';

/** A decimal string of the API in the page's number format ('12500.5' → '12 500,5'). */
function useNumberFormat() {
  const locale = useLocale();
  return (value: string | null) => (value === null || value === '' ? '' : formatNumber(value, locale));
}

function NamedList({ items }: { items: readonly { key: string; name: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="rounded-full border border-slate-200 bg-slate-50 px-3 py-0.5 text-sm text-ink"
        >
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** Everything the application holds, in the order the form asks for it. */
export function SalesMarketDetailSections({
  application,
  questions,
}: {
  application: SalesMarketApplication;
  questions: readonly ProgressBarQuestionItem[];
}) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const apiLocale = toApiLocale(locale);
  const number = useNumberFormat();
  const unit = (code: string | null) => optionLabel(PRODUCT_UNITS, code, apiLocale);
  const { classification: hs } = application;
  const amount = (value: string | null, unitCode: string | null) =>
    value ? `${number(value)} ${unit(unitCode)}`.trim() : '';

  return (
    <>
      <ProfileSection id="contact-details" title={t('market.sections.personal')} testId="detail-contact">
        <DetailList
          items={[
            { key: 'contact_name', label: t('market.fields.contactName'), value: application.contact_name },
            {
              key: 'contact_position',
              label: t('market.fields.contactPosition'),
              value: application.contact_position,
            },
            {
              key: 'contact_phone',
              label: t('market.fields.contactPhone'),
              value: application.contact_phone && (
                <a className="text-brand-700 underline" href={`tel:${application.contact_phone}`}>
                  {application.contact_phone}
                </a>
              ),
            },
            {
              key: 'contact_email',
              label: t('market.fields.contactEmail'),
              value: application.contact_email && (
                <a className="text-brand-700 underline" href={`mailto:${application.contact_email}`}>
                  {application.contact_email}
                </a>
              ),
            },
          ]}
        />
      </ProfileSection>

      <ProfileSection id="product-details" title={t('market.sections.product')} testId="detail-product">
        {!application.has_product_step && (
          <p className="mb-4 rounded-lg bg-slate-50 px-4 py-3 text-[15px] text-muted">
            {t('market.detail.noProductStep')}
          </p>
        )}
        <DetailList
          items={[
            {
              key: 'product_name_uk',
              label: t('market.fields.productNameUk'),
              value: application.product_name_uk && (
                <span lang={foreignLang('uk', locale)}>{application.product_name_uk}</span>
              ),
            },
            {
              key: 'product_name_en',
              label: t('market.fields.productNameEn'),
              value: application.product_name_en && (
                <span lang={foreignLang('en', locale)}>{application.product_name_en}</span>
              ),
            },
            {
              key: 'classification',
              label: t('market.fields.classification'),
              value: hs.section && (
                <ul className="flex flex-col gap-1">
                  {hs.section && (
                    <li>
                      {t('shared.classification.section')} {hs.section.code}. {hs.section.name}
                    </li>
                  )}
                  {hs.group && (
                    <li>
                      {t('shared.classification.group')} {hs.group.code}. {hs.group.name}
                    </li>
                  )}
                  {hs.product_item && (
                    <li className="font-semibold">
                      {t('shared.classification.productItem')} {hs.product_item.code}. {hs.product_item.name}
                    </li>
                  )}
                </ul>
              ),
            },
            {
              key: 'description',
              label: t('market.fields.description'),
              value: application.description && (
                <span className="whitespace-pre-line">{application.description}</span>
              ),
            },
            {
              key: 'capacity',
              label: t('market.fields.capacity'),
              value:
                application.production_capacity &&
                `${amount(application.production_capacity, application.capacity_unit)} ${optionLabel(CAPACITY_PERIODS, application.capacity_period, apiLocale)}`.trim(),
            },
            {
              key: 'price',
              label: t('market.fields.price'),
              value:
                application.price &&
                t('market.detail.pricePer', {
                  price: `${number(application.price)} ${application.currency ?? ''}`.trim(),
                  unit: unit(application.price_unit),
                }),
            },
            {
              key: 'minimum_order',
              label: t('market.fields.minimumOrder'),
              value: amount(application.minimum_order, application.minimum_order_unit),
            },
            {
              key: 'incoterms',
              label: t('market.fields.incoterms'),
              value: application.incoterms.join(', '),
            },
            {
              key: 'certificates',
              label: t('market.fields.certificates'),
              value: application.certificates && (
                <span className="whitespace-pre-line">{application.certificates}</span>
              ),
            },
          ]}
        />
      </ProfileSection>

      <ProfileSection id="markets-details" title={t('market.sections.markets')} testId="detail-markets">
        <DetailList
          items={[
            {
              key: 'target_countries',
              label: t('market.fields.targetCountries'),
              value: application.target_countries.length > 0 && (
                <NamedList items={application.target_countries.map((c) => ({ key: c.code, name: c.name }))} />
              ),
            },
            {
              key: 'exported_countries',
              label: t('market.fields.exportedCountries'),
              value: application.exported_countries.length > 0 && (
                <NamedList
                  items={application.exported_countries.map((c) => ({ key: c.code, name: c.name }))}
                />
              ),
            },
            {
              key: 'services',
              label: t('market.fields.services'),
              value: application.services.length > 0 && (
                <ul className="list-disc pl-5">
                  {application.services.map((service) => (
                    <li key={service.id}>{service.name}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </ProfileSection>

      <ProfileSection id="readiness-details" title={t('market.sections.readiness')} testId="detail-readiness">
        <DetailList
          isLabelWide
          items={questions.map((question) => {
            const answer = application.answers[question.id];
            return {
              key: `answer-${question.id}`,
              label: question.question,
              value: answer ? t(`shared.answers.${answer}`) : '',
            };
          })}
        />
      </ProfileSection>
    </>
  );
}
