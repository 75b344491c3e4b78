import type { ReactNode } from 'react';
import type { AuditEntityType } from './list-query';
import { buildListHref } from './list-query';
import type { PublicationAction } from './publication';
import type { PublicationActionTexts, PublicationTexts } from './publication-panel';

/**
 * A back-office editor declared once (issue 26 §2, decision 045): the prefix of its test ids and
 * ids, the list it belongs to, and the audit log's name of its records. The editor page
 * (`editor-page.tsx`) draws the frame from it; a content type adds its fields.
 */
export type EditorDeclaration = {
  /** `${testId}-form`, `-error`, `-submit`, `-saved`, `-publication`, `-history`. */
  testId: string;
  /** The list it is opened from (the breadcrumb back); none for a page of its own (settings). */
  listPath?: string;
  /** The audit log's entity type: a saved record links to its history. */
  audit?: AuditEntityType;
  /** A form that carries a file (picture, PDF). */
  isMultipart?: boolean;
};

/** Checks a declaration once, where it is written. */
export function defineEditor<const T extends EditorDeclaration>(editor: T): T {
  if (!/^[a-z][a-z-]*$/.test(editor.testId))
    throw new Error(`An editor's testId is kebab-case: ${editor.testId}`);
  return editor;
}

/** What the editor says after a save; `saved` may carry a link (the public page). */
export type SavedTexts = { saved: ReactNode; savedLive?: ReactNode; created?: ReactNode };

/** What the editor says after a save: saved (live when published), or created on a new record's page. */
export function pickSavedMessage(
  texts: SavedTexts,
  outcome: { isSaved: boolean; isJustCreated: boolean },
  publishedAt: string | null | undefined,
): ReactNode {
  if (outcome.isSaved) return publishedAt && texts.savedLive ? texts.savedLive : texts.saved;
  if (outcome.isJustCreated) return texts.created ?? texts.saved;
  return null;
}

/** A key of an editor's words, relative to where a content type keeps them. */
export type EditorTextKey = 'lead' | 'save' | 'create' | 'saved' | 'savedLive' | 'created';

/**
 * An editor's words from a content type's catalogue (`read` gives the text of a key): the save
 * button says 'create' on a new record's page and 'save' on a saved one's.
 */
export function buildEditorTexts(
  read: (key: EditorTextKey) => string,
  { title, listTitle, isNew }: { title: string; listTitle: string; isNew: boolean },
) {
  return {
    title,
    listTitle,
    lead: read('lead'),
    submit: read(isNew ? 'create' : 'save'),
    saved: read('saved'),
    savedLive: read('savedLive'),
    created: read('created'),
  };
}

/** A key of the publication's words, relative to where a content type keeps them. */
export type PublicationTextKey =
  'title' | 'isPublished' | 'isDraft' | 'missing' | `${PublicationAction}.${keyof PublicationActionTexts}`;

/**
 * The publication panel's words from a content type's catalogue: `read` gives the text of a key
 * (its values put in); the dialogs name the record.
 */
export function buildPublicationTexts(
  read: (key: PublicationTextKey, values?: Record<string, string>) => string,
  name: string,
): PublicationTexts {
  const actionTexts = (action: PublicationAction): PublicationActionTexts => ({
    button: read(`${action}.button`),
    title: read(`${action}.title`),
    description: read(`${action}.description`, { title: name, name }),
    confirm: read(`${action}.confirm`),
    done: read(`${action}.done`),
  });
  return {
    title: read('title'),
    isPublished: (date) => read('isPublished', { date }),
    isDraft: read('isDraft'),
    missing: read('missing'),
    publish: actionTexts('publish'),
    unpublish: actionTexts('unpublish'),
  };
}

/** The audit log filtered to one record. */
export function buildAuditHref(entityType: AuditEntityType, id: number | string): string {
  return buildListHref('/admin/audit-log', { entity_type: entityType, entity_id: String(id) });
}
