import type { AdminEvent } from '@portal/contract';
import { ADMIN_CLUB_RESOURCES, useAdminClubTranslation } from '../../../i18n/adminClub';
import { CLUB_RESOURCES } from '../../../i18n/club';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { foreignLang } from '../../../lib/localized-name';
import { AdminSection } from '../../../components/back-office/page-heading';
import { splitParagraphs } from '../../../lib/text';

const LANGS = ['uk', 'en'] as const;

/**
 * How companies read the saved event in each language, as the cabinet's card and page show it:
 * the picture, when (Kyiv time, the zone named), the title, summary, format, place, language,
 * seats, registration deadline, speakers and description. Labels in each card's own language.
 */
export function ClubEventPreview({ event }: { event: AdminEvent }) {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  return (
    <AdminSection
      id="club-event-preview"
      title={t('preview.title')}
      testId="club-event-preview"
      className="mt-6"
    >
      <p className="mb-5 text-[15px] text-muted">{t('preview.lead')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {LANGS.map((lang) => {
          const club = CLUB_RESOURCES[lang];
          const own = ADMIN_CLUB_RESOURCES[lang].preview;
          const cardLocale = lang === 'uk' ? 'ua' : 'en';
          const place =
            event.format === 'online' || !event.place[lang].trim() ? club.card.online : event.place[lang];
          return (
            <article
              key={lang}
              aria-labelledby={`club-event-preview-${lang}-title`}
              className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
              data-testid={`club-event-preview-${lang}`}
            >
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t(`preview.lang.${lang}`)}
              </p>
              <div lang={foreignLang(lang, locale)} className="flex flex-col gap-3">
                {event.image_url && (
                  <img src={event.image_url} alt="" className="aspect-[2/1] w-full rounded-xl object-cover" />
                )}
                <p className="text-sm font-semibold text-brand-700">
                  <time dateTime={event.starts_at}>{formatDateTime(event.starts_at, cardLocale)}</time>
                  {' – '}
                  <time dateTime={event.ends_at}>{formatDateTime(event.ends_at, cardLocale)}</time>
                </p>
                <h3
                  id={`club-event-preview-${lang}-title`}
                  className="text-lg leading-snug font-bold break-words text-brand-900"
                >
                  {event.title[lang]}
                </h3>
                {event.summary[lang] && (
                  <p className="text-[15px] leading-relaxed text-ink">{event.summary[lang]}</p>
                )}
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
                  <dt className="font-semibold text-muted">{club.card.format}</dt>
                  <dd>{club.formats[event.format]}</dd>
                  <dt className="font-semibold text-muted">{club.card.place}</dt>
                  <dd className="break-words">{place}</dd>
                  <dt className="font-semibold text-muted">{club.card.language}</dt>
                  <dd>{club.languages[event.language]}</dd>
                  <dt className="font-semibold text-muted">{own.capacity}</dt>
                  <dd>
                    {event.capacity === null ? club.card.noLimit : formatNumber(event.capacity, cardLocale)}
                  </dd>
                  <dt className="font-semibold text-muted">{own.registerBy}</dt>
                  <dd>{formatDateTime(event.register_by ?? event.starts_at, cardLocale)}</dd>
                </dl>
                {event.speakers.length > 0 && (
                  <div>
                    <p className="font-semibold text-muted">{own.speakers}</p>
                    <ul className="mt-1 flex flex-col gap-1 text-[15px]">
                      {event.speakers.map((speaker, index) => (
                        <li key={index} className="break-words">
                          <span className="font-semibold">{speaker.name[lang]}</span>
                          {speaker.role[lang] && <span className="text-muted"> — {speaker.role[lang]}</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-ink">
                  {splitParagraphs(event.description[lang]).map((paragraph, index) => (
                    <p key={index} className="break-words whitespace-pre-line">
                      {paragraph}
                    </p>
                  ))}
                </div>
                {event.format !== 'offline' && (
                  <p className="text-sm text-muted">{own.onlineOnlyRegistered}</p>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </AdminSection>
  );
}
