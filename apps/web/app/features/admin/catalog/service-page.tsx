import {
  ADMIN_CATALOG_LIMITS,
  REQUEST_KIND_INFO,
  type AdminCatalogService,
  type AdminProPartnerListItem,
  type AdminServiceCategory,
} from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { buildListHref } from '../../../components/back-office/list-query';
import { BilingualFields, SavedCheckbox } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import {
  buildEditorTexts,
  buildPublicationTexts,
  defineEditor,
} from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage, type EditorPublication } from '../../../components/back-office/editor-page';
import { ImageField, useImageField } from '../../../components/back-office/image-field';
import {
  SERVICES_PATH,
  SERVICE_FIELDS,
  SERVICE_SCHEMA,
  serviceFormPath,
  toServiceValues,
  type CatalogSaved,
} from './catalog-form';

/** The service's editor (decision 045): a form with a picture, published content, audited. */
export const SERVICE_EDITOR = defineEditor({
  testId: 'service',
  listPath: SERVICES_PATH,
  audit: 'catalog_service',
  isMultipart: true,
});

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The editor's label of each thing publishing needs. */
const MISSING_LABELS = {
  'summary.uk': 'service.fields.summaryUk',
  'summary.en': 'service.fields.summaryEn',
  'description.uk': 'service.fields.descriptionUk',
  'description.en': 'service.fields.descriptionEn',
  form: 'service.fields.form',
} as const;

function useServicePublication(service: AdminCatalogService | null): EditorPublication {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  return {
    texts: buildPublicationTexts(
      (key, values) => t(`publication.${key}`, values),
      service ? pickName(service.title, locale) : '',
    ),
    missing: service?.missing_to_publish.map((field) => t(MISSING_LABELS[field])),
    newNote: t('publication.newNote'),
  };
}

/** "Needed to publish" beside a text of a draft that publishing still needs. */
function NeededNote({ service, names }: { service: AdminCatalogService | null; names: readonly string[] }) {
  const { t } = useAdminCatalogTranslation();
  const isNeeded =
    service !== null &&
    service.published_at === null &&
    service.missing_to_publish.some((field) => names.includes(field));
  if (!isNeeded) return null;
  return (
    <p
      className="text-sm font-semibold text-amber-800"
      data-testid={`service-needed-${names[0]?.split('.')[0]}`}
    >
      {t('service.neededToPublish')}
    </p>
  );
}

/** The service's form and orders: where its form is designed, and its orders in the queue. */
function ServiceLinks({ service }: { service: AdminCatalogService }) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  return (
    <AdminSection id="service-links" title={t('service.linksTitle')} testId="service-links" className="mt-6">
      <ul className="flex flex-col gap-3 text-[15px]">
        <li className="flex flex-col gap-1">
          <span className={service.form_version === null ? 'font-semibold text-amber-800' : 'text-ink'}>
            {service.form_version === null
              ? t('service.formNone')
              : t('service.formState', { version: service.form_version })}
          </span>
          <LocalizedLink to={serviceFormPath(service.id)} className={LINK} data-testid="service-form-link">
            {t('service.formLink')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink
            to={buildListHref(REQUEST_KIND_INFO.service_order.backOfficePath, {
              search: pickName(service.title, locale),
            })}
            className={LINK}
            data-testid="service-orders-link"
          >
            {t('service.ordersLink', { count: service.orders_count })}
          </LocalizedLink>
        </li>
      </ul>
    </AdminSection>
  );
}

/**
 * /admin/catalog/services/new and /{id}: a service written in both languages side by side (title,
 * short and full description), its category, provider (the office or a partner), price in
 * hryvnias, whether it is for subscribers, order, address and picture. Saved as a draft first;
 * then its form is designed and it is published (what is still missing is named beside the
 * fields and in the publication panel) or taken back.
 */
