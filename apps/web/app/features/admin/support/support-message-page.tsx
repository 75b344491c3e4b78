import { SUPPORT_LIMITS, SupportAnswerBodySchema, type AdminSupportMessage } from '@portal/contract';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { SupportAttachmentLink, SupportStateTag } from '../../../components/support/support-parts';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useSupportTranslation } from '../../../i18n/support';
import { useLocale } from '../../../i18n/use-locale';
import { toTelHref } from '../../../lib/contact-links';
import { formatDate, formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { ANSWER_FIELDS, ANSWER_INTENT } from './support-answer-form';
import { SUPPORT_MESSAGES_PATH } from './support-query';

const LINK = 'font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The answer form: one text, sent to the sender by e-mail in the message's language. */
function AnswerForm({ message }: { message: AdminSupportMessage }) {
  const { t } = useSupportTranslation();
  const form = useApiForm({ intent: ANSWER_INTENT, fields: ANSWER_FIELDS, schema: SupportAnswerBodySchema });
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-4" data-testid="support-answer-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="support-answer-alert" />
      <TextAreaField
        form={form}
        name="text"
        label={t('admin.answerLabel')}
        hint={t('admin.answerHint', { language: t(`admin.languages.${message.locale}`) })}
        rows={8}
        maxLength={SUPPORT_LIMITS.answerMax}
        required
      />
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} testId="support-answer-submit">
          {t('admin.send')}
        </SubmitButton>
      </div>
    </form.Form>
  );
}

/** The answer given: its text, who gave it and when. */
function GivenAnswer({
  answer,
  isJustAnswered,
}: {
  answer: NonNullable<AdminSupportMessage['answer']>;
  isJustAnswered: boolean;
}) {
  const { t } = useSupportTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4" data-testid="support-given-answer">
      <FormStatus testId="support-answered-notice">
        {isJustAnswered ? t('admin.answeredNotice') : null}
      </FormStatus>
      <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">{answer.text}</p>
      <DetailsList
        items={[
          { label: t('admin.answeredBy'), value: answer.by ?? t('admin.unknownManager') },
          {
            label: t('admin.answeredAt'),
            value: <time dateTime={answer.answered_at}>{formatDateTime(answer.answered_at, locale)}</time>,
          },
        ]}
      />
    </div>
  );
}

/**
 * /admin/support/{id} (issue 29 §4): the message as it came (the sender with their e-mail, phone
 * and company when they were signed in, the topic, the language, the file) and the answer: a form
 * while there is none, afterwards the answer with who gave it and when (a message is answered once).
 */
export function SupportMessagePage({
  message,
  isJustAnswered,
}: {
  message: AdminSupportMessage;
  isJustAnswered: boolean;
}) {
  const { t } = useSupportTranslation();
  const admin = useAdminTranslation();
  const locale = useLocale();
  // The subject names the message; one without a subject is named by its day.
  const title = message.subject || t('admin.messageTitle', { date: formatDate(message.created_at, locale) });
  const tel = toTelHref(message.phone);
  const { user } = message;
  return (
    <>
      <AdminPageHeading
        title={title}
        breadcrumbs={[
          { label: admin.t('nav.dashboard'), to: '/admin' },
          { label: t('admin.title'), to: SUPPORT_MESSAGES_PATH },
          { label: title },
        ]}
        aside={<SupportStateTag isAnswered={message.answer !== null} className="self-start" />}
      />
      {/* The sender before the answer on a phone; beside the message and the answer on a wide screen. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <AdminSection
          id="support-message"
          title={t('admin.messageSection')}
          testId="support-message"
          className="xl:col-start-1 xl:row-start-1"
        >
          <DetailsList
            items={[
              { label: t('admin.receivedAt'), value: formatDateTime(message.created_at, locale) },
              {
                label: t('admin.topic'),
                value: message.topic ? t(`topics.${message.topic}`) : t('history.noTopic'),
                testId: 'support-message-topic',
              },
              { label: t('admin.language'), value: t(`admin.languages.${message.locale}`) },
              { label: t('admin.subject'), value: message.subject },
              {
                label: t('admin.message'),
                isWide: true,
                value: <span className="break-words whitespace-pre-line">{message.message}</span>,
              },
              {
                label: t('admin.attachment'),
                isWide: true,
                value: message.attachment && <SupportAttachmentLink file={message.attachment} />,
              },
            ]}
          />
        </AdminSection>
        <AdminSection
          id="support-sender"
          title={t('admin.senderSection')}
          testId="support-sender"
          className="xl:col-start-2 xl:row-span-2 xl:row-start-1"
        >
          <DetailsList
            columns={1}
            items={[
              { label: t('admin.name'), value: message.name },
              {
                label: t('admin.email'),
                value: (
                  <a href={`mailto:${message.email}`} className={LINK}>
                    {message.email}
                  </a>
                ),
              },
              {
                label: t('admin.phone'),
                value: tel ? (
                  <a href={tel} className={LINK}>
                    {message.phone}
                  </a>
                ) : (
                  message.phone
                ),
              },
              {
                label: t('admin.company'),
                testId: 'support-sender-company',
                value: user ? (
                  <LocalizedLink to={`/admin/companies/${user.id}`} className={LINK}>
                    {user.company_name ?? t('admin.unnamedCompany')}
                  </LocalizedLink>
                ) : (
                  t('admin.guest')
                ),
              },
            ]}
          />
        </AdminSection>
        <AdminSection
          id="support-answer"
          title={t('admin.answerSection')}
          testId="support-answer"
          className="xl:col-start-1 xl:row-start-2"
        >
          {message.answer ? (
            <GivenAnswer answer={message.answer} isJustAnswered={isJustAnswered} />
          ) : (
            <AnswerForm message={message} />
          )}
        </AdminSection>
      </div>
      <p className="mt-6">
        <LocalizedLink to={SUPPORT_MESSAGES_PATH} className={LINK}>
          {t('admin.toList')}
        </LocalizedLink>
      </p>
    </>
  );
}
