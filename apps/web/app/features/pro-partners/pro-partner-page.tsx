import {
  PRO_PARTNER_EMAILS_PER_DAY,
  ProPartnerEmailBodySchema,
  type ProPartner,
  type ProPartnerRequest,
} from '@portal/contract';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { PageHeading } from '../../components/ui/page-heading';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { useLocale } from '../../i18n/use-locale';
import { toTelHref, toWebsiteHref } from '../../lib/contact-links';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { useSignedInProfile } from '../../lib/session/use-profile';
import { AccessNotice } from './access-notice';
import { BackLink } from './back-link';
import { CommentField } from './comment-field';
import { KindLabel, PartnerLogo, useCountriesText } from './pro-partner-card';
import { PARTNERS_PATH, WRITE_FIELDS, WRITE_INTENT, type ProPartnerAccess } from './pro-partners-query';

/** The partner, or, for a company that may not use the directory, nothing. */
export type ProPartnerPageProps =
  | { access: 'open'; partner: ProPartner; opensOn: string | null }
  | { access: Exclude<ProPartnerAccess, 'open'>; partner: null; opensOn: null };

type Sent = ProPartnerRequest & { emails_left_today: number };

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Kind, city, countries, phone, website and the description. */
function PartnerDetails({ partner }: { partner: ProPartner }) {
  const { t } = useProPartnersTranslation();
  const countries = useCountriesText(partner.countries);
  const tel = toTelHref(partner.phone);
  const website = toWebsiteHref(partner.website_url);
  return (
    <section
      aria-labelledby="pro-partner-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="pro-partner-details"
    >
      <h2 id="pro-partner-details-title" className="mb-4 text-lg font-bold text-brand-900">
        {t('partner.details')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 text-[15px] sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t('partner.kind')}</dt>
        <dd className="-mt-2 sm:mt-0">
          <KindLabel kind={partner.kind} />
        </dd>
        {partner.city && (
          <>
            <dt className="font-semibold text-muted">{t('partner.city')}</dt>
            <dd className="-mt-2 text-ink sm:mt-0">{partner.city}</dd>
          </>
        )}
        <dt className="font-semibold text-muted">{t('partner.countries')}</dt>
        <dd className="-mt-2 text-ink sm:mt-0" data-testid="pro-partner-countries">
          {countries}
        </dd>
        {tel && (
          <>
            <dt className="font-semibold text-muted">{t('partner.phone')}</dt>
            <dd className="-mt-2 sm:mt-0">
              <a href={tel} className={LINK}>
                {partner.phone}
              </a>
            </dd>
          </>
        )}
        {website && (
          <>
            <dt className="font-semibold text-muted">{t('partner.website')}</dt>
            <dd className="-mt-2 sm:mt-0">
              <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                {partner.website_url.replace(/^https?:\/\//i, '')}
                <span className="sr-only"> ({t('partner.newTab')})</span>
              </a>
            </dd>
          </>
        )}
      </dl>
      {partner.description && (
        <div className="mt-5 border-t border-slate-200 pt-5">
          <h3 className="mb-2 text-base font-bold text-brand-900">{t('partner.description')}</h3>
          <p className="text-[15px] leading-relaxed whitespace-pre-line text-ink">{partner.description}</p>
        </div>
      )}
    </section>
  );
}

/**
 * 'Write to the partner': the comment (10–2,000 characters, checked before sending with the
 * contract's schema and again by the API, 422 beside the field), the requests left today, and
 * after sending what the partner got and where the copy went. With the day's requests used up
 * (or a 429 meanwhile) it says when writing opens again. Posts to the route's action, so it works
 * without JavaScript.
 */
function WritePanel({ partner, opensOn }: { partner: ProPartner; opensOn: string | null }) {
  const { t } = useProPartnersTranslation();
  const locale = useLocale();
  const profile = useSignedInProfile();
  const form = useApiForm<Sent>({
    intent: WRITE_INTENT,
    fields: WRITE_FIELDS,
    schema: ProPartnerEmailBodySchema,
  });
  const left = partner.emails_left_today;
  const isOpen = left > 0;
  const limitText = t('form.limitText', {
    limit: PRO_PARTNER_EMAILS_PER_DAY,
    date: opensOn ? formatDate(opensOn, locale) : '',
  });
  const otherErrors = form.generalErrors.filter((error) => error !== limitText);
  return (
    <section
      aria-labelledby="pro-partner-write-title"
      data-testid="pro-partner-write"
      data-left={left}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:p-6',
        isOpen ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div>
        <h2 id="pro-partner-write-title" className="text-lg font-bold text-brand-900">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed text-ink">{t('form.lead')}</p>
      </div>
      <div role="status" data-testid="pro-partner-sent">
        {form.success && (
          <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
            <p className="font-bold">{t('form.sentTitle')}</p>
            <p className="mt-1 text-[15px] leading-relaxed">
              {t('form.sentText', { partner: form.success.partner.name, email: profile.email })}
            </p>
          </div>
        )}
      </div>
      {isOpen ? (
        <form.Form {...form.formProps} className="flex flex-col gap-4">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <CommentField form={form} resetKey={form.success?.id ?? ''} />
          <p className="text-[15px] font-semibold text-ink" data-testid="pro-partner-left">
            {t('form.leftToday', { count: left })}
          </p>
          <SubmitButton isSubmitting={form.isSubmitting} testId="pro-partner-send" className="w-fit">
            {t('form.send')}
          </SubmitButton>
          <FormAlert errors={form.generalErrors} testId="pro-partner-send-error" />
        </form.Form>
      ) : (
        <div data-testid="pro-partner-limit">
          <p className="font-bold">{t('form.limitTitle')}</p>
          <p className="mt-1 text-[15px] leading-relaxed">{limitText}</p>
          {/* Another refusal that came with the answer stays readable (a 429 meanwhile says the same as above). */}
          {otherErrors.length > 0 && (
            <div className="mt-3">
              <FormAlert errors={otherErrors} testId="pro-partner-send-error" />
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * /profile/pro-services/partners/{id} (issue 16 §4, decision 031): everything the cabinet shows
 * about a partner (never its e-mail) and the form to write to it. A company that may not use the
 * directory is told why and where to go instead.
 */
export function ProPartnerPage(props: ProPartnerPageProps) {
  const { t } = useProPartnersTranslation();
  return (
    <>
      <BackLink to={PARTNERS_PATH}>{t('partner.back')}</BackLink>
      {props.access === 'open' ? (
        <>
          <div className="flex items-start gap-4">
            <PartnerLogo src={props.partner.image_url} size="page" />
            <div className="min-w-0">
              <PageHeading title={props.partner.name} lead={props.partner.summary || undefined} />
            </div>
          </div>
          <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] lg:items-start">
            <PartnerDetails partner={props.partner} />
            <WritePanel partner={props.partner} opensOn={props.opensOn} />
          </div>
        </>
      ) : (
        <>
          <PageHeading title={t('meta.partnerTitle')} />
          <AccessNotice access={props.access} />
        </>
      )}
    </>
  );
}