export function ServicePage({
  service,
  categories,
  partners,
}: {
  service: AdminCatalogService | null;
  categories: readonly AdminServiceCategory[];
  partners: readonly AdminProPartnerListItem[];
}) {
  const { t } = useAdminCatalogTranslation();
  const locale = useLocale();
  const form = useApiForm<CatalogSaved>({
    intent: 'service',
    fields: SERVICE_FIELDS,
    schema: SERVICE_SCHEMA,
  });
  const picture = useImageField();
  const values = toServiceValues(service, locale === 'ua' ? 'uk' : 'en');
  const publication = useServicePublication(service);
  return (
    <BackOfficeEditorPage
      editor={SERVICE_EDITOR}
      form={form}
      record={service}
      texts={buildEditorTexts((key) => t(`service.${key}`), {
        title: service ? pickName(service.title, locale) : t('service.newTitle'),
        listTitle: t('services.title'),
        isNew: service === null,
      })}
      canSend={picture.isSendable}
      publication={publication}
      after={service && <ServiceLinks service={service} />}
    >
      <AdminSection id="service-main" title={t('service.mainTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('service.fields.titleUk'), en: t('service.fields.titleEn') }}
            values={values.title}
            maxLength={ADMIN_CATALOG_LIMITS.nameMax}
            isRequired
          />
          <SelectField
            form={form}
            name="category_id"
            label={t('service.fields.category')}
            placeholder={t('service.categoryPlaceholder')}
            options={categories.map((category) => ({
              value: String(category.id),
              label: pickName(category.name, locale),
            }))}
            initialValue={values.category_id}
            className="md:max-w-sm"
            required
          />
        </div>
      </AdminSection>
      <AdminSection id="service-texts" title={t('service.textsTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('service.textsHint')}</p>
          <BilingualFields
            form={form}
            name="summary"
            labels={{ uk: t('service.fields.summaryUk'), en: t('service.fields.summaryEn') }}
            values={values.summary}
            maxLength={ADMIN_CATALOG_LIMITS.summaryMax}
            isLong
          />
          <NeededNote service={service} names={['summary.uk', 'summary.en']} />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('service.fields.descriptionUk'), en: t('service.fields.descriptionEn') }}
            values={values.description}
            maxLength={ADMIN_CATALOG_LIMITS.descriptionMax}
            isLong
            rows={8}
          />
          <NeededNote service={service} names={['description.uk', 'description.en']} />
        </div>
      </AdminSection>
      <AdminSection id="service-terms" title={t('service.termsTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            form={form}
            name="partner_id"
            label={t('service.fields.partner')}
            placeholder={t('service.office')}
            options={partners.map((partner) => ({
              value: String(partner.id),
              label: pickName(partner.name, locale),
            }))}
            initialValue={values.partner_id}
          />
          <TextField
            form={form}
            name="price_minor"
            label={t('service.fields.price')}
            hint={t('service.priceHint')}
            initialValue={values.price}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
          />
          <TextField
            form={form}
            name="position"
            label={t('service.fields.position')}
            hint={t('service.positionHint')}
            initialValue={values.position}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
          />
          <TextField
            form={form}
            name="slug"
            label={t('service.fields.slug')}
            hint={t('service.slugHint')}
            initialValue={values.slug}
            autoComplete="off"
            spellCheck={false}
            maxLength={ADMIN_CATALOG_LIMITS.slugMax}
          />
          <div className="md:col-span-2">
            <SavedCheckbox
              form={form}
              name="subscription_required"
              label={t('service.fields.subscription')}
              hint={t('service.subscriptionHint')}
              isChecked={values.subscription_required}
            />
          </div>
        </div>
      </AdminSection>
      <AdminSection id="service-picture" title={t('picture.title')}>
        <ImageField
          form={form}
          state={picture}
          imageUrl={service?.image_url ?? null}
          variant="cover"
          testId="service-picture"
          texts={{
            current: t('picture.current'),
            none: t('picture.none'),
            field: t('picture.field'),
            newField: t('picture.newField'),
            hint: t('picture.hint'),
            replaceHint: t('picture.replaceHint'),
            remove: t('picture.remove'),
            removeHint: t('picture.removeHint'),
          }}
        />
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
