import type { ClubEvent } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { buttonClasses } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useClubTranslation } from '../../i18n/club';
import { localizePath } from '../../i18n/locale';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { hasEnded, useEventFacts, useSeatsText } from './club-event-card';
import {
  canCancelClubEvent,
  CANCEL_INTENT,
  CLUB_EVENT_FIELDS,
  CLUB_EVENTS_PATH,
  clubEventCalendarPath,
  decideClubEventState,
  formatEventTime,
  REGISTER_INTENT,
  type ClubEventState,
} from './club-query';
import { splitParagraphs } from '../../lib/text';

export type ClubEventPageProps = { event: ClubEvent; now: string };

type RegistrationForm = ApiForm<{ event: ClubEvent }>;

const PANEL_TONES: Record<ClubEventState['kind'], string> = {
  registered: 'border-green-300 bg-green-50 text-green-950',
  waiting: 'border-amber-300 bg-amber-50 text-amber-950',
  open: 'border-slate-200 bg-white text-ink',
  closed: 'border-slate-300 bg-slate-50 text-slate-900',
};

/** 'Register' or, with the seats taken, 'Join the waiting list': one press, the API decides which. */
function RegisterForm({ form, isFull }: { form: RegistrationForm; isFull: boolean }) {
  const { t } = useClubTranslation();
  return (
    <form.Form {...form.formProps} className="flex flex-col items-start gap-3">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton isSubmitting={form.isSubmitting} testId="club-event-register">
        {isFull ? t('event.joinWaiting') : t('event.register')}
      </SubmitButton>
      <FormAlert errors={form.generalErrors} testId="club-event-register-error" />
    </form.Form>
  );
}

/**
 * 'Cancel registration' with a confirmation step that needs no JavaScript: a disclosure whose
 * second button sends the form. It opens by itself when the API refused, so its message is seen.
 */
function CancelForm({ form, isWaiting }: { form: RegistrationForm; isWaiting: boolean }) {
  const { t } = useClubTranslation();
  const hasErrors = form.generalErrors.length > 0;
  return (
    <details open={hasErrors || undefined} className="group" data-testid="club-event-cancel">
      <summary
        className={cx(buttonClasses('outline', 'md'), 'w-fit cursor-pointer list-none whitespace-normal')}
        data-testid="club-event-cancel-open"
      >
        {isWaiting ? t('event.leaveWaiting') : t('event.cancel')}
      </summary>
      <form.Form
        {...form.formProps}
        className="mt-3 flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-ink"
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <p className="text-[15px] leading-relaxed">{t('event.cancelQuestion')}</p>
        <SubmitButton isSubmitting={form.isSubmitting} testId="club-event-cancel-confirm">
          {t('event.cancelConfirm')}
        </SubmitButton>
        <FormAlert errors={form.generalErrors} testId="club-event-cancel-error" />
      </form.Form>
    </details>
  );
}

/**
 * The registration box: the company's place, what it may do (register, join the waiting list,
 * give the place back), the online link once it has a seat, and the calendar file. The forms go
 * through the route's action; with JavaScript the page's data is read again without a reload.
 */
function RegistrationPanel({ event, now }: ClubEventPageProps) {
  const { t } = useClubTranslation();
  const locale = useLocale();
  const register = useApiForm<{ event: ClubEvent }>({ intent: REGISTER_INTENT, fields: CLUB_EVENT_FIELDS });
  const cancel = useApiForm<{ event: ClubEvent }>({ intent: CANCEL_INTENT, fields: CLUB_EVENT_FIELDS });
  const state = decideClubEventState(event);
  const ended = hasEnded(event, now);
  const canCancel = canCancelClubEvent(event, new Date(now));
  const seats = useSeatsText(event);

  const done =
    register.success && state.kind === 'registered'
      ? t('event.registeredNow')
      : register.success && state.kind === 'waiting'
        ? t('event.waitingNow')
        : cancel.success && (state.kind === 'open' || state.kind === 'closed')
          ? t('event.cancelledNow')
          : null;

  const [title, text] = {
    registered: [t('event.registeredTitle'), t('event.registeredText')],
    waiting: [
      state.kind === 'waiting' && state.position !== null
        ? t('event.waitingTitle', { position: state.position })
        : t('event.waitingTitleNoPosition'),
      t('event.waitingText'),
    ],
    open: [
      t('event.registration'),
      state.kind === 'open' && state.isFull ? t('event.fullText') : t('event.openText'),
    ],
    closed: [t('event.closedTitle'), ended ? t('event.endedText') : t('event.closedText')],
  }[state.kind];

  return (
    <section
      aria-labelledby="club-event-registration-title"
      data-testid="club-event-registration"
      data-state={state.kind}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:p-6 lg:col-start-2 lg:row-span-full',
        PANEL_TONES[state.kind],
      )}
    >
      <div>
        <h2
          id="club-event-registration-title"
          className="text-lg font-bold"
          data-testid="club-event-state-title"
        >
          {title}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed">{text}</p>
        {state.kind === 'open' && seats && (
          <p className="mt-2 text-[15px] font-semibold" data-testid="club-event-seats">
            {seats}
          </p>
        )}
        {!ended && (
          <p className="mt-2 text-sm">
            {t('event.registerBy')}:{' '}
            <time dateTime={event.register_by}>{formatDateTime(event.register_by, locale)}</time>
          </p>
        )}
      </div>
      <FormStatus testId="club-event-done">{done}</FormStatus>
      {state.kind === 'registered' && event.online_url && (
        <p className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('event.onlineLink')}</span>
          <a
            href={event.online_url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-[15px] font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
            data-testid="club-event-online-url"
          >
            {event.online_url}
            <span className="sr-only"> ({t('event.onlineLinkHint')})</span>
          </a>
        </p>
      )}
      {state.kind === 'open' && <RegisterForm form={register} isFull={state.isFull} />}
      {state.kind !== 'open' && register.generalErrors.length > 0 && (
        <FormAlert errors={register.generalErrors} testId="club-event-register-error" />
      )}
      {(state.kind === 'registered' || state.kind === 'waiting') && canCancel && (
        <CancelForm form={cancel} isWaiting={state.kind === 'waiting'} />
      )}
      {!ended && (
        <a
          href={localizePath(clubEventCalendarPath(event.id), locale)}
          download
          className="w-fit text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="club-event-calendar"
        >
          {t('event.calendar')}
        </a>
      )}
    </section>
  );
}

