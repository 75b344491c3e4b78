import {
  PRO_PARTNER_KINDS,
  PRO_PARTNER_LIMITS,
  type AdminProPartner,
  type AdminProPartnerRequest,
  type Country,
  type GeoCountryGroup,
  type PaginationMeta,
} from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { buildEditorTexts, defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { CountriesField } from './countries-field';
import { ImageField, useImageField } from '../../../components/back-office/image-field';
import { PartnerRequestsSection } from './partner-requests-section';
import {
  groupCountries,
  PRO_PARTNERS_PATH,
  PRO_PARTNER_FIELDS,
  PRO_PARTNER_SCHEMA,
  REQUESTS_PAGE_PARAM,
  toEditorValues,
  type ProPartnerSaved,
} from './pro-partner-form';
import { ProPartnerPreview } from './pro-partner-preview';
import { usePartnerPublication } from './publication-actions';

/** The partner's editor (decision 045): a form with a logo, published content, audited. */
export const PRO_PARTNER_EDITOR = defineEditor({
  testId: 'partner',
  listPath: PRO_PARTNERS_PATH,
  audit: 'pro_partner',
  isMultipart: true,
});

/**
 * /admin/pro-partners/new and /{id}: a professional partner written in both languages side by side
 * (name, short and full description, city; English in Latin letters), its kind, the countries it
 * serves, the e-mail the requests go to, phone, website and logo. Saved as a draft first, then
 * published (with a confirmation) or taken back; a saved partner shows how exporters see it and
 * the requests it received.
 */
export function ProPartnerPage({
  partner,
  requests,
  countries,
  regions,
}: {
  partner: AdminProPartner | null;
  requests: { items: readonly AdminProPartnerRequest[]; meta: PaginationMeta } | null;
  countries: readonly Country[];
  regions: readonly GeoCountryGroup[];
}) {
  const { t } = useAdminPartnersTranslation();
  const locale = useLocale();
  const form = useApiForm<ProPartnerSaved>({
    intent: 'partner',
    fields: PRO_PARTNER_FIELDS,
    schema: PRO_PARTNER_SCHEMA,
  });
  const logo = useImageField();
  const values = toEditorValues(partner);
  const title = partner ? pickName(partner.name, locale) : t('form.newTitle');
  const publication = usePartnerPublication(partner);
  const groups = groupCountries(
    countries,
    regions,
    t('countries.otherRegion'),
    new Intl.Collator(locale === 'ua' ? 'uk' : 'en'),
  );

  return (
    <BackOfficeEditorPage
      editor={PRO_PARTNER_EDITOR}
      form={form}
      record={partner}
      texts={buildEditorTexts((key) => t(`form.${key}`), {
        title,
        listTitle: t('list.title'),
        isNew: partner === null,
      })}
      canSend={logo.isSendable}
      publication={publication}
      footer={
        partner && (
          <p className="text-sm break-all text-muted" data-testid="partner-address">
            {t('form.address', { slug: partner.slug })}
          </p>
        )
      }
      after={
        partner && (
          <>
            <ProPartnerPreview partner={partner} />
            {requests && <PartnerRequestsSection requests={requests} pageParam={REQUESTS_PAGE_PARAM} />}
          </>
        )
      }
    >
      <AdminSection id="partner-main" title={t('form.mainTitle')}>
        <div className="flex flex-col gap-4">
          <SelectField
            form={form}
            name="kind"
            label={t('form.fields.kind')}
            placeholder={t('form.kindPlaceholder')}
            options={PRO_PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            initialValue={values.kind}
            className="md:max-w-sm"
            required
          />
          <BilingualFields
            form={form}
            name="name"
            labels={{ uk: t('form.fields.nameUk'), en: t('form.fields.nameEn') }}
            values={values.name}
            maxLength={PRO_PARTNER_LIMITS.nameMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="city"
            labels={{ uk: t('form.fields.cityUk'), en: t('form.fields.cityEn') }}
            values={values.city}
            maxLength={PRO_PARTNER_LIMITS.cityMax}
          />
        </div>
      </AdminSection>
      <AdminSection id="partner-texts" title={t('form.textsTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('form.textsHint')}</p>
          <BilingualFields
            form={form}
            name="summary"
            labels={{ uk: t('form.fields.summaryUk'), en: t('form.fields.summaryEn') }}
            values={values.summary}
            maxLength={PRO_PARTNER_LIMITS.summaryMax}
            isLong
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('form.fields.descriptionUk'), en: t('form.fields.descriptionEn') }}
            values={values.description}
            maxLength={PRO_PARTNER_LIMITS.descriptionMax}
            isLong
            rows={8}
          />
        </div>
      </AdminSection>
      <AdminSection id="partner-countries-section" title={t('countries.legend')}>
        <CountriesField form={form} groups={groups} initialValues={values.countries} />
      </AdminSection>
      <AdminSection id="partner-contacts" title={t('form.contactsTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            form={form}
            name="email"
            type="email"
            label={t('form.fields.email')}
            hint={t('form.emailHint')}
            initialValue={values.email}
            autoComplete="off"
            maxLength={254}
            required
          />
          <TextField
            form={form}
            name="phone"
            type="tel"
            label={t('form.fields.phone')}
            hint={t('form.phoneHint')}
            initialValue={values.phone}
            autoComplete="off"
            maxLength={40}
          />
          <TextField
            form={form}
            name="website_url"
            type="url"
            label={t('form.fields.website')}
            hint={t('form.websiteHint')}
            initialValue={values.website_url}
            autoComplete="off"
            maxLength={PRO_PARTNER_LIMITS.websiteMax}
          />
          <TextField
            form={form}
            name="slug"
            label={t('form.fields.slug')}
            hint={partner ? t('form.slugHint') : t('form.slugNewHint')}
            initialValue={partner?.slug ?? ''}
            autoComplete="off"
            spellCheck={false}
            maxLength={PRO_PARTNER_LIMITS.slugMax}
          />
        </div>
      </AdminSection>
      <AdminSection id="partner-logo" title={t('logo.title')}>
        <ImageField
          form={form}
          state={logo}
          imageUrl={partner?.image_url ?? null}
          variant="logo"
          testId="partner-logo"
          texts={{
            current: t('logo.current'),
            none: t('logo.none'),
            field: t('logo.field'),
            newField: t('logo.newField'),
            hint: t('logo.hint'),
            replaceHint: t('logo.replaceHint'),
            remove: t('logo.remove'),
            removeHint: t('logo.removeHint'),
          }}
        />
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
