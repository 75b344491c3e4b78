import type { ProPartnerListItem } from '@portal/contract';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { proPartnerPath } from './pro-partners-query';

/** The countries a partner serves as a person reads them; none listed means every country. */
export function useCountriesText(countries: ProPartnerListItem['countries']): string {
  const { t } = useProPartnersTranslation();
  return countries.length === 0
    ? t('list.everyCountry')
    : countries.map((country) => country.name).join(', ');
}

/** The kind of service as a small label. */
export function KindLabel({ kind }: { kind: ProPartnerListItem['kind'] }) {
  const { t } = useProPartnersTranslation();
  return (
    <span
      data-testid="pro-partner-kind"
      className="inline-flex w-fit items-center rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
    >
      {t(`kinds.${kind}`)}
    </span>
  );
}

/**
 * The partner's logo (decision 034), when it has one. Decorative (`alt=""`): the partner's name is
 * written right beside it, so a screen reader would only hear it twice.
 */
export function PartnerLogo({ src, size }: { src: string | null; size: 'card' | 'page' }) {
  if (!src) return null;
  const pixels = size === 'card' ? 56 : 80;
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={size === 'card' ? 'lazy' : undefined}
      data-testid="pro-partner-logo"
      className={cx(
        'shrink-0 rounded-xl border border-slate-200 bg-white object-contain p-1',
        size === 'card' ? 'size-14' : 'size-20',
      )}
    />
  );
}

/**
 * One partner of the directory: its logo, name (the link to its page, the whole card clickable), kind,
 * city, the countries it serves and its short description.
 */
export function ProPartnerCard({ partner }: { partner: ProPartnerListItem }) {
  const { t } = useProPartnersTranslation();
  const countries = useCountriesText(partner.countries);
  return (
    <li
      data-testid="pro-partner-card"
      data-slug={partner.slug}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <PartnerLogo src={partner.image_url} size="card" />
        <div className="flex min-w-0 flex-col gap-2">
          <KindLabel kind={partner.kind} />
          <h3 className="text-lg font-bold break-words text-brand-900">
            <LocalizedLink
              to={proPartnerPath(partner.id)}
              className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
            >
              {partner.name}
            </LocalizedLink>
          </h3>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {partner.city && (
          <>
            <dt className="font-semibold text-muted">{t('list.city')}</dt>
            <dd className="text-ink">{partner.city}</dd>
          </>
        )}
        <dt className="font-semibold text-muted">{t('list.countries')}</dt>
        <dd className="text-ink" data-testid="pro-partner-countries">
          {countries}
        </dd>
      </dl>
      <p className="flex-1 text-[15px] leading-relaxed text-ink">{partner.summary}</p>
      <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
        {t('list.more')} →
      </p>
    </li>
  );
}
