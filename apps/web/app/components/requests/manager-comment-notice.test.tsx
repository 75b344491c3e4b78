import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RequestKind, UiLocale } from '@portal/contract';
import { createI18n } from '../../i18n/i18n';
import type { ManagerComment } from './manager-comment';
import { ManagerCommentNotice } from './manager-comment-notice';

const REWORK: ManagerComment = {
  status: 'in_finalization',
  text: 'Додайте сертифікат HACCP і уточніть фасування.',
  at: '2026-11-25T09:30:00.000Z',
  author: 'Марія Шевченко',
};

function render(
  props: { comment: ManagerComment; kind: RequestKind; editHref?: string },
  locale: UiLocale = 'ua',
): string {
  const path = locale === 'en' ? '/en/profile/market/x' : '/profile/market/x';
  const Stub = createRoutesStub([{ path, Component: () => <ManagerCommentNotice {...props} /> }]);
  return renderToString(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}

/** The text of the rendered HTML, tags and React's comment markers left out. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the manager’s comment at the top of a request sent back (issue 13 §6)', () => {
  it('is a region named by its heading, saying in words that the request was sent back', () => {
    const html = render({ comment: REWORK, kind: 'sales_market', editHref: '/profile/market/edit/x' });
    const heading = /<h2 id="([^"]+)"/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toMatch(new RegExp(`<section aria-labelledby="${heading![1]}"`));
    expect(textOf(html)).toContain('Заявку повернуто на доопрацювання');
    // The sign beside the heading is decoration; the heading's words alone carry the meaning.
    expect(html).toMatch(/<h2 [^>]*><svg [^>]*aria-hidden="true"/);
    expect(textOf(html.slice(html.indexOf('<h2'), html.indexOf('</h2>')))).toBe(
      'Заявку повернуто на доопрацювання',
    );
  });

  it('quotes the comment with who wrote it and when', () => {
    const text = textOf(render({ comment: REWORK, kind: 'sales_market' }));
    expect(text).toContain('Менеджер повернув заявку з таким коментарем:');
    expect(text).toContain(REWORK.text);
    expect(text).toContain('Марія Шевченко · 25.11.2026, 11:30 (за Києвом)');
    expect(render({ comment: REWORK, kind: 'sales_market' })).toContain(`dateTime="${REWORK.at}"`);
  });

  it('says what to do and leads to the edit page in the page’s language', () => {
    const ua = render({ comment: REWORK, kind: 'sales_market', editHref: '/profile/market/edit/x' });
    expect(textOf(ua)).toContain('Що зробити: виправте заявку за коментарем і надішліть її повторно.');
    expect(ua).toMatch(/<a [^>]*href="\/profile\/market\/edit\/x"[^>]*>Редагувати заявку<\/a>/);

    const en = render({ comment: REWORK, kind: 'check_list', editHref: '/profile/check-list/edit/x' }, 'en');
    expect(textOf(en)).toContain('Request sent back for changes');
    expect(textOf(en)).toContain('What to do: correct the request as the comment asks and submit it again.');
    expect(en).toMatch(/<a [^>]*href="\/en\/profile\/check-list\/edit\/x"[^>]*>Edit the request<\/a>/);
  });

  it('offers no link on the edit page itself', () => {
    expect(render({ comment: REWORK, kind: 'check_list' })).not.toContain('<a ');
  });

  it('says so when the manager left no comment', () => {
    const text = textOf(render({ comment: { ...REWORK, text: '' }, kind: 'sales_market' }, 'en'));
    expect(text).toContain('Application sent back for changes');
    expect(text).toContain('The manager left no comment.');
  });

  it('gives a rejection’s reason without anything to do', () => {
    const html = render({
      comment: { ...REWORK, status: 'denied', text: 'Не наш профіль' },
      kind: 'check_list',
      editHref: '/x',
    });
    expect(textOf(html)).toContain('Запит відхилено');
    expect(textOf(html)).toContain('Не наш профіль');
    expect(textOf(html)).not.toContain('Що зробити');
    expect(html).not.toContain('<a ');
  });
});
