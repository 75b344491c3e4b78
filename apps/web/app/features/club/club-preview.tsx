import type { ClubEventListItem } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { useClubTranslation } from '../../i18n/club';
import { ClubEventCard } from './club-event-card';
import { CLUB_EVENTS_PATH } from './club-query';

/** The subscriber's line on the club's base page: the plan, its last day, and what it opens here. */
export function useClubIncludedText(): (values: { plan: string; date: string }) => string {
  const { t } = useClubTranslation();
  return (values) => t('preview.includedText', values);
}

/** The way from the service's base page into the events list (a subscriber's only). */
export function ClubEventsLink() {
  const { t } = useClubTranslation();
  return (
    <ButtonLink to={CLUB_EVENTS_PATH} size="sm" data-testid="club-events-link">
      {t('preview.all')}
    </ButtonLink>
  );
}

/**
 * The business club's base page for a subscriber (spec §2): the next few upcoming events as
 * cards (the link to all of them is the access box's button, ClubEventsLink).
 */
export function ClubUpcomingPreview({
  items,
  total,
  now,
}: {
  items: ClubEventListItem[];
  total: number;
  now: string;
}) {
  const { t } = useClubTranslation();
  return (
    <section aria-labelledby="club-preview-title" className="mt-8" data-testid="club-preview">
      <h2 id="club-preview-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {t('preview.title')}
      </h2>
      {items.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="club-preview-list" data-total={total}>
          {items.map((event) => (
            <ClubEventCard key={event.id} event={event} now={now} />
          ))}
        </ul>
      ) : (
        <p
          className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-[15px] text-muted"
          data-testid="club-preview-empty"
        >
          {t('preview.empty')}
        </p>
      )}
    </section>
  );
}
