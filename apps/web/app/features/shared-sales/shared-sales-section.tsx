import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DeclineQuestion, ImporterSaleBuyer, SharedSale } from '@portal/contract';
import { FieldErrors, describeField } from '../../components/form/field-parts';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextAreaField } from '../../components/form/text-area-field';
import { useApiForm } from '../../components/form/use-api-form';
import { ShareAnswerTag } from '../../components/requests/share-answer-tag';
import { buttonClasses } from '../../components/ui/button-link';
import { useMatchmakingTranslation } from '../../i18n/matchmaking';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate, formatNumber } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import type { SharedSaleAnswered } from './shared-sales-data.server';
import {
  ACCEPT_FIELDS,
  countPending,
  DECLINE_FIELDS,
  DECLINE_SCHEMA,
  orderSharedSales,
  sharedSaleIntent,
} from './shared-sales-forms';
import { toTelHref, toWebsiteHref } from '../../lib/contact-links';

/** The anchor of the section on /profile/applications. */
export const SHARED_SALES_ANCHOR = 'shared-sales';

export type SharedSalesSectionProps = {
  sharedSales: SharedSale[];
  declineQuestions: DeclineQuestion[];
};

/**
 * The buyers' requests a manager shared with the company (issue 15 §4, decision 029 §5), on
 * /profile/applications: each as a card with what the buyer wants; a pending one is accepted
 * (then the buyer's contacts show) or declined with a reason. Nothing is shown while nothing was
 * shared: the page stays the company's own applications.
 */
