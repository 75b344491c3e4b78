import {
  ADMIN_EVENT_LIMITS,
  EVENT_FORMATS,
  EVENT_LANGUAGES,
  type AdminEvent,
  type AdminEventRegistration,
} from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useClubTranslation } from '../../../i18n/club';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { buildEditorTexts, defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { ClubEventPreview } from './club-event-preview';
import {
  CLUB_EVENTS_PATH,
  CLUB_EVENT_FIELDS,
  CLUB_EVENT_SCHEMA,
  toEditorValues,
  type ClubEventSaved,
} from './club-event-form';
import { ImageField, useImageField } from '../../../components/back-office/image-field';
import { useClubEventPublication } from './publication-section';
import { RegistrationsSection } from './registrations-section';
import { SpeakerRows } from './speaker-rows';

/** The event's editor (decision 045): a form with a picture, published content, audited. */
export const CLUB_EVENT_EDITOR = defineEditor({
  testId: 'club-event',
  listPath: CLUB_EVENTS_PATH,
  audit: 'club_event',
  isMultipart: true,
});

/**
 * /admin/events/new and /{id}: an event written in both languages side by side (title, summary,
 * description, place, speakers), its times in Kyiv time, format, language, link, seats,
 * registration deadline and picture. Saved as a draft first, then published (with a
 * confirmation) or taken back; a saved event shows its registrations with their CSV and how
 * companies read it.
 */
export function ClubEventPage({
  event,
  registrations,
}: {
  event: AdminEvent | null;
  registrations: readonly AdminEventRegistration[];
}) {
  const { t } = useAdminClubTranslation();
  const { t: tClub } = useClubTranslation();
  const locale = useLocale();
  const form = useApiForm<ClubEventSaved>({
    intent: 'club-event',
    fields: CLUB_EVENT_FIELDS,
    schema: CLUB_EVENT_SCHEMA,
  });
  const image = useImageField();
  const values = toEditorValues(event);
  const title = event ? pickName(event.title, locale) : t('form.newTitle');
  const publication = useClubEventPublication(event);

  return (
    <BackOfficeEditorPage
      editor={CLUB_EVENT_EDITOR}
      form={form}
      record={event}
      texts={buildEditorTexts((key) => t(`form.${key}`), {
        title,
        listTitle: t('list.title'),
        isNew: event === null,
      })}
      canSend={image.isSendable}
      publication={publication}
      after={
        event && (
          <>
            <RegistrationsSection event={event} registrations={registrations} />
            <ClubEventPreview event={event} />
          </>
        )
      }
    >
      <AdminSection id="club-event-texts" title={t('form.textsTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('form.fields.titleUk'), en: t('form.fields.titleEn') }}
            values={values.title}
            maxLength={ADMIN_EVENT_LIMITS.titleMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="summary"
            labels={{ uk: t('form.fields.summaryUk'), en: t('form.fields.summaryEn') }}
            values={values.summary}
            maxLength={ADMIN_EVENT_LIMITS.summaryMax}
            isLong
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('form.fields.descriptionUk'), en: t('form.fields.descriptionEn') }}
            values={values.description}
            maxLength={ADMIN_EVENT_LIMITS.descriptionMax}
            isLong
            rows={8}
          />
        </div>
      </AdminSection>
      <AdminSection id="club-event-time" title={t('form.timeTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted" id="club-event-time-hint">
            {t('form.timeHint')}
          </p>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              form={form}
              name="starts_at"
              type="datetime-local"
              label={t('form.fields.startsAt')}
              initialValue={values.starts_at}
              required
            />
            <TextField
              form={form}
              name="ends_at"
              type="datetime-local"
              label={t('form.fields.endsAt')}
              initialValue={values.ends_at}
              required
            />
            <TextField
              form={form}
              name="register_by"
              type="datetime-local"
              label={t('form.fields.registerBy')}
              hint={t('form.registerByHint')}
              initialValue={values.register_by}
            />
          </div>
          <TextField
            form={form}
            name="capacity"
            label={t('form.fields.capacity')}
            hint={t('form.capacityHint')}
            initialValue={values.capacity}
            inputMode="numeric"
            className="md:max-w-xs"
          />
        </div>
      </AdminSection>
      <AdminSection id="club-event-place" title={t('form.placeTitle')}>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              form={form}
              name="format"
              label={t('form.fields.format')}
              placeholder={t('form.formatPlaceholder')}
              options={EVENT_FORMATS.map((format) => ({
                value: format,
                label: tClub(`formats.${format}`),
              }))}
              initialValue={values.format}
              required
            />
            <SelectField
              form={form}
              name="language"
              label={t('form.fields.language')}
              placeholder={t('form.languagePlaceholder')}
              options={EVENT_LANGUAGES.map((language) => ({
                value: language,
                label: tClub(`languages.${language}`),
              }))}
              initialValue={values.language}
              required
            />
          </div>
          <BilingualFields
            form={form}
            name="place"
            labels={{ uk: t('form.fields.placeUk'), en: t('form.fields.placeEn') }}
            values={values.place}
            maxLength={ADMIN_EVENT_LIMITS.placeMax}
          />
          <p className="-mt-2 text-sm text-muted">{t('form.placeHint')}</p>
          <TextField
            form={form}
            name="online_url"
            type="url"
            label={t('form.fields.onlineUrl')}
            hint={t('form.onlineUrlHint')}
            initialValue={values.online_url}
            maxLength={ADMIN_EVENT_LIMITS.onlineUrlMax}
            autoComplete="off"
          />
        </div>
      </AdminSection>
      <AdminSection id="club-event-speakers" title={t('form.speakersTitle')}>
        <SpeakerRows form={form} speakers={values.speakers} />
      </AdminSection>
      <AdminSection id="club-event-image" title={t('form.imageTitle')}>
        <ImageField
          form={form}
          state={image}
          imageUrl={event?.image_url ?? null}
          variant="cover"
          testId="club-event-image"
          texts={{
            current: t('form.currentImage'),
            none: t('form.noImage'),
            field: t('form.fields.image'),
            newField: t('form.fields.newImage'),
            hint: t('form.imageHint'),
            remove: t('form.removeImage'),
            removeHint: t('form.removeImageHint'),
          }}
        />
      </AdminSection>
      <TextField
        form={form}
        name="slug"
        label={t('form.fields.slug')}
        hint={t('form.slugHint')}
        initialValue={values.slug}
        maxLength={ADMIN_EVENT_LIMITS.slugMax}
        autoComplete="off"
      />
    </BackOfficeEditorPage>
  );
}
