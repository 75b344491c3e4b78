import {
  ADMIN_EVENT_LIMITS,
  ADMIN_EVENT_TABS,
  AdminEventBodySchema,
  type AdminEvent,
  type AdminEventBody,
  type AdminEventTab,
  type EventFormat,
  type EventLanguage,
  type ImageUpload,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';
import { fromKyivInput, toKyivInput } from './kyiv-time';
import { REMOVE_IMAGE_FIELD, toImageFieldValue } from '../../../components/back-office/image-upload';

/**
 * The back office's events (issue 16 §6): the editor's fields, the body it sends, the list's
 * query. Times are typed in Kyiv time and sent as instants.
 */

/** The back office's list, editor and registrations. */
export const CLUB_EVENTS_PATH = '/admin/events';

/** Rows of speakers a page without JavaScript offers: the saved ones and this many empty ones. */
export const EMPTY_SPEAKER_ROWS = 2;

const SPEAKER_PARTS = ['name.uk', 'name.en', 'role.uk', 'role.en'] as const;

/** A speaker row's field (`speakers.0.name.uk`): the body's path, so the API's 422 lands beside it. */
export function speakerField(index: number, part: (typeof SPEAKER_PARTS)[number]): string {
  return `speakers.${index}.${part}`;
}

/** Named by the body's paths (`title.uk`), so the API's 422 errors land beside their fields. */
export const CLUB_EVENT_FIELDS: FieldSpec = {
  slug: 'text',
  'title.uk': 'text',
  'title.en': 'text',
  'summary.uk': 'text',
  'summary.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  starts_at: 'text',
  ends_at: 'text',
  register_by: 'text',
  format: 'text',
  language: 'text',
  'place.uk': 'text',
  'place.en': 'text',
  online_url: 'text',
  capacity: 'text',
  ...Object.fromEntries(
    Array.from({ length: ADMIN_EVENT_LIMITS.speakersMax }, (_, index) =>
      SPEAKER_PARTS.map((part) => [speakerField(index, part), 'text'] as const),
    ).flat(),
  ),
  /** The new picture, a file the route's action reads from the multipart form. */
  image: 'text',
  /** Ticked: the picture is removed (when no new one is chosen). */
  [REMOVE_IMAGE_FIELD]: 'checkbox',
};

export type ClubEventSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/** A whole number of seats, null when empty (no limit); anything else is sent as typed, for the API to refuse. */
function toCapacity(value: string): number | null {
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : (value as unknown as number);
}

/** The speakers' rows as the body's list: rows left empty are no speakers. */
function toSpeakers(values: FormValues) {
  const speakers = [];
  for (let index = 0; index < ADMIN_EVENT_LIMITS.speakersMax; index++) {
    const [nameUk, nameEn, roleUk, roleEn] = SPEAKER_PARTS.map((part) =>
      text(values, speakerField(index, part)),
    );
    if (!nameUk && !nameEn && !roleUk && !roleEn) continue;
    speakers.push({ name: { uk: nameUk!, en: nameEn! }, role: { uk: roleUk!, en: roleEn! } });
  }
  return speakers;
}

/**
 * The editor as the body of `POST /admin/events` or `PUT …/{id}`: Kyiv times as instants (a time
 * left empty or not a time is left out, so the contract says 'required' or 'enter a date and
 * time'), an empty capacity is no limit, an empty deadline is until the start, an empty link
 * none, an empty slug is made by the server (new) or kept (edit). A new picture replaces the
 * saved one; 'remove' with none chosen removes it; otherwise it is kept.
 */
export function toClubEventBody(values: FormValues, image: ImageUpload | undefined): AdminEventBody {
  const at = (name: string) => {
    const value = text(values, name);
    return value === '' ? undefined : (fromKyivInput(value) ?? value);
  };
  const slug = text(values, 'slug');
  const format = text(values, 'format');
  const language = text(values, 'language');
  const body: AdminEventBody = {
    ...(slug ? { slug } : {}),
    title: bilingual(values, 'title'),
    summary: bilingual(values, 'summary'),
    description: bilingual(values, 'description'),
    starts_at: at('starts_at') as string,
    ends_at: at('ends_at') as string,
    register_by: at('register_by') ?? null,
    format: (format || undefined) as EventFormat,
    language: (language || undefined) as EventLanguage,
    place: bilingual(values, 'place'),
    online_url: text(values, 'online_url') || null,
    speakers: toSpeakers(values),
    capacity: toCapacity(text(values, 'capacity')),
  };
  const picture = toImageFieldValue(image, values[REMOVE_IMAGE_FIELD]);
  if (picture !== undefined) body.image = picture;
  return body;
}

/** The browser's check: the contract's schema on the body the editor sends (the picture is its field's). */
export const CLUB_EVENT_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminEventBodySchema.safeParse(toClubEventBody(value as FormValues, undefined), params),
};

/** The editor's starting values: the saved event (times in Kyiv), or empty for a new one. */
export function toEditorValues(event: AdminEvent | null) {
  const empty = { uk: '', en: '' };
  return {
    slug: event?.slug ?? '',
    title: event?.title ?? empty,
    summary: event?.summary ?? empty,
    description: event?.description ?? empty,
    starts_at: toKyivInput(event?.starts_at),
    ends_at: toKyivInput(event?.ends_at),
    register_by: toKyivInput(event?.register_by),
    format: event?.format ?? '',
    language: event?.language ?? '',
    place: event?.place ?? empty,
    online_url: event?.online_url ?? '',
    capacity: event?.capacity === null || event === null ? '' : String(event.capacity),
    speakers: event?.speakers ?? [],
  };
}

export type ClubEventsQuery = { tab: AdminEventTab; search: string | undefined; page: number };

/** The list's query from the page's address: the tab (upcoming by default), the search, the page. */
export function readClubEventsQuery(params: URLSearchParams): ClubEventsQuery {
  return {
    tab: readOneOf(params, 'tab', ADMIN_EVENT_TABS) ?? 'upcoming',
    search: readSearch(params),
    page: readPage(params),
  };
}

/** An id of the address the API could take: a whole positive number, else undefined (the page's 404). */
export function parseClubEventId(id: string | undefined): number | undefined {
  if (!id || !/^\d{1,10}$/.test(id)) return undefined;
  const number = Number(id);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}