export function SharedSalesSection({ sharedSales, declineQuestions }: SharedSalesSectionProps) {
  const { t } = useMatchmakingTranslation();
  if (sharedSales.length === 0) return null;
  const pending = countPending(sharedSales);
  return (
    <section
      id={SHARED_SALES_ANCHOR}
      aria-labelledby="shared-sales-heading"
      className="mb-10 scroll-mt-40 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
      data-testid="shared-sales"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="shared-sales-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {t('cabinet.title')}
        </h2>
        {pending > 0 && (
          <p className="text-[15px] font-semibold text-amber-800" data-testid="shared-sales-pending">
            {t('cabinet.pending', { count: pending })}
          </p>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-muted">{t('cabinet.lead')}</p>
      <ul className="mt-5 grid gap-5">
        {orderSharedSales(sharedSales).map((sale) => (
          <li key={sale.id}>
            <SharedSaleCard sale={sale} declineQuestions={declineQuestions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ label, children, isWide }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={cx('min-w-0', isWide && 'sm:col-span-2 lg:col-span-3')}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 text-[15px] break-words text-ink">{children}</dd>
    </div>
  );
}

function SharedSaleCard({
  sale: share,
  declineQuestions,
}: {
  sale: SharedSale;
  declineQuestions: DeclineQuestion[];
}) {
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  const { sale } = share;
  const headingId = `shared-sale-${share.id}-heading`;
  const answerRef = useRef<HTMLDivElement>(null);
  // Answered from this page: focus moves to the answer that replaced the buttons, so a keyboard
  // or screen-reader user is not left on nothing.
  const [wasPending] = useState(share.answer === 'pending');
  useEffect(() => {
    if (wasPending && share.answer !== 'pending') answerRef.current?.focus();
  }, [wasPending, share.answer]);
  const price =
    sale.target_price && sale.currency
      ? t('sale.pricePerUnit', {
          price: `${formatNumber(sale.target_price, locale)} ${sale.currency}`,
          unit: t(`unitsShort.${sale.unit}`),
        })
      : t('sale.priceOpen');
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border bg-white p-5 sm:p-6',
        share.answer === 'pending' ? 'border-amber-300' : 'border-slate-200',
      )}
      data-testid="shared-sale"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words text-brand-900">
            {sale.product_name}
          </h3>
          <p className="mt-1 text-[15px] text-muted">
            {t('sale.hs', { code: sale.hs.code })} · {sale.hs.name}
          </p>
        </div>
        <div className="shrink-0">
          <ShareAnswerTag answer={share.answer} testId="shared-sale-answer" />
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('sale.country')}>{sale.country.name}</Fact>
        <Fact label={t('sale.quantity')}>
          {t(`units.${sale.unit}`, {
            count: Number(sale.quantity),
            quantity: formatNumber(sale.quantity, locale),
          })}
        </Fact>
        <Fact label={t('sale.price')}>{price}</Fact>
        <Fact label={t('sale.incoterms')}>{sale.incoterms}</Fact>
        <Fact label={t('sale.deadline')}>
          <time dateTime={sale.deadline}>{formatDate(sale.deadline, locale)}</time>
        </Fact>
        <Fact label={t('sale.sharedAt')}>
          <time dateTime={share.shared_at}>{formatDate(share.shared_at, locale)}</time>
        </Fact>
        {sale.comment && (
          <Fact label={t('sale.comment')} isWide>
            <span className="whitespace-pre-line">{sale.comment}</span>
          </Fact>
        )}
      </dl>
      <div
        ref={answerRef}
        tabIndex={-1}
        className="mt-5 border-t border-slate-200 pt-5 outline-none"
        data-testid="shared-sale-answer-block"
      >
        {share.answer === 'pending' && <PendingActions share={share} declineQuestions={declineQuestions} />}
        {share.answer === 'accepted' && share.buyer && (
          <BuyerContacts buyer={share.buyer} answeredAt={share.answered_at} shareId={share.id} />
        )}
        {share.answer === 'declined' && share.decline && (
          <div data-testid="shared-sale-declined">
            <p className="text-[15px] text-ink">
              <span className="font-semibold">{t('cabinet.declinedReason')}</span> {share.decline.reason_name}
            </p>
            {share.decline.comment && (
              <p className="mt-1 text-[15px] whitespace-pre-line text-muted">{share.decline.comment}</p>
            )}
            {share.answered_at && (
              <p className="mt-1 text-sm text-muted">
                {t('cabinet.answeredAt', { date: formatDate(share.answered_at, locale) })}
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

function PendingActions({
  share,
  declineQuestions,
}: {
  share: SharedSale;
  declineQuestions: DeclineQuestion[];
}) {
  const { t } = useMatchmakingTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] leading-relaxed text-ink">{t('cabinet.pendingHint')}</p>
      {/* Both answers are final, so each asks first (issue 25 §7): "Accept" and "Decline" open their
          forms below them, one at a time (the disclosures share a name). An open one takes the
          whole row, so its form spans the card. */}
      <div className="flex flex-wrap gap-3">
        <AcceptDisclosure share={share} />
        <DeclineDisclosure share={share} declineQuestions={declineQuestions} />
      </div>
    </div>
  );
}

/** The name that makes a card's two disclosures exclusive: opening one closes the other. */
function answerGroup(share: SharedSale): string {
  return `shared-sale-${share.id}-answer`;
}

const DISCLOSURE = 'min-w-0 open:basis-full';
const SUMMARY = 'w-40 cursor-pointer list-none';
const PANEL = 'mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5';

/**
 * Accepting e-mails the buyer the company's card at once and cannot be taken back: the button
 * opens a confirmation that says so, and only its own button sends (issue 25 §7).
 */
function AcceptDisclosure({ share }: { share: SharedSale }) {
  const { t } = useMatchmakingTranslation();
  const form = useApiForm<SharedSaleAnswered>({
    intent: sharedSaleIntent('accept', share.id),
    fields: ACCEPT_FIELDS,
  });
  const textId = `shared-sale-${share.id}-accept-text`;
  return (
    <details
      name={answerGroup(share)}
      open={form.generalErrors.length > 0}
      className={DISCLOSURE}
      data-testid="shared-sale-accept"
    >
      <summary className={cx(buttonClasses('solid', 'md'), SUMMARY)}>{t('cabinet.accept')}</summary>
      <form.Form
        {...form.formProps}
        className={PANEL}
        aria-label={t('cabinet.acceptFormLabel', { product: share.sale.product_name })}
        aria-describedby={textId}
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="shared-sale-accept-error" />
        <p id={textId} className="text-[15px] leading-relaxed text-ink">
          {t('cabinet.acceptConfirm')}
        </p>
        <SubmitButton
          isSubmitting={form.isSubmitting}
          className="self-start"
          testId="shared-sale-accept-submit"
        >
          {t('cabinet.acceptSubmit')}
        </SubmitButton>
      </form.Form>
    </details>
  );
}

function DeclineDisclosure({
  share,
  declineQuestions,
}: {
  share: SharedSale;
  declineQuestions: DeclineQuestion[];
}) {
  const { t } = useMatchmakingTranslation();
  const form = useApiForm<SharedSaleAnswered>({
    intent: sharedSaleIntent('decline', share.id),
    fields: DECLINE_FIELDS,
    schema: DECLINE_SCHEMA,
  });
  const reasonField = describeField(form, 'reason');
  const hasErrors =
    form.generalErrors.length > 0 || reasonField.invalid || form.errorsFor('comment').length > 0;
  // A failed submit opens the disclosure, so its errors are seen (also without JavaScript); the
  // person opens and closes it otherwise (the attribute changes only when the errors come or go).
  const commentRequired = declineQuestions.filter((question) => question.comment_required);
  return (
    <details
      name={answerGroup(share)}
      open={hasErrors}
      className={DISCLOSURE}
      data-testid="shared-sale-decline"
    >
      <summary className={cx(buttonClasses('outline', 'md'), SUMMARY)}>{t('cabinet.decline')}</summary>
      <form.Form
        {...form.formProps}
        className={PANEL}
        aria-label={t('cabinet.declineFormLabel', { product: share.sale.product_name })}
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="shared-sale-decline-error" />
        <fieldset id={reasonField.id} aria-describedby={reasonField.describedBy}>
          <legend className="mb-2 text-[15px] font-semibold text-ink">
            {t('cabinet.reasonLegend')}
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="flex flex-col gap-1">
            {declineQuestions.map((question) => (
              <label
                key={question.code}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-[15px] text-ink hover:bg-white"
              >
                <input
                  type="radio"
                  name="reason"
                  value={question.code}
                  required
                  defaultChecked={form.valueOf('reason', '') === question.code}
                  className="size-5 shrink-0 accent-brand-600"
                />
                <span>{question.name}</span>
              </label>
            ))}
          </div>
          <FieldErrors
            id={reasonField.errorId}
            errors={reasonField.errors}
            testId={`${reasonField.id}-error`}
          />
        </fieldset>
        <TextAreaField
          form={form}
          name="comment"
          label={t('cabinet.comment')}
          hint={
            commentRequired.length > 0
              ? t('cabinet.commentHint', { reason: commentRequired.map((q) => q.name).join(', ') })
              : undefined
          }
          maxLength={1000}
          rows={3}
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          variant="outline"
          className="self-start"
          testId="shared-sale-decline-submit"
        >
          {t('cabinet.declineSubmit')}
        </SubmitButton>
      </form.Form>
    </details>
  );
}

function BuyerContacts({
  buyer,
  answeredAt,
  shareId,
}: {
  buyer: ImporterSaleBuyer;
  answeredAt: string | null;
  shareId: string;
}) {
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  const website = toWebsiteHref(buyer.website);
  const tel = toTelHref(buyer.phone);
  const linkClass =
    'font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900';
  const titleId = `shared-sale-${shareId}-buyer`;
  return (
    <div data-testid="shared-sale-buyer">
      <h4 id={titleId} className="text-base font-bold text-brand-900">
        {t('cabinet.buyerTitle')}
      </h4>
      <p className="mt-1 text-sm text-muted">
        {t('cabinet.acceptedAt', { date: formatDate(answeredAt, locale) })}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('buyer.company')}>{buyer.company_name}</Fact>
        <Fact label={t('buyer.contact')}>
          {buyer.contact_name}
          {buyer.contact_position && <span className="text-muted">, {buyer.contact_position}</span>}
        </Fact>
        <Fact label={t('buyer.email')}>
          <a href={`mailto:${buyer.email}`} className={linkClass}>
            {buyer.email}
          </a>
        </Fact>
        <Fact label={t('buyer.phone')}>
          {tel ? (
            <a href={tel} className={linkClass}>
              {buyer.phone}
            </a>
          ) : (
            buyer.phone
          )}
        </Fact>
        {website && (
          <Fact label={t('buyer.website')}>
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {buyer.website}
              <span className="sr-only"> ({t('cabinet.opensInNewTab')})</span>
            </a>
          </Fact>
        )}
      </dl>
    </div>
  );
}
