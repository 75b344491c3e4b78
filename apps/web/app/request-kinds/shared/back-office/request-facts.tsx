import {
  PROGRESS_BAR_QUESTIONS,
  toApiLocale,
  type ClassificationRef,
  type RequestPermissions,
} from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { describeExporterActions } from './exporter-actions';

type Classification = ClassificationRef;
type Permissions = RequestPermissions;
type NamedCode = { code: string; name: string };

/** Countries by name, with their codes for the managers who search by them. */
export function formatCountries(countries: readonly NamedCode[]): string {
  return countries.map((country) => `${country.name} (${country.code})`).join(', ');
}

/** The product's place in the customs classification: section, group and item, each with its code. */
export function ClassificationFacts({ classification }: { classification: Classification }) {
  const { t } = useAdminTranslation();
  const line = (ref: NamedCode | null) => (ref ? `${ref.code} — ${ref.name}` : '');
  return (
    <DetailsList
      columns={1}
      items={[
        { label: t('request.fields.hsSection'), value: line(classification.section) },
        { label: t('request.fields.hsGroup'), value: line(classification.group) },
        { label: t('request.fields.hsProductItem'), value: line(classification.product_item) },
      ]}
    />
  );
}

/** The exporter's answers to the progress-bar or check-list questions, in the questions' order. */
export function AnswersList({ answers }: { answers: Readonly<Record<string, string>> }) {
  const { t } = useAdminTranslation();
  const locale = toApiLocale(useLocale());
  const known = PROGRESS_BAR_QUESTIONS.filter((question) => question.slug in answers);
  const unknown = Object.keys(answers).filter((slug) => !known.some((question) => question.slug === slug));
  const rows = [
    ...known.map((question) => ({ slug: question.slug, text: question.text[locale] })),
    ...unknown.map((slug) => ({ slug, text: slug })),
  ];
  if (rows.length === 0) return <p className="text-[15px] text-muted">{t('request.noAnswers')}</p>;
  return (
    <DetailsList
      columns={1}
      items={rows.map((row) => ({ label: row.text, value: t(`answers.${answers[row.slug] as 'yes'}`) }))}
    />
  );
}

type Dates = {
  created_at: string;
  submitted_at: string | null;
  status_changed_at: string;
  updated_at: string;
  permissions: Permissions;
};

/** When the request was created, sent and changed, and what its exporter may still do with it. */
export function RequestTimesSection({ request }: { request: Dates }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <AdminSection id="request-times" title={t('request.timesTitle')} testId="request-times">
      <DetailsList
        items={[
          { label: t('request.fields.createdAt'), value: formatDateTime(request.created_at, locale) },
          { label: t('request.fields.submittedAt'), value: formatDateTime(request.submitted_at, locale) },
          {
            label: t('request.fields.statusChangedAt'),
            value: formatDateTime(request.status_changed_at, locale),
          },
          { label: t('request.fields.updatedAt'), value: formatDateTime(request.updated_at, locale) },
          {
            label: t('request.fields.exporterMay'),
            value: describeExporterActions(request.permissions, t, locale),
            testId: 'exporter-may',
            isWide: true,
          },
        ]}
      />
    </AdminSection>
  );
}