/**
 * /profile/pro-services/business-club/events/{id} (spec §2, behind the subscription gate):
 * everything about the event — when (Kyiv time, the zone named), format, place, language, seats,
 * the registration deadline, speakers and description — and the company's registration.
 */
export function ClubEventPage({ event, now }: ClubEventPageProps) {
  const { t } = useClubTranslation();
  const locale = useLocale();
  const facts = useEventFacts(event);
  const paragraphs = splitParagraphs(event.description);
  return (
    <>
      <LocalizedLink
        to={CLUB_EVENTS_PATH}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('event.back')}
      </LocalizedLink>
      <PageHeading title={event.title} lead={event.summary || undefined} />
      {/*
        WCAG 1.3.2: the registration follows the facts in the page itself, as it is seen on a phone;
        a wide screen places it beside them in a column of its own (grid placement only, the order
        of reading unchanged). Its rows end in `1fr`, so a tall panel lengthens the last row rather
        than opening gaps between the sections on the left.
      */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <section
          aria-labelledby="club-event-details-title"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1"
          data-testid="club-event-details"
        >
          <h2 id="club-event-details-title" className="mb-4 text-lg font-bold text-brand-900">
            {t('event.details')}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 text-[15px] sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-muted">{t('event.when')}</dt>
            <dd className="-mt-2 text-ink sm:mt-0" data-testid="club-event-when">
              <time dateTime={event.starts_at}>{formatEventTime(event, locale)}</time>
            </dd>
            <dt className="font-semibold text-muted">{t('event.format')}</dt>
            <dd className="-mt-2 text-ink sm:mt-0">{facts.format}</dd>
            <dt className="font-semibold text-muted">{t('event.place')}</dt>
            <dd className="-mt-2 break-words text-ink sm:mt-0">{facts.place}</dd>
            <dt className="font-semibold text-muted">{t('event.language')}</dt>
            <dd className="-mt-2 text-ink sm:mt-0">{facts.language}</dd>
            <dt className="font-semibold text-muted">{t('event.seats')}</dt>
            <dd className="-mt-2 text-ink sm:mt-0" data-testid="club-event-capacity">
              {event.capacity === null
                ? t('card.noLimit')
                : t('event.capacity', { count: event.capacity, left: event.seats_left ?? 0 })}
            </dd>
          </dl>
        </section>
        <RegistrationPanel event={event} now={now} />
        {event.speakers.length > 0 && (
          <section
            aria-labelledby="club-event-speakers-title"
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1"
            data-testid="club-event-speakers"
          >
            <h2 id="club-event-speakers-title" className="mb-3 text-lg font-bold text-brand-900">
              {t('event.speakers')}
            </h2>
            <ul className="flex flex-col gap-2">
              {event.speakers.map((speaker) => (
                <li key={`${speaker.name}|${speaker.role}`} className="text-[15px] leading-relaxed">
                  <span className="font-semibold text-ink">{speaker.name}</span>
                  {speaker.role && <span className="text-muted">, {speaker.role}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        {paragraphs.length > 0 && (
          <section
            aria-labelledby="club-event-description-title"
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1"
            data-testid="club-event-description"
          >
            <h2 id="club-event-description-title" className="mb-3 text-lg font-bold text-brand-900">
              {t('event.description')}
            </h2>
            <div className="flex flex-col gap-3 text-[15px] leading-relaxed whitespace-pre-line text-ink">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
