import type { ClubEventListItem } from '@portal/contract';
import { useClubTranslation } from '../../i18n/club';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { clubEventPath, decideClubEventState, formatEventTime, type ClubEventState } from './club-query';

/** The tones of the company's place: green a seat, amber the waiting list, grey closed. */
const STATE_TONES: Record<ClubEventState['kind'] | 'ended', string> = {
  registered: 'border-green-300 bg-green-50 text-green-900',
  waiting: 'border-amber-300 bg-amber-50 text-amber-950',
  open: 'border-brand-100 bg-brand-50 text-brand-900',
  closed: 'border-slate-300 bg-slate-50 text-slate-800',
  ended: 'border-slate-300 bg-slate-50 text-slate-800',
};

/** Whether the event has ended by `now` (the loader's moment, so the server and the browser agree). */
export function hasEnded(event: Pick<ClubEventListItem, 'ends_at'>, now: string): boolean {
  return new Date(event.ends_at).getTime() <= new Date(now).getTime();
}

/**
 * The seats as a person reads them: 'Залишилось 3 місця' / '3 seats left', 'no limit', or that the
 * seats are taken and the waiting list is open. Nothing once the registration has closed.
 */
export function useSeatsText(event: Pick<ClubEventListItem, 'seats_left' | 'is_registration_open'>) {
  const { t } = useClubTranslation();
  if (!event.is_registration_open) return null;
  if (event.seats_left === null) return t('card.noLimit');
  if (event.seats_left <= 0) return t('card.full');
  return t('card.seatsLeft', { count: event.seats_left });
}

/** The company's place at the event (or that the registration is closed / the event ended) as a label. */
export function ClubEventStateLabel({
  event,
  now,
  className,
}: {
  event: ClubEventListItem;
  now: string;
  className?: string;
}) {
  const { t } = useClubTranslation();
  const state = decideClubEventState(event);
  const seats = useSeatsText(event);
  const ended = hasEnded(event, now);
  const kind = state.kind === 'closed' && ended ? 'ended' : state.kind;
  const text =
    state.kind === 'registered'
      ? t('card.registered')
      : state.kind === 'waiting'
        ? state.position === null
          ? t('card.waitingNoPosition')
          : t('card.waiting', { position: state.position })
        : state.kind === 'closed'
          ? ended
            ? t('card.ended')
            : t('card.closed')
          : seats;
  if (!text) return null;
  return (
    <span
      data-testid="club-event-state"
      data-state={kind}
      className={cx(
        'inline-flex w-fit items-center rounded-full border px-3 py-1 text-sm font-semibold',
        STATE_TONES[kind],
        className,
      )}
    >
      {text}
    </span>
  );
}

/** Format, place ('Онлайн' for an online event) and language, as the card and the page show them. */
export function useEventFacts(event: Pick<ClubEventListItem, 'format' | 'place' | 'language'>) {
  const { t } = useClubTranslation();
  return {
    format: t(`formats.${event.format}`),
    place: event.format === 'online' || event.place.trim() === '' ? t('card.online') : event.place,
    language: t(`languages.${event.language}`),
  };
}

/**
 * One event as a card: its title (a link to its page, the whole card clickable), when it is held
 * in Kyiv time with the zone named, format, place, language, the seats and the company's place.
 */
export function ClubEventCard({
  event,
  now,
  headingLevel = 'h3',
}: {
  event: ClubEventListItem;
  now: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useClubTranslation();
  const locale = useLocale();
  const facts = useEventFacts(event);
  const Heading = headingLevel;
  return (
    <li
      data-testid="club-event-card"
      data-event-id={event.id}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50 sm:p-6"
    >
      <p className="text-sm font-semibold text-brand-700">
        <time dateTime={event.starts_at}>{formatEventTime(event, locale)}</time>
      </p>
      <Heading className="text-lg leading-snug font-bold text-brand-900">
        <LocalizedLink
          to={clubEventPath(event.id)}
          className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {event.title}
        </LocalizedLink>
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
        <dt className="font-semibold text-muted">{t('card.format')}</dt>
        <dd className="text-ink">{facts.format}</dd>
        <dt className="font-semibold text-muted">{t('card.place')}</dt>
        <dd className="break-words text-ink">{facts.place}</dd>
        <dt className="font-semibold text-muted">{t('card.language')}</dt>
        <dd className="text-ink">{facts.language}</dd>
      </dl>
      {event.summary && <p className="line-clamp-3 text-[15px] leading-relaxed text-ink">{event.summary}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        <ClubEventStateLabel event={event} now={now} />
        <span className="text-sm font-semibold text-brand-700" aria-hidden="true">
          {t('card.open')} →
        </span>
      </div>
    </li>
  );
}
