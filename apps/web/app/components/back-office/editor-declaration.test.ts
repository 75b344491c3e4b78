import { describe, expect, it } from 'vitest';
import {
  buildAuditHref,
  buildEditorTexts,
  buildPublicationTexts,
  pickSavedMessage,
} from './editor-declaration';

describe('a declared editor’s saved state (issue 26 §2: saved state)', () => {
  const texts = { saved: 'Saved.', savedLive: 'Saved; live now.', created: 'Created as a draft.' };

  it('says saved after a save, live when the record is published, created on the page a new one lands on', () => {
    expect(pickSavedMessage(texts, { isSaved: true, isJustCreated: false }, null)).toBe('Saved.');
    expect(pickSavedMessage(texts, { isSaved: true, isJustCreated: false }, '2026-01-01T00:00:00Z')).toBe(
      'Saved; live now.',
    );
    expect(pickSavedMessage(texts, { isSaved: false, isJustCreated: true }, null)).toBe(
      'Created as a draft.',
    );
    expect(pickSavedMessage(texts, { isSaved: false, isJustCreated: false }, null)).toBeNull();
  });

  it('a content type that is never published says saved only', () => {
    expect(pickSavedMessage({ saved: 'Saved.' }, { isSaved: true, isJustCreated: false }, undefined)).toBe(
      'Saved.',
    );
  });
});

describe('a declared editor’s words', () => {
  it('reads them from one place of the content type’s catalogue; the button creates a new record, saves a saved one', () => {
    const read = (key: string) => `form.${key}`;
    expect(buildEditorTexts(read, { title: 'Fair', listTitle: 'Events', isNew: true })).toEqual({
      title: 'Fair',
      listTitle: 'Events',
      lead: 'form.lead',
      submit: 'form.create',
      saved: 'form.saved',
      savedLive: 'form.savedLive',
      created: 'form.created',
    });
    expect(buildEditorTexts(read, { title: 'Fair', listTitle: 'Events', isNew: false }).submit).toBe(
      'form.save',
    );
  });
});

describe('a declared editor’s publication (issue 26 §2: publish/unpublish with what is missing)', () => {
  it('reads every text of the panel from one place of the content type’s words, naming the record', () => {
    // The record's name goes in as `title` and as `name`, as the catalogues call it.
    const read = (key: string, values?: Record<string, string>) =>
      values ? `${key}(${values.date ?? `${values.title}|${values.name}`})` : key;
    const texts = buildPublicationTexts(read, 'Honey fair');
    expect(texts.title).toBe('title');
    expect(texts.isDraft).toBe('isDraft');
    expect(texts.missing).toBe('missing');
    expect(texts.isPublished('1 May')).toBe('isPublished(1 May)');
    expect(texts.publish).toEqual({
      button: 'publish.button',
      title: 'publish.title',
      description: 'publish.description(Honey fair|Honey fair)',
      confirm: 'publish.confirm',
      done: 'publish.done',
    });
    expect(texts.unpublish.description).toBe('unpublish.description(Honey fair|Honey fair)');
  });
});

describe('a declared editor’s audit link (issue 26 §2: audit)', () => {
  it('leads to the audit log filtered to the record', () => {
    expect(buildAuditHref('club_event', 12)).toBe('/admin/audit-log?entity_type=club_event&entity_id=12');
  });
});
