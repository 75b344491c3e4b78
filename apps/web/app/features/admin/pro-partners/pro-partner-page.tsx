import { type FormEvent } from 'react';
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
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
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
import { PublicationActions } from './publication-actions';
import { useSavedOutcome } from '../../../components/back-office/use-saved-outcome';

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
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const form = useApiForm<ProPartnerSaved>({
    intent: 'partner',
    fields: PRO_PARTNER_FIELDS,
    schema: PRO_PARTNER_SCHEMA,
  });
  const logo = useImageField();
  const values = toEditorValues(partner);
  const title = partner ? pickName(partner.name, locale) : t('form.newTitle');
  const { isSaved, isJustCreated, status } = useSavedOutcome(form, partner !== null);
  const groups = groupCountries(
    countries,
    regions,
    t('countries.otherRegion'),
    new Intl.Collator(locale === 'ua' ? 'uk' : 'en'),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.formProps.onSubmit(event);
    if (!logo.isSendable()) event.preventDefault();
  };

  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('form.lead')}
        breadcrumbs={[
          { label: tAdmin('nav.dashboard'), to: '/admin' },
          { label: t('list.title'), to: PRO_PARTNERS_PATH },
          { label: title },
        ]}
        aside={
          partner && <PublicationTag publishedAt={partner.published_at} size="md" className="self-start" />
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <form.Form
          {...form.formProps}
          onSubmit={onSubmit}
          encType="multipart/form-data"
          key={partner?.updated_at ?? 'new'}
          className="flex min-w-0 flex-col gap-6"
          data-testid="partner-form"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="partner-error" />
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
          <div className="flex flex-col gap-3">
            <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="partner-submit">
              {partner ? t('form.save') : t('form.create')}
            </SubmitButton>
            {partner && (
              <p className="text-sm break-all text-muted" data-testid="partner-address">
                {t('form.address', { slug: partner.slug })}
              </p>
            )}
          </div>
        </form.Form>
        <div className="flex min-w-0 flex-col gap-6">
          <div ref={status} tabIndex={-1} className="focus:outline-none">
            <FormStatus testId="partner-saved">
              {isSaved
                ? partner?.published_at
                  ? t('form.savedLive')
                  : t('form.saved')
                : isJustCreated
                  ? t('form.created')
                  : null}
            </FormStatus>
          </div>
          {partner ? (
            <PublicationActions partner={partner} />
          ) : (
            <AdminSection id="partner-publication" title={t('publication.title')}>
              <p className="text-[15px] text-muted">{t('publication.newNote')}</p>
            </AdminSection>
          )}
        </div>
      </div>
      {partner && <ProPartnerPreview partner={partner} />}
      {partner && requests && <PartnerRequestsSection requests={requests} pageParam={REQUESTS_PAGE_PARAM} />}
    </>
  );
}
