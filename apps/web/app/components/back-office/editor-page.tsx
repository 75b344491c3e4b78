import type { FormEvent, ReactNode } from 'react';
import { FormAlert, FormStatus, SubmitButton } from '../form/form-feedback';
import type { BreadcrumbItem } from '../ui/breadcrumbs';
import type { ApiForm } from '../form/use-api-form';
import { useAdminTranslation } from '../../i18n/admin';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  buildAuditHref,
  pickSavedMessage,
  type EditorDeclaration,
  type SavedTexts,
} from './editor-declaration';
import { AdminPageHeading, AdminSection } from './page-heading';
import { PublicationPanel, type PublicationTexts } from './publication-panel';
import { PublicationTag } from './publication-tag';
import { useSavedOutcome } from './use-saved-outcome';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The words of an editor page, in the page's language. */
export type EditorTexts = SavedTexts & {
  title: string;
  lead: string;
  /** The list's name in the breadcrumb trail. */
  listTitle?: string;
  /** The trail between the list and this page (a lesson's course). */
  trail?: readonly BreadcrumbItem[];
  submit: string;
};

/** A published content type's publication: the panel's words, what is missing, a new record's note. */
export type EditorPublication = {
  texts: PublicationTexts;
  /** The names of the fields publishing still needs. */
  missing?: readonly string[];
  /** Said in place of the panel before the first save. */
  newNote: string;
};

type EditorPageProps = {
  editor: EditorDeclaration;
  form: ApiForm<unknown>;
  /** The saved record; null on a new one's page. */
  record: { id: number | string; published_at?: string | null; updated_at?: string } | null;
  texts: EditorTexts;
  /** The browser's own check of a chosen file (a picture, a PDF): false keeps the form from going. */
  canSend?: () => boolean;
  publication?: EditorPublication;
  /** Above the form: what the manager must know first (a demo's requisites, read-only access). */
  notices?: ReactNode;
  /** What starts the form afresh (default: the record's `updated_at`, a save). */
  formKey?: string;
  /** Shown but not changed: no save button. */
  isReadOnly?: boolean;
  /** Under the save button (the public address). */
  footer?: ReactNode;
  /** Under the editor: the preview, the registrations. */
  after?: ReactNode;
  /** The content type's own fields, in their sections. */
  children: ReactNode;
};

/**
 * A back-office editor page drawn from its declaration (issue 26 §2): the heading with the trail
 * and the state, the form of the content type's fields (both languages side by side, picture),
 * the save with its outcome (which takes the focus), the publication with what it still needs,
 * the link to the record's history, and the preview. On a wide screen the publication stands
 * beside the form; on a phone under it.
 */
export function BackOfficeEditorPage({
  editor,
  form,
  record,
  texts,
  canSend,
  publication,
  notices,
  formKey,
  isReadOnly = false,
  footer,
  after,
  children,
}: EditorPageProps) {
  const { t } = useAdminTranslation();
  const { testId } = editor;
  const { isSaved, isJustCreated, status } = useSavedOutcome(form, record !== null);
  const message = pickSavedMessage(texts, { isSaved, isJustCreated }, record?.published_at);
  const hasSide = publication !== undefined;
  const saved = (
    <div
      ref={status}
      tabIndex={-1}
      className={cx('focus:outline-none', !hasSide && Boolean(message) && 'mb-4')}
    >
      <FormStatus testId={`${testId}-saved`}>{message}</FormStatus>
    </div>
  );
  const history = record && editor.audit && (
    <p className="text-[15px]">
      <LocalizedLink
        to={buildAuditHref(editor.audit, record.id)}
        className={LINK}
        data-testid={`${testId}-history`}
      >
        {t('common.history')}
      </LocalizedLink>
    </p>
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.formProps.onSubmit(event);
    if (canSend && !canSend()) event.preventDefault();
  };

  return (
    <>
      <AdminPageHeading
        title={texts.title}
        lead={texts.lead}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          ...(editor.listPath && texts.listTitle ? [{ label: texts.listTitle, to: editor.listPath }] : []),
          ...(texts.trail ?? []),
          { label: texts.title },
        ]}
        aside={
          record?.published_at !== undefined && (
            <PublicationTag publishedAt={record.published_at} size="md" className="self-start" />
          )
        }
      />
      {notices}
      {!hasSide && saved}
      <div className={hasSide ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start' : undefined}>
        <form.Form
          {...form.formProps}
          onSubmit={onSubmit}
          encType={editor.isMultipart ? 'multipart/form-data' : undefined}
          key={formKey ?? record?.updated_at ?? 'new'}
          className="flex min-w-0 flex-col gap-6"
          data-testid={`${testId}-form`}
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId={`${testId}-error`} />
          {children}
          {!isReadOnly && (
            <div className="flex flex-col gap-3">
              <SubmitButton
                isSubmitting={form.isSubmitting}
                className="self-start"
                testId={`${testId}-submit`}
              >
                {texts.submit}
              </SubmitButton>
              {footer}
              {!hasSide && history}
            </div>
          )}
        </form.Form>
        {publication && (
          <div className="flex min-w-0 flex-col gap-6">
            {saved}
            {record ? (
              <PublicationPanel
                testId={testId}
                publishedAt={record.published_at ?? null}
                missing={publication.missing}
                texts={publication.texts}
              />
            ) : (
              <AdminSection id={`${testId}-publication`} title={publication.texts.title}>
                <p className="text-[15px] text-muted">{publication.newNote}</p>
              </AdminSection>
            )}
            {history}
          </div>
        )}
      </div>
      {after}
    </>
  );
}
