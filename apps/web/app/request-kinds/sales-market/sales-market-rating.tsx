import { useState } from 'react';
import { REQUEST_LIMITS, type SalesMarketApplication } from '@portal/contract';
import { FieldErrors } from '../../components/form/field-parts';
import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { ProfileSection } from '../../components/ui/page-heading';
import { TextAreaField } from '../../components/form/text-area-field';
import type { Rated } from './sales-market-values';

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      className={isFilled ? 'text-amber-500' : 'text-slate-300'}
    >
      <path
        fill="currentColor"
        stroke={isFilled ? 'none' : '#64748b'}
        strokeWidth="1"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}

/** The rating already given: its stars, comment and date. */
function GivenRating({ rating }: { rating: NonNullable<SalesMarketApplication['rating']> }) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  return (
    <div data-testid="sales-market-rating-given">
      <p className="flex items-center gap-1">
        <span className="sr-only">{t('market.rating.value', { rating: rating.rating })}</span>
        {STARS.map((star) => (
          <Star key={star} isFilled={star <= rating.rating} />
        ))}
      </p>
      {rating.comment && (
        <blockquote className="mt-3 text-[15px] leading-relaxed whitespace-pre-line">
          {rating.comment}
        </blockquote>
      )}
      <p className="mt-2 text-sm text-muted">
        <time dateTime={rating.rated_at}>{formatDate(rating.rated_at, locale)}</time>
      </p>
    </div>
  );
}

/** 1–5 stars (radio inputs, arrow keys move between them) and a comment, on a closed application. */
function RatingForm() {
  const { t } = useRequestsTranslation();
  const form = useApiForm<Rated>({ intent: 'rate', fields: { rating: 'text', comment: 'text' } });
  const [value, setValue] = useState(() => Number(form.valueOf('rating', '0')));
  const errors = form.errorsFor('rating');
  const errorId = errors.length > 0 ? 'rate-rating-error' : undefined;
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-5" data-testid="sales-market-rating-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} />
      <fieldset aria-describedby={errorId} id="rate-rating">
        <legend className="mb-2 text-[15px] font-semibold text-ink">
          {t('market.rating.stars')}
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={value === star}
                onChange={() => setValue(star)}
                aria-invalid={errors.length > 0 || undefined}
                className="sr-only"
              />
              <Star isFilled={star <= value} />
              <span className="sr-only">{t('market.rating.value', { rating: star })}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={errorId} errors={errors} />
      </fieldset>
      <TextAreaField
        form={form}
        name="comment"
        label={t('market.rating.comment')}
        rows={3}
        maxLength={REQUEST_LIMITS.ratingCommentMax}
      />
      <div className={cx('flex flex-col gap-3 sm:flex-row sm:items-center')}>
        <SubmitButton
          isSubmitting={form.isSubmitting}
          className="self-start"
          testId="sales-market-rating-submit"
        >
          {t('market.rating.send')}
        </SubmitButton>
        <FormStatus>{form.success ? t('market.rating.thanks') : null}</FormStatus>
      </div>
    </form.Form>
  );
}

/** The exporter's rating of a closed application (DOMAIN.md): the form while allowed, else what was given. */
export function SalesMarketRating({ application }: { application: SalesMarketApplication }) {
  const { t } = useRequestsTranslation();
  if (!application.rating && !application.permissions.can_rate) return null;
  return (
    <ProfileSection
      id="rating-section"
      title={t('market.rating.title')}
      lead={application.rating ? undefined : t('market.rating.lead')}
      testId="sales-market-rating"
    >
      {application.rating ? <GivenRating rating={application.rating} /> : <RatingForm />}
    </ProfileSection>
  );
}
