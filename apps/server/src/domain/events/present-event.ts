import {
  EVENT_TIME_ZONE,
  type ApiLocale,
  type ClubEvent,
  type ClubEventListItem,
  type EventRegistration,
  imageUrl,
} from '@portal/contract';
import type { clubEvents } from '@portal/db';

export type ClubEventRow = typeof clubEvents.$inferSelect;

/** The company's live place at an event, as read beside it. */
export type PlaceRow = {
  status: 'registered' | 'waiting';
  createdAt: Date;
  /** 1 for the first in the waiting list; null with a seat. */
  waitingPosition: number | null;
};

/** The last moment to register: the office's deadline, or the start. */
export function registerByOf(event: Pick<ClubEventRow, 'registerBy' | 'startsAt'>): Date {
  return event.registerBy ?? event.startsAt;
}

/** Registration (a seat or the waiting list) is open until the deadline, and never after the start. */
export function isRegistrationOpen(event: Pick<ClubEventRow, 'registerBy' | 'startsAt'>, now: Date): boolean {
  const deadline = registerByOf(event);
  return now <= deadline && now < event.startsAt;
}

/** Seats not yet taken (never below 0 after a manager lowered the capacity); null without a limit. */
export function seatsLeftOf(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

function toRegistration(place: PlaceRow | null): EventRegistration | null {
  if (!place) return null;
  return {
    status: place.status,
    waiting_position: place.status === 'waiting' ? place.waitingPosition : null,
    created_at: place.createdAt.toISOString(),
  };
}

/** An event as a list shows it, in the request's language. */
export function toEventListItem(
  event: ClubEventRow,
  facts: { taken: number; place: PlaceRow | null; now: Date },
  locale: ApiLocale,
): ClubEventListItem {
  const en = locale === 'en';
  return {
    id: event.id,
    slug: event.slug,
    image_url: imageUrl(event.imageFileId),
    title: en ? event.titleEn : event.titleUk,
    summary: en ? event.summaryEn : event.summaryUk,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    time_zone: EVENT_TIME_ZONE,
    format: event.format,
    place: en ? event.placeEn : event.placeUk,
    language: event.language,
    speakers: event.speakers.map((speaker) => ({
      name: en ? speaker.nameEn : speaker.nameUk,
      role: en ? speaker.roleEn : speaker.roleUk,
    })),
    capacity: event.capacity,
    seats_left: seatsLeftOf(event.capacity, facts.taken),
    register_by: registerByOf(event).toISOString(),
    is_registration_open: isRegistrationOpen(event, facts.now),
    registration: toRegistration(facts.place),
  };
}

/** One event with its description; the online link only for a company with a seat. */
export function toEvent(
  event: ClubEventRow,
  facts: { taken: number; place: PlaceRow | null; now: Date },
  locale: ApiLocale,
): ClubEvent {
  return {
    ...toEventListItem(event, facts, locale),
    description: locale === 'en' ? event.descriptionEn : event.descriptionUk,
    online_url: facts.place?.status === 'registered' ? event.onlineUrl : null,
  };
}
